import type { ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';

type Choice = { value: string; label: string; description?: ReactNode };

type FormRadioGroupProps<T extends FieldValues> = { name: FieldPath<T>; control: Control<T>; label: string; choices: readonly Choice[]; required?: boolean };

/** A required choice of a few options, each with a line saying what it means. */
export function FormRadioGroup<T extends FieldValues>({ name, control, label, choices, required = true }: FormRadioGroupProps<T>) {
  const { field, fieldState } = useController({ name, control });
  const id = `${name.replace(/\./g, '-')}-label`;
  return (
    <FormControl error={Boolean(fieldState.error)} required={required}>
      <FormLabel id={id} sx={{ mb: 0.5 }}>
        {label}
      </FormLabel>
      <RadioGroup aria-labelledby={id} name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur}>
        {choices.map((choice) => (
          <FormControlLabel
            key={choice.value}
            value={choice.value}
            control={<Radio slotProps={{ input: { ref: choice.value === field.value ? field.ref : undefined } }} />}
            sx={{ alignItems: 'flex-start', mb: 0.5, '& .MuiRadio-root': { pt: 0.75 } }}
            label={
              <span>
                <Typography component="span" sx={{ display: 'block', pt: 1, fontWeight: 500 }}>
                  {choice.label}
                </Typography>
                {choice.description && (
                  <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                    {choice.description}
                  </Typography>
                )}
              </span>
            }
          />
        ))}
      </RadioGroup>
      {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
    </FormControl>
  );
}
