import TextField from '@mui/material/TextField';

/** A value shown, not changed: readable, selectable and copyable (read-only, not disabled). */
export function ReadOnlyField({ label, value }: { label: string; value: string }) {
  return <TextField label={label} value={value} sx={{ '& .MuiInputBase-root': { bgcolor: 'action.hover' } }} slotProps={{ input: { readOnly: true } }} />;
}
