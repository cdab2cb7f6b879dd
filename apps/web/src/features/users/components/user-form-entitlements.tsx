import { useController, useWatch, type Control } from 'react-hook-form';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import type { Entitlement } from '@creditdesk/contracts';
import { ENTITLEMENT_CHOICES, USER_FORM_LABELS, type UserFormValues } from '../user-form-values';

type UserFormEntitlementsProps = {
  control: Control<UserFormValues>;
  /** the caller's own entitlements: only those may be granted. */
  grantable: readonly Entitlement[];
  /** what the edited user holds already; shown (and kept) even where the caller may not grant it. */
  held?: readonly Entitlement[];
  disabled?: boolean;
};

/** Administrator rights: the caller's own ones as checkboxes; none for a Standard user. */
export function UserFormEntitlements({ control, grantable, held = [], disabled }: UserFormEntitlementsProps) {
  const { field, fieldState } = useController({ name: 'entitlements', control });
  const role = useWatch({ control, name: 'role' });
  const standard = role === 'enduser';
  const offered = ENTITLEMENT_CHOICES.filter((c) => grantable.includes(c.value) || held.includes(c.value));
  const value: Entitlement[] = field.value;

  const toggle = (entitlement: Entitlement, on: boolean) =>
    field.onChange(on ? [...value, entitlement] : value.filter((e) => e !== entitlement));

  const hint = standard
    ? 'A Standard user holds no administrator rights. Choose Admin user to grant them.'
    : 'You can grant only the rights you hold yourself.';

  return (
    <FormControl component="fieldset" error={Boolean(fieldState.error)} disabled={disabled || standard}>
      <FormLabel component="legend">{USER_FORM_LABELS.entitlements}</FormLabel>
      <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, columnGap: 2 }}>
        {offered.map((choice) => (
          <FormControlLabel
            key={choice.value}
            sx={{ alignItems: 'flex-start', mr: 0, mt: 1 }}
            control={
              <Checkbox
                checked={!standard && value.includes(choice.value)}
                onChange={(event) => toggle(choice.value, event.target.checked)}
                disabled={disabled || standard || !grantable.includes(choice.value)}
                sx={{ pt: 0.25 }}
              />
            }
            label={
              <Box>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {choice.label}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {choice.hint}
                </Typography>
              </Box>
            }
          />
        ))}
      </FormGroup>
      <FormHelperText>{fieldState.error?.message ?? hint}</FormHelperText>
    </FormControl>
  );
}
