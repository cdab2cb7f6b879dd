import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

type GroupsFilterFieldProps = { value: string[]; options: readonly string[]; onChange: (groups: string[]) => void };

/** Pick any number of the company's user groups; a group in the URL that no longer exists stays pickable. */
export function GroupsFilterField({ value, options, onChange }: GroupsFilterFieldProps) {
  const all = [...new Set([...options, ...value])];
  return (
    <TextField
      select
      label="User groups"
      size="small"
      value={value}
      onChange={(e) => {
        const next = e.target.value as unknown as string[] | string;
        onChange(typeof next === 'string' ? next.split(',') : next);
      }}
      slotProps={{
        select: {
          multiple: true,
          displayEmpty: true,
          renderValue: (selected) => ((selected as string[]).length === 0 ? 'Any group' : (selected as string[]).join(', ')),
        },
        inputLabel: { shrink: true },
      }}
    >
      {all.length === 0 && (
        <MenuItem disabled value="">
          No user groups yet
        </MenuItem>
      )}
      {all.map((name) => (
        <MenuItem key={name} value={name}>
          <Checkbox size="small" checked={value.includes(name)} sx={{ p: 0.5, mr: 1 }} />
          <ListItemText primary={name} />
        </MenuItem>
      ))}
    </TextField>
  );
}
