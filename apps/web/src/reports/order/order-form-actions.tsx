import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import { SubmitButton } from '../../components/form/submit-button';

type OrderFormActionsProps = {
  /** what the user certifies or is reminded of by running the report. */
  certification: string;
  pending: boolean;
  onClear: () => void;
  /** the form's own error (the server's answer that names no field), shown above the actions. */
  error?: string;
};

/**
 * The foot of every order form: the form's error, what running the report certifies, Clear form, and
 * Run Report with its progress (the form is a Stack: the error and the actions are two of its rows).
 */
export function OrderFormActions({ certification, pending, onClear, error }: OrderFormActionsProps) {
  return (
    <>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', justifyContent: 'space-between' }}>
        <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 560 }}>
          {certification}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1.5, ml: 'auto' }}>
          <Button variant="text" onClick={onClear} disabled={pending}>
            Clear form
          </Button>
          <SubmitButton pending={pending} icon={<PlayArrowRounded aria-hidden="true" />}>
            {pending ? 'Running report…' : 'Run Report'}
          </SubmitButton>
        </Box>
      </Box>
    </>
  );
}
