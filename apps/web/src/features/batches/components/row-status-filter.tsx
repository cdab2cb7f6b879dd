import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { ROW_FILTERS, type RowStatusFilter } from '../batch-query';

/** Which rows show: all of them, or one status. */
export function RowStatusFilterButtons({ value, onChange }: { value: RowStatusFilter; onChange: (value: RowStatusFilter) => void }) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      value={value}
      aria-label="Show rows"
      onChange={(_event, next: RowStatusFilter | null) => next && onChange(next)}
      sx={{ flexWrap: 'wrap', '& .MuiToggleButton-root': { px: { xs: 1, sm: 1.75 }, textTransform: 'none', fontWeight: 600 } }}
    >
      {ROW_FILTERS.map((f) => (
        <ToggleButton key={f.value} value={f.value}>
          {f.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
