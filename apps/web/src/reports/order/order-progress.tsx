import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** While the bureau answers: an indeterminate bar and a line that says what is happening. */
export function OrderProgress({ productName }: { productName: string }) {
  return (
    <Paper variant="outlined" role="status" aria-live="polite" sx={{ p: 3 }}>
      <Typography sx={{ fontWeight: 600, mb: 1.5 }}>Pulling the {productName} from the bureau…</Typography>
      <LinearProgress aria-label={`Ordering the ${productName}`} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        This usually takes a few seconds. The report appears here as soon as it arrives.
      </Typography>
    </Paper>
  );
}
