import type { ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

type SwitchFieldProps<T extends FieldValues> = { name: FieldPath<T>; control: Control<T>; label: string; description?: ReactNode; disabled?: boolean };

/** An on/off setting with a line saying what it does. */
export function SwitchField<T extends FieldValues>({ name, control, label, description, disabled }: SwitchFieldProps<T>) {
  const { field } = useController({ name, control });
  return (
    <FormControlLabel
      sx={{ alignItems: 'flex-start', ml: 0, gap: 1.5, '& .MuiSwitch-root': { mt: -0.75, ml: -1.5 } }}
      disabled={disabled}
      control={<Switch checked={Boolean(field.value)} onChange={(e) => field.onChange(e.target.checked)} onBlur={field.onBlur} slotProps={{ input: { ref: field.ref } }} />}
      label={
        <Box>
          <Typography sx={{ fontWeight: 600 }}>{label}</Typography>
          {description && (
            <Typography variant="body2" color="text.secondary">
              {description}
            </Typography>
          )}
        </Box>
      }
    />
  );
}
