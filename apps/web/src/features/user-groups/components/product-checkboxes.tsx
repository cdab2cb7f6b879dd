import { useController, type Control } from 'react-hook-form';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Skeleton from '@mui/material/Skeleton';
import { productByCode, productNameOf } from '@creditdesk/contracts';
import { portalProductOf } from '../../../reports/products/registry';
import type { GroupFormValues } from '../group-form-values';

type ProductCheckboxesProps = {
  control: Control<GroupFormValues>;
  /** the company's products (codes); undefined while they load. */
  choices: readonly { code: string; name: string }[] | undefined;
  disabled?: boolean;
};

/** Why a product cannot be ordered although it is offered: the company no longer holds it, or its screens are not in the portal yet. */
function noteOf(code: string, held: boolean): string | undefined {
  if (!held) return 'Your company no longer holds it: untick it to take it off the group.';
  const product = productByCode(code);
  if (product && !portalProductOf(product.key)) return 'Coming to the portal: members cannot order it here yet.';
  return undefined;
}

/**
 * "Products granted": one checkbox per product the company holds (the server's list, from the contracts'
 * registry), plus any the group already grants, each with a note when it cannot be ordered in the portal.
 */
export function ProductCheckboxes({ control, choices, disabled }: ProductCheckboxesProps) {
  const { field, fieldState } = useController({ name: 'productList', control });
  const selected: string[] = field.value;
  const held = choices ?? [];
  // A code the group grants but the list does not offer stays visible, so saving never drops it unseen.
  const extra = selected.filter((code) => !held.some((p) => p.code === code)).map((code) => ({ code, name: productNameOf(code), held: false }));
  const options = [...held.map((p) => ({ ...p, held: true })), ...extra];
  const toggle = (code: string, on: boolean) => field.onChange(on ? [...selected, code] : selected.filter((c) => c !== code));

  return (
    <FormControl component="fieldset" error={Boolean(fieldState.error)} disabled={disabled} variant="standard">
      <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary', mb: 0.5 }}>
        Products granted
      </FormLabel>
      {!choices ? (
        <Skeleton variant="rounded" width={260} height={72} aria-label="Loading products" />
      ) : options.length === 0 ? (
        <FormHelperText sx={{ mx: 0 }}>Your company holds no products to grant.</FormHelperText>
      ) : (
        <FormGroup>
          {options.map((p) => {
            const note = noteOf(p.code, p.held);
            const noteId = `product-note-${p.code}`;
            return (
              <Box key={p.code}>
                <FormControlLabel
                  label={p.name}
                  control={
                    <Checkbox
                      checked={selected.includes(p.code)}
                      onChange={(e) => toggle(p.code, e.target.checked)}
                      onBlur={field.onBlur}
                      slotProps={{ input: { 'aria-describedby': note ? noteId : undefined } }}
                    />
                  }
                />
                {note && (
                  <FormHelperText id={noteId} sx={{ mt: -0.75, mb: 0.5, ml: 4 }}>
                    {note}
                  </FormHelperText>
                )}
              </Box>
            );
          })}
        </FormGroup>
      )}
      <FormHelperText sx={{ mx: 0 }}>{fieldState.error?.message ?? 'Members may order these products.'}</FormHelperText>
    </FormControl>
  );
}
