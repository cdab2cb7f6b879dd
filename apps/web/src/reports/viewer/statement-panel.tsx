import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { NOT_REPORTED, type PresentationLevel } from '@creditdesk/contracts';
import { FactList, type Fact } from './fact-list';
import { LEVEL_CHIP, LEVEL_TEXT, LEVEL_TONES } from './level-tones';

/** The contracts' statement of a report: its label, level and what it means. */
export type Statement = { label: string; level: PresentationLevel; text: string };

type StatementPanelProps = {
  /** what the name is ("Identity submitted", "Screened"). */
  title: string;
  /** whom the report is about, as its h2. */
  name: string;
  /** what the report concludes, as its contract words it. */
  statement: Statement;
  facts: readonly Fact[];
  columns?: { xs?: number; sm?: number; md?: number };
  /** under the statement's sentence, before the facts (the reasons for it). */
  children?: ReactNode;
};

/**
 * Whom a report is about and what it concludes, as the PDF's band and statement line: the name, the
 * statement as a chip and a sentence in its level's tone, then the facts of the request.
 */
export function StatementPanel({ title, name, statement, facts, columns = { xs: 2, sm: 2, md: facts.length }, children }: StatementPanelProps) {
  const tone = LEVEL_TONES[statement.level];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.6, letterSpacing: '0.08em' }}>
        {title}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mb: 1.5 }}>
        <Typography variant="h5" component="h2" sx={{ fontSize: '1.5rem', fontWeight: 700, letterSpacing: '-0.01em', overflowWrap: 'anywhere' }}>
          {name || NOT_REPORTED}
        </Typography>
        <Chip label={statement.label} color={LEVEL_CHIP[statement.level]} data-level={statement.level} data-testid="report-statement" sx={{ fontWeight: 700 }} />
      </Box>
      <Box
        sx={{ mb: 2.5, px: 1.75, py: 1.1, borderLeft: '4px solid', borderColor: LEVEL_TEXT[statement.level] ?? 'primary.main', bgcolor: tone.background, borderRadius: 1 }}
      >
        <Typography>
          <Box component="strong" sx={{ color: LEVEL_TEXT[statement.level] }}>
            {statement.label}.
          </Box>{' '}
          {statement.text}
        </Typography>
        {children}
      </Box>
      <FactList columns={columns} facts={[...facts]} />
    </Paper>
  );
}
