import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { summaryTilesOf, type CreditReport } from '@creditdesk/contracts';
import { LEVEL_TONES } from '../../../viewer/level-tones';
import { ReportSection } from '../../../viewer/report-section';

/** The file's totals at a glance: the contracts' summary tiles, anything adverse in its level's colour. */
export function SummarySection({ report }: { report: CreditReport }) {
  return (
    <ReportSection title="Summary">
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))', lg: 'repeat(2, minmax(0, 1fr))' } }}
      >
        {summaryTilesOf(report.summary).map((tile) => {
          const tone = LEVEL_TONES[tile.level];
          return (
            <Box key={tile.key} data-level={tile.level} sx={{ p: 1.5, borderRadius: 1.5, bgcolor: tone.background, border: '1px solid', borderColor: tone.border }}>
              <Typography component="dt" variant="caption" sx={{ color: 'text.secondary', fontWeight: 500, display: 'block' }}>
                {tile.label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 700, fontSize: '1.2rem', color: tone.color }}>
                {tile.value}
              </Typography>
            </Box>
          );
        })}
      </Box>
    </ReportSection>
  );
}
