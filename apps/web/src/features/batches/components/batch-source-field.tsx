import { useController, type Control } from 'react-hook-form';
import TextField from '@mui/material/TextField';
import type { BatchChoice, BatchFormValues } from '../batch-choices';

type BatchSourceFieldProps = {
  control: Control<BatchFormValues>;
  products: readonly BatchChoice[];
  templates: readonly BatchChoice[];
  onChoose: (value: string) => void;
};

/** The product to order, or one of the company's input templates (a group of its own, shown only when there are any). */
export function BatchSourceField({ control, products, templates, onChoose }: BatchSourceFieldProps) {
  const { field, fieldState } = useController({ name: 'source', control });
  const withTemplates = templates.length > 0;
  const option = (c: BatchChoice) => (
    <option key={c.value} value={c.value}>
      {c.label}
    </option>
  );
  return (
    <TextField
      select
      name={field.name}
      value={field.value}
      onChange={(event) => {
        field.onChange(event);
        onChoose(event.target.value);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      label={withTemplates ? 'Product or input template' : 'Product'}
      required
      error={Boolean(fieldState.error)}
      helperText={
        fieldState.error?.message ??
        (products.length === 0 ? 'Your company holds no product that can be ordered in a batch.' : withTemplates ? 'An input template reads your own file layout.' : 'One report a row of the file.')
      }
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{withTemplates ? 'Select a product or template' : 'Select a product'}</option>
      {withTemplates ? (
        <>
          <optgroup label="Products">{products.map(option)}</optgroup>
          <optgroup label="Input templates">{templates.map(option)}</optgroup>
        </>
      ) : (
        products.map(option)
      )}
    </TextField>
  );
}
