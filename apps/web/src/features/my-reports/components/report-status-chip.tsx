import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { ALERT_STATUS_LABELS, ALERT_STATUS_LEVELS, type InquiryListItem, type PresentationLevel } from '@creditdesk/contracts';

const COLORS = { Completed: 'success', 'No Hit': 'default', Failed: 'error' } as const;
const LEVEL_COLORS: Record<PresentationLevel, 'default' | 'success' | 'warning' | 'error'> = { neutral: 'default', good: 'success', fair: 'warning', poor: 'warning', alarm: 'error' };

/** The order's status, or the product's own verdict where it has one (an eIDverifier awaiting answers is not "Completed" like a verified one). */
export function ReportStatusChip({ status, outcome, alertStatus }: Pick<InquiryListItem, 'status' | 'outcome' | 'alertStatus'>) {
  const label = outcome?.label ?? status;
  const color = outcome ? LEVEL_COLORS[outcome.level] : COLORS[status];
  const chip = <Chip size="small" variant="outlined" color={color} label={label} sx={{ fontWeight: 600 }} />;
  // a credit report's alerts to resolve before credit: unresolved, verified or not (docs/careful-pulls.md)
  if (!alertStatus) return chip;
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
      {chip}
      <Chip size="small" variant="outlined" color={LEVEL_COLORS[ALERT_STATUS_LEVELS[alertStatus]]} label={ALERT_STATUS_LABELS[alertStatus]} sx={{ fontWeight: 600 }} />
    </Stack>
  );
}
