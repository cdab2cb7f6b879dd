import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { STATUS_FILTERS, type StatusFilter } from '../ofac-case-routes';

const LABELS: Record<StatusFilter, string> = { all: 'All', open: 'Open', confirmed: 'Confirmed', cleared: 'Cleared' };

/** Which cases the list shows: all of them (open ones first) or one status. */
export function OfacStatusFilter({ value, onChange }: { value: StatusFilter; onChange: (value: StatusFilter) => void }) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      value={value}
      aria-label="Show cases"
      onChange={(_event, next: StatusFilter | null) => next && onChange(next)}
      sx={{ '& .MuiToggleButton-root': { px: { xs: 1.1, sm: 1.75 }, textTransform: 'none', fontWeight: 600 } }}
    >
      {STATUS_FILTERS.map((status) => (
        <ToggleButton key={status} value={status}>
          {LABELS[status]}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
