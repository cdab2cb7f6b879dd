import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type BatchReuse, type BatchReuseChoice, DUPLICATE_REASON_MAX, formatDateTime } from '@creditdesk/contracts';
import { batchReportPath } from '../../../reports/batch-report-link';
import { formatCount } from '../batch-format';

/** The submitter's answer for the matching rows: a choice, and with 'pull' its reason. */
export type ReuseAnswer = { reuse?: BatchReuseChoice; reason: string };

type DryRunReuseProps = {
  reuse: BatchReuse;
  answer: ReuseAnswer;
  onChange: (answer: ReuseAnswer) => void;
  /** the answer was tried incomplete: the missing part is shown as an error. */
  tried: boolean;
  headingLevel: 3 | 4;
};

const days = (n: number) => (n === 1 ? 'day' : `${formatCount(n)} days`);

/** What an answer lacks before the batch may be ordered, else undefined. */
export function reuseAnswerProblem(answer: ReuseAnswer): 'choice' | 'reason' | undefined {
  if (!answer.reuse) return 'choice';
  return answer.reuse === 'pull' && answer.reason.trim() === '' ? 'reason' : undefined;
}

/**
 * Reuse instead of pulling twice (docs/careful-pulls.md): rows of the file the company ordered
 * recently (reports the user may open). Reusing them costs nothing; pulling again is another hard
 * inquiry and another bill, so it needs a reason.
 */
export function DryRunReuse({ reuse, answer, onChange, tried, headingLevel }: DryRunReuseProps) {
  const problem = tried ? reuseAnswerProblem(answer) : undefined;
  const rows = reuse.count === 1 ? '1 row matches a report' : `${formatCount(reuse.count)} rows match reports`;
  return (
    <Box component="section" aria-labelledby="dry-run-reuse-title" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id="dry-run-reuse-title" variant="subtitle1" component={`h${headingLevel}`} sx={{ fontWeight: 600 }}>
        {rows} ordered in the last {days(reuse.reuseWindowDays)}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
        {reuse.matches.map((m) => (
          <Typography component="li" variant="body2" key={m.rowNumber}>
            Row {m.rowNumber}: {m.consumerName} {m.ssnMasked} ·{' '}
            <Link component={RouterLink} to={batchReportPath(m.existing.inquiryId)} underline="always">
              ordered {formatDateTime(m.existing.createdAt)} by {m.existing.orderedBy}
            </Link>
          </Typography>
        ))}
      </Box>
      {reuse.count > reuse.matches.length && (
        <Typography variant="body2" color="text.secondary">
          The first {formatCount(reuse.matches.length)} are listed.
        </Typography>
      )}
      <RadioGroup aria-labelledby="dry-run-reuse-title" value={answer.reuse ?? ''} onChange={(e) => onChange({ ...answer, reuse: e.target.value as BatchReuseChoice })}>
        <FormControlLabel value="reuse" control={<Radio />} label="Reuse those reports (not pulled, not billed)" />
        <FormControlLabel value="pull" control={<Radio />} label="Pull again (another hard inquiry, billed)" />
      </RadioGroup>
      {answer.reuse === 'pull' && (
        <TextField
          label="Reason for pulling again"
          value={answer.reason}
          onChange={(e) => onChange({ ...answer, reason: e.target.value })}
          required
          size="small"
          error={problem === 'reason'}
          helperText={problem === 'reason' ? 'A reason is required to pull again.' : 'Kept in the audit trail.'}
          slotProps={{ htmlInput: { maxLength: DUPLICATE_REASON_MAX } }}
        />
      )}
      {problem === 'choice' && <Alert severity="warning">Choose to reuse those reports or pull again.</Alert>}
    </Box>
  );
}
