import { Spinner } from './spinner';

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
 * Plain elements: the shell shows it before MUI has loaded (issue 30).
 */
export function PageLoading({ label = 'Loading the page…', fillViewport = false }: PageLoadingProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      style={{
        flex: 1,
        minHeight: fillViewport ? '100vh' : 240,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 16,
        padding: '48px 0',
      }}
    >
      <Spinner />
      <p style={{ margin: 0, color: '#4a5568' }}>{label}</p>
    </div>
  );
}
