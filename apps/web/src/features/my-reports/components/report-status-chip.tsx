import Chip from '@mui/material/Chip';
import type { InquiryListItem } from '@creditdesk/contracts';

const COLORS = { Completed: 'success', 'No Hit': 'default', Failed: 'error' } as const;

export function ReportStatusChip({ status }: { status: InquiryListItem['status'] }) {
  return <Chip size="small" variant="outlined" color={COLORS[status]} label={status} sx={{ fontWeight: 600 }} />;
}
