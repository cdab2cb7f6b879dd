import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDate, ofacReportDeadline, todayIso } from '@creditdesk/contracts';
import { LEVEL_TONES } from '../../../reports/viewer/level-tones';

type OfacReportDeadlineProps = { reportDueOn: string; decidedAt: string };

/**
 * A confirmed match's report to OFAC (31 CFR 501.603, 501.604), shown first on its case: the day it is
 * due and the federal business days left, counted from the reader's today.
 */
export function OfacReportDeadline({ reportDueOn, decidedAt }: OfacReportDeadlineProps) {
  const deadline = ofacReportDeadline(reportDueOn, todayIso());
  const tone = LEVEL_TONES[deadline.level];
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="ofac-deadline-title"
      data-level={deadline.level}
      sx={{ p: { xs: 2, sm: 3 }, bgcolor: tone.background, borderColor: tone.border, display: 'flex', gap: { xs: 2, sm: 3 }, flexWrap: { xs: 'wrap', sm: 'nowrap' }, alignItems: 'center' }}
    >
      <Box sx={{ flex: '1 1 320px', minWidth: 0 }}>
        <Typography variant="overline" component="p" sx={{ color: tone.color, fontWeight: 700, lineHeight: 1.6 }}>
          Confirmed match: report due
        </Typography>
        <Typography id="ofac-deadline-title" variant="h5" component="h2" sx={{ fontWeight: 700 }}>
          {deadline.headline}
        </Typography>
        <Typography variant="body2" sx={{ mt: 1, maxWidth: 640 }}>
          Confirmed on {formatDate(decidedAt)}. Block or reject the transaction and report it to OFAC by that day (31 CFR 501.603 for blocked
          property, 501.604 for a rejected transaction); weekends and federal holidays are not counted.
        </Typography>
      </Box>
      <Box role="status" sx={{ flex: 'none', textAlign: 'center', px: 2.5, py: 1.5, borderRadius: 2, bgcolor: 'background.paper', border: 1, borderColor: tone.border, minWidth: 150 }}>
        {deadline.businessDaysLeft > 0 ? (
          // one sentence for a screen reader ("10 business days left"), the number large on screen
          <Typography component="p" variant="body2" sx={{ fontWeight: 600 }}>
            <Box component="span" sx={{ display: 'block', fontSize: '2.25rem', fontWeight: 700, lineHeight: 1.1, color: tone.color, fontVariantNumeric: 'tabular-nums' }}>
              {deadline.businessDaysLeft}
            </Box>{' '}
            {deadline.countdown.replace(/^\d+ /, '')}
          </Typography>
        ) : (
          <Typography component="p" sx={{ fontWeight: 700, color: tone.color }}>
            {deadline.countdown}
          </Typography>
        )}
      </Box>
    </Paper>
  );
}
