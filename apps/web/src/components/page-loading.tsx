import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

type PageLoadingProps = {
  label?: string;
  /**
   * At least the window's height: a whole page on its way. The footer then waits below the fold
   * instead of showing under the spinner and being pushed down when the page arrives (layout shift).
   */
  fillViewport?: boolean;
};

/**
 * Shown while a page's code arrives (every screen is its own chunk, loaded when first opened) or a
 * product's form or report view does: a spinner and a line saying so, announced to screen readers.
 */
export function PageLoading({ label = 'Loading the page…', fillViewport = false }: PageLoadingProps) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ flex: 1, minHeight: fillViewport ? '100vh' : 240, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2, py: 6 }}
    >
      <CircularProgress size={32} aria-hidden="true" />
      <Typography color="text.secondary">{label}</Typography>
    </Box>
  );
}
