import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type BatchDefaults, problemInFileTerms, problemLine } from '@creditdesk/contracts';
import { TableRegion } from '../list/table-region';
import { type BatchProduct, type Mapping, checkRows, filledBefore, labelOf, mappingProblems, maskedCell } from './mapping-rules';

type MappingEditorProps = {
  product: BatchProduct;
  headers: readonly string[];
  /** the sample's first rows (none when the template is edited without a new sample). */
  rows: readonly (readonly string[])[];
  mapping: Mapping;
  defaults: BatchDefaults;
  onChange: (mapping: Mapping) => void;
  /** what the server refused in the mapping. */
  serverProblems?: readonly string[];
  disabled?: boolean;
};

const IGNORE = '';

/** A header's first values from the sample, to recognise the column by. */
const samplesOf = (rows: MappingEditorProps['rows'], i: number, column: string | null) =>
  rows
    .map((r) => maskedCell(r[i] ?? '', column).trim())
    .filter(Boolean)
    .slice(0, 3)
    .join(' · ');

/**
 * Per header of the file a select of the product's columns (or "Ignore this column"), what is still
 * missing, and the sample's first rows checked through the mapping with the product's own rules
 * (SSNs and dates of birth masked).
 */
export function MappingEditor({ product, headers, rows, mapping, defaults, onChange, serverProblems = [], disabled }: MappingEditorProps) {
  const layout = product.batch;
  const before = filledBefore(mapping);
  const problems = mappingProblems(product, headers, mapping, defaults);
  const checked = checkRows(product, rows, mapping, defaults);
  const ready = checked.filter((e) => e.length === 0).length;
  // a row's problem names the sample's own header, as the dry run will name it
  const headerOf = (column: string) => (mapping.includes(column) ? headers[mapping.indexOf(column)] : labelOf(layout, column));
  const set = (i: number, column: string) => onChange(mapping.map((c, j) => (j === i ? column || null : c)));

  return (
    // one track that may shrink: the sample table scrolls in its own region instead of widening the page
    <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      {(problems.length > 0 || serverProblems.length > 0) && (
        <Alert severity={serverProblems.length > 0 ? 'error' : 'warning'} role="status" aria-label="What the mapping still needs">
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {[...serverProblems, ...problems].map((p) => (
              <li key={p}>{p}</li>
            ))}
          </Box>
        </Alert>
      )}
      <Box component="ul" aria-label="Column mapping" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {headers.map((header, i) => {
          const twice = before[i];
          const samples = samplesOf(rows, i, mapping[i] ?? null);
          return (
            <Box
              component="li"
              key={`${header}-${i}`}
              sx={{ display: 'grid', gap: { xs: 1, md: 2 }, alignItems: 'center', gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(240px, 320px)' }, p: 1.5, border: '1px solid', borderColor: 'divider', borderRadius: 1 }}
            >
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{header}</Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                  {samples || (rows.length > 0 ? 'Blank in the sample' : 'No sample rows read')}
                </Typography>
              </Box>
              <TextField
                select
                size="small"
                label={`Column for ${header}`}
                value={mapping[i] ?? IGNORE}
                onChange={(e) => set(i, e.target.value)}
                disabled={disabled}
                error={twice !== undefined}
                helperText={twice !== undefined ? `Already filled by '${headers[twice]}'` : undefined}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              >
                <option value={IGNORE}>Ignore this column</option>
                {layout.columns.map((c) => (
                  <option key={c.key} value={c.key}>
                    {c.required ? `${c.label} (required)` : c.label}
                  </option>
                ))}
              </TextField>
            </Box>
          );
        })}
      </Box>
      {rows.length > 0 && (
        <Box>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
            The sample&apos;s first rows through this mapping
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} aria-live="polite">
            {ready} of {rows.length} {rows.length === 1 ? 'row' : 'rows'} would be ordered; the others would fail for the reason shown.
          </Typography>
          <TableRegion label="Sample rows">
            <Table size="small" aria-label="Sample rows through the mapping" sx={{ '& th': { fontWeight: 600, whiteSpace: 'nowrap', bgcolor: '#f8f9fc' }, '& td': { whiteSpace: 'nowrap', maxWidth: 220, overflow: 'hidden', textOverflow: 'ellipsis' } }}>
              <TableHead>
                <TableRow>
                  <TableCell>Row</TableCell>
                  <TableCell>Check</TableCell>
                  {headers.map((h, i) => (
                    <TableCell key={`${h}-${i}`}>
                      {h}
                      <Typography variant="caption" component="div" color={mapping[i] ? 'primary' : 'text.secondary'}>
                        {mapping[i] ? `→ ${labelOf(layout, mapping[i])}` : 'ignored'}
                      </Typography>
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((cells, r) => (
                  <TableRow key={r}>
                    <TableCell>{r + 1}</TableCell>
                    <TableCell sx={{ whiteSpace: 'normal !important', minWidth: 220 }}>
                      {checked[r].length === 0 ? (
                        <Chip size="small" color="success" variant="outlined" label="Ready" />
                      ) : (
                        <Typography variant="body2" color="error">
                          {checked[r].map((e) => problemLine(problemInFileTerms(e, headerOf))).join('; ')}
                        </Typography>
                      )}
                    </TableCell>
                    {headers.map((h, i) => (
                      <TableCell key={`${h}-${i}`} sx={{ color: mapping[i] ? 'text.primary' : 'text.disabled' }}>
                        {maskedCell(cells[i] ?? '', mapping[i] ?? null)}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableRegion>
        </Box>
      )}
    </Box>
  );
}
