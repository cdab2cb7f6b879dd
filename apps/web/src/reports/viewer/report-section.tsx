import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

type ReportSectionProps = {
  title: string;
  /** a count shown beside the title (e.g. number of tradelines). */
  count?: number;
  actions?: ReactNode;
  children: ReactNode;
  /** content flush with the card's edges (tables). */
  flush?: boolean;
  /** 'h2' on a page of its own rather than inside a report. */
  heading?: 'h2' | 'h3';
};

/** One section of a report on screen: a card with an h3 title. */
export function ReportSection({ title, count, actions, children, flush = false, heading = 'h3' }: ReportSectionProps) {
  const titleId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ overflow: 'hidden' }}>
      <Box sx={{ px: { xs: 2, sm: 3 }, pt: 2.25, pb: flush ? 1.5 : 0, display: 'flex', alignItems: 'center', gap: 1.25, flexWrap: 'wrap' }}>
        <Typography id={titleId} variant="h6" component={heading}>
          {title}
        </Typography>
        {count !== undefined && <Chip size="small" label={count} sx={{ fontWeight: 600, height: 22 }} />}
        {actions && <Box sx={{ ml: 'auto' }}>{actions}</Box>}
      </Box>
      <Box sx={flush ? undefined : { px: { xs: 2, sm: 3 }, pt: 1.5, pb: 2.5 }}>{children}</Box>
    </Paper>
  );
}

/** "None reported" inside a section. */
export function EmptyNote({ children = 'None reported.' }: { children?: ReactNode }) {
  return (
    <Typography color="text.secondary">
      {children}
    </Typography>
  );
}
