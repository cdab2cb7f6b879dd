import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { FilterToggle } from '../../../components/list/filter-toggle';
import { ROW_FILTERS, type RowStatusFilter } from '../batch-query';

/** Which rows show: all of them, or one status; buttons side by side, a select on a phone. */
export function RowStatusFilterButtons({ value, onChange }: { value: RowStatusFilter; onChange: (value: RowStatusFilter) => void }) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (phone) {
    return (
      <TextField select size="small" label="Show rows" value={value} onChange={(e) => onChange(e.target.value as RowStatusFilter)} slotProps={{ select: { native: true } }} sx={{ maxWidth: 220 }}>
        {ROW_FILTERS.map((f) => (
          <option key={f.value} value={f.value}>
            {f.label}
          </option>
        ))}
      </TextField>
    );
  }
  return <FilterToggle label="Show rows" value={value} options={ROW_FILTERS} onChange={onChange} />;
}
