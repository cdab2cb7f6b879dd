import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MappingEditor } from '../../../components/batch-mapping/mapping-editor';
import type { useFileMapping } from '../hooks/use-file-mapping';

export type SaveAsTemplate = { allowed: boolean; checked: boolean; name: string; error?: string; onCheck: (checked: boolean) => void; onName: (name: string) => void };

type BatchMappingStepProps = { fileName: string; mapping: ReturnType<typeof useFileMapping>; save: SaveAsTemplate; disabled?: boolean };

const quoted = (headers: readonly string[]) => headers.map((h) => `‘${h}’`).join(', ');

/**
 * A file in the company's own layout (no template chosen): every header with the column proposed for
 * it, the headers nothing was proposed for named at once, the first rows through the mapping, and
 * "save it as a template" for those who keep templates. Upload and check accepts it.
 */
export function BatchMappingStep({ fileName, mapping, save, disabled }: BatchMappingStepProps) {
  const { product, headers, rows, proposal } = mapping;
  if (!product) return null;
  const byValues = proposal.filter((p) => p.by === 'values').map((p) => p.header);
  const unproposed = proposal.filter((p) => p.by === 'none').map((p) => p.header);
  const proposed = proposal.filter((p) => p.column !== null).length;
  return (
    <Box component="section" aria-labelledby="file-mapping-title" sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box>
        <Typography id="file-mapping-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          Your file&apos;s columns
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {fileName} is not in the {product.name} layout. A column is proposed for {proposed} of its {headers.length} headers, from their names and the values under them: check each, change any,
          then upload and check.
        </Typography>
      </Box>
      {(unproposed.length > 0 || byValues.length > 0) && (
        <Alert severity="info" aria-label="About the proposal">
          {unproposed.length > 0 && <Box>Nothing proposed for {quoted(unproposed)}: ignored unless you choose a column.</Box>}
          {byValues.length > 0 && <Box>Proposed from their values: {quoted(byValues)}.</Box>}
        </Alert>
      )}
      <MappingEditor product={product} headers={headers} rows={rows} mapping={mapping.mapping} defaults={{}} onChange={mapping.setMapping} disabled={disabled} />
      {save.allowed && (
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <FormControlLabel control={<Checkbox checked={save.checked} onChange={(e) => save.onCheck(e.target.checked)} disabled={disabled} />} label="Save this mapping as an input template" />
          {save.checked && (
            <TextField
              size="small"
              label="Template name"
              required
              value={save.name}
              onChange={(e) => save.onName(e.target.value)}
              error={Boolean(save.error)}
              helperText={save.error ?? 'Next time, choose it instead of the product.'}
              disabled={disabled}
              slotProps={{ htmlInput: { maxLength: 80 } }}
              sx={{ minWidth: 260 }}
            />
          )}
        </Box>
      )}
    </Box>
  );
}
