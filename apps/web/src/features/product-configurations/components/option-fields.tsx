import { useController, type Control } from 'react-hook-form';
import type { ConfigurableProductInfo } from '@creditdesk/contracts';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Alert from '@mui/material/Alert';
import { FormSelectField } from '../../../components/form/form-select-field';
import type { ConfigurationFormValues } from '../configuration-form';

type Option = ConfigurableProductInfo['options'][number];
type OptionFieldsProps = { control: Control<ConfigurationFormValues>; product: ConfigurableProductInfo; disabled?: boolean };

/**
 * The product's options, drawn from its declaration (the registry's `configuration.options`, as the
 * server answers it): a select for one choice, checkboxes for a list of choices, each with its hint.
 */
export function OptionFields({ control, product, disabled }: OptionFieldsProps) {
  if (product.options.length === 0) {
    return (
      <Alert severity="info" variant="outlined" sx={{ gridColumn: '1 / -1' }}>
        The {product.productName} has no options to set: its configuration is a profile, named by its orders and billed to the account number.
      </Alert>
    );
  }
  return (
    <>
      {product.options.map((option) =>
        option.kind === 'choice' ? (
          <FormSelectField key={option.key} control={control} name={`options.${option.key}`} label={option.label} options={option.choices} required disabled={disabled} hint={option.hint} />
        ) : (
          <ChoicesField key={option.key} control={control} option={option} disabled={disabled} />
        ),
      )}
    </>
  );
}

/** Any number of the option's choices, none included: a group of checkboxes. */
function ChoicesField({ control, option, disabled }: { control: Control<ConfigurationFormValues>; option: Option; disabled?: boolean }) {
  const { field, fieldState } = useController({ control, name: `options.${option.key}` });
  const chosen = Array.isArray(field.value) ? field.value : [];
  const toggle = (value: string, on: boolean) => {
    // kept in the declaration's order
    const next = option.choices.map((c) => c.value).filter((v) => (v === value ? on : chosen.includes(v)));
    field.onChange(next);
  };
  const hintId = `option-${option.key}-hint`;
  return (
    <FormControl component="fieldset" error={Boolean(fieldState.error)} disabled={disabled} sx={{ gridColumn: '1 / -1' }} aria-describedby={hintId}>
      <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary' }}>
        {option.label}
      </FormLabel>
      <FormGroup>
        {option.choices.map((choice, i) => (
          <FormControlLabel
            key={choice.value}
            label={choice.label}
            control={<Checkbox checked={chosen.includes(choice.value)} onChange={(e) => toggle(choice.value, e.target.checked)} onBlur={field.onBlur} slotProps={{ input: { ref: i === 0 ? field.ref : undefined } }} />}
          />
        ))}
      </FormGroup>
      <FormHelperText id={hintId}>{fieldState.error?.message ?? option.hint ?? 'None, some or all.'}</FormHelperText>
    </FormControl>
  );
}
