/*
 * The shell's spinner (issue 30): plain SVG, no MUI, so the first load needs neither MUI nor emotion
 * to show progress. Its rotation is the `cd-spin` keyframes in index.html (a style the page has before
 * any script runs); it looks like MUI's CircularProgress in the brand blue.
 */
type SpinnerProps = { size?: number; label?: string };

export function Spinner({ size = 32, label }: SpinnerProps) {
  return (
    <svg
      className="cd-spinner"
      viewBox="22 22 44 44"
      width={size}
      height={size}
      role={label ? 'progressbar' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <circle cx="44" cy="44" r="20.2" fill="none" stroke="#0b3a75" strokeWidth="3.6" strokeDasharray="80 200" strokeLinecap="round" />
    </svg>
  );
}
