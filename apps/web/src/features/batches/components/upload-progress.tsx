import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

type UploadProgressProps = { fileName: string; fraction: number; onCancel: () => void };

/** The file on its way (a bar with its percent), then, once sent, the server checking its rows (a bar without end). */
export function UploadProgress({ fileName, fraction, onCancel }: UploadProgressProps) {
  const sent = fraction >= 1;
  const percent = Math.floor(fraction * 100);
  const text = sent ? `Checking the rows of ${fileName}…` : `Uploading ${fileName}: ${percent} %`;
  return (
    <Box role="status" aria-live="polite" sx={{ py: 2 }}>
      <Typography sx={{ fontWeight: 600, mb: 1, overflowWrap: 'anywhere' }}>{text}</Typography>
      {sent ? (
        <LinearProgress aria-label="Checking the rows" />
      ) : (
        <LinearProgress variant="determinate" value={percent} aria-label="Upload progress" aria-valuetext={`${percent} %`} />
      )}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mt: 1.5, gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary">
          {sent ? 'Every row is checked with the product’s own rules; nothing is ordered yet.' : 'Keep this page open until the file is sent.'}
        </Typography>
        <Button onClick={onCancel}>Cancel upload</Button>
      </Box>
    </Box>
  );
}
