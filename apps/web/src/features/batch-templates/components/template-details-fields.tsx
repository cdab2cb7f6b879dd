import type { Control } from 'react-hook-form';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PERMISSIBLE_PURPOSES } from '@creditdesk/contracts';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormTextField } from '../../../components/form/form-text-field';
import type { CompanyAccount } from '../api';
import { DETAILS_LABELS, type TemplateDetailsValues } from '../template-form';
import type { BatchProduct } from '../../../components/batch-mapping/mapping-rules';

type TemplateDetailsFieldsProps = {
  control: Control<TemplateDetailsValues>;
  /** the batch products the company holds; with `lockedProduct`, the product is shown and not chosen. */
  products: readonly BatchProduct[];
  lockedProduct?: BatchProduct;
  /** the product chosen (its permissible purposes are offered). */
  product: BatchProduct | undefined;
  accounts: readonly CompanyAccount[];
  disabled?: boolean;
  onProductChange?: (key: string) => void;
};

const NONE = 'None: chosen when the batch is created';

/** Name and description, the product, and the defaults a batch with the template takes for blank cells. */
export function TemplateDetailsFields({ control, products, lockedProduct, product, accounts, disabled, onProductChange }: TemplateDetailsFieldsProps) {
  const purposes = PERMISSIBLE_PURPOSES.filter((p) => (product?.permissiblePurposes as readonly string[] | undefined)?.includes(p.value));
  return (
    <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
      <FormTextField control={control} name="templateName" label={DETAILS_LABELS.templateName} required maxLength={80} disabled={disabled} hint="Your company's name for this layout." />
      {lockedProduct ? (
        <TextField label={DETAILS_LABELS.product} value={lockedProduct.name} disabled helperText="A template orders one product; create another template for another product." slotProps={{ inputLabel: { shrink: true } }} />
      ) : (
        <FormSelectField
          control={control}
          name="product"
          label={DETAILS_LABELS.product}
          required
          placeholder={products.length === 0 ? 'No product your company holds is ordered in batches' : 'Select a product'}
          options={products.map((p) => ({ value: p.key, label: `${p.name} (${p.code})` }))}
          disabled={disabled}
          onValueChange={onProductChange}
        />
      )}
      <Box sx={{ gridColumn: '1 / -1' }}>
        <FormTextField control={control} name="description" label={DETAILS_LABELS.description} maxLength={300} minRows={2} disabled={disabled} hint="Optional. Where the file comes from, who sends it." />
      </Box>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Typography variant="subtitle2" component="h3">
          Defaults
        </Typography>
        <Typography variant="body2" color="text.secondary">
          What a row takes when its cell is blank or the file has no such column.
        </Typography>
      </Box>
      <FormSelectField
        control={control}
        name="accountNumber"
        label={DETAILS_LABELS.accountNumber}
        placeholder={NONE}
        options={accounts.map((a) => ({ value: a.memberNumber, label: `${a.memberNumber} – ${a.name}` }))}
        disabled={disabled}
      />
      {purposes.length > 0 ? (
        <FormSelectField control={control} name="permissiblePurpose" label={DETAILS_LABELS.permissiblePurpose} placeholder={NONE} options={purposes.map((p) => ({ value: p.value, label: p.label }))} disabled={disabled} />
      ) : (
        <Box sx={{ display: { xs: 'none', md: 'block' } }} />
      )}
    </Box>
  );
}
