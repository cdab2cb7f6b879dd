import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

type ListLoadErrorProps = { what: string; onRetry: () => void };

/** A list that could not load says so in its place and offers to try again. */
export function ListLoadError({ what, onRetry }: ListLoadErrorProps) {
  return (
    <Box sx={{ p: 3 }}>
      <Alert severity="error" action={<Button color="inherit" onClick={onRetry}>Try again</Button>}>
        {what} could not be loaded.
      </Alert>
    </Box>
  );
}
