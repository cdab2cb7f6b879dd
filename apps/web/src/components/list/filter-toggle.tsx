import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

type FilterToggleProps<V extends string> = {
  /** The group's accessible name ("Show rows"). */
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  /** The buttons' side padding (narrower on a phone where the labels must fit). */
  px?: number | { xs: number; sm: number };
};

/** One of a list's filters as buttons side by side; pressing the pressed one keeps it. */
export function FilterToggle<V extends string>({ label, value, options, onChange, px = 1.75 }: FilterToggleProps<V>) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      value={value}
      aria-label={label}
      onChange={(_event, next: V | null) => next && onChange(next)}
      sx={{ '& .MuiToggleButton-root': { px, textTransform: 'none', fontWeight: 600 } }}
    >
      {options.map((option) => (
        <ToggleButton key={option.value} value={option.value}>
          {option.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
