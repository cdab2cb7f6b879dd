import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

type FormActionsProps = { label: string; busyLabel: string; busy: boolean; disabled?: boolean };

/** Cancel (back to the list) and the form's submit button, with a spinner while it saves. */
export function FormActions({ label, busyLabel, busy, disabled = false }: FormActionsProps) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1.5, gridColumn: '1 / -1' }}>
      <Button component={RouterLink} to="/account-numbers" disabled={busy}>
        Cancel
      </Button>
      <Button type="submit" variant="contained" disabled={busy || disabled} startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden="true" /> : undefined}>
        {busy ? busyLabel : label}
      </Button>
    </Box>
  );
}
