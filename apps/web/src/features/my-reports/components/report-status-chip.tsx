import Chip from '@mui/material/Chip';
import type { InquiryListItem, PresentationLevel } from '@creditdesk/contracts';

const COLORS = { Completed: 'success', 'No Hit': 'default', Failed: 'error' } as const;
const LEVEL_COLORS: Record<PresentationLevel, 'default' | 'success' | 'warning' | 'error'> = { neutral: 'default', good: 'success', fair: 'warning', poor: 'warning', alarm: 'error' };

/** The order's status, or the product's own verdict where it has one (an eIDverifier awaiting answers is not "Completed" like a verified one). */
export function ReportStatusChip({ status, outcome }: Pick<InquiryListItem, 'status' | 'outcome'>) {
  const label = outcome?.label ?? status;
  const color = outcome ? LEVEL_COLORS[outcome.level] : COLORS[status];
  return <Chip size="small" variant="outlined" color={color} label={label} sx={{ fontWeight: 600 }} />;
}
