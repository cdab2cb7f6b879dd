import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { NOT_REPORTED, type PresentationLevel } from '@creditdesk/contracts';
import { FactList, type Fact } from './fact-list';
import { LEVEL_CHIP } from './level-tones';

type SubjectPanelProps = {
  /** the name as the report files it. */
  name: string;
  /** the contracts' statuses of the report, as chips beside the title (the PDF's heading shows the first). */
  statuses: readonly { key: string; label: string; level: PresentationLevel }[];
  facts: readonly Fact[];
  columns?: { xs?: number; sm?: number; md?: number };
};

/** Who a report is about, as the PDF's subject panel: the name under the report's statuses, then the facts of the file. */
export function SubjectPanel({ name, statuses, facts, columns = { xs: 2, sm: 4, md: 4 } }: SubjectPanelProps) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 0.5 }}>
        <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.6, letterSpacing: '0.08em' }}>
          Subject
        </Typography>
        {statuses.map((status) => (
          <Chip key={status.key} size="small" color={LEVEL_CHIP[status.level]} variant="outlined" label={status.label} data-level={status.level} data-testid="subject-status" />
        ))}
      </Box>
      <Typography variant="h5" component="h2" sx={{ fontSize: '1.5rem', fontWeight: 700, letterSpacing: '-0.01em', mb: 2, overflowWrap: 'anywhere' }}>
        {name || NOT_REPORTED}
      </Typography>
      <FactList columns={columns} facts={[...facts]} />
    </Paper>
  );
}
