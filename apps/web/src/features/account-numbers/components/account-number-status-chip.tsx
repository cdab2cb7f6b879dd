import Chip from '@mui/material/Chip';
import { statusLabel } from '../account-number-text';

export function AccountNumberStatusChip({ status }: { status: 'active' | 'inactive' }) {
  return <Chip size="small" variant="outlined" color={status === 'active' ? 'success' : 'default'} label={statusLabel(status)} sx={{ fontWeight: 600 }} />;
}
