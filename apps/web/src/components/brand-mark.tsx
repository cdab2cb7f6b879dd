type BrandMarkProps = { size?: number };

/** The Creditdesk mark: a 'C' around a check, on the brand blue. Decorative; the name says the rest. Plain SVG: the shell's loading screen shows it. */
export function BrandMark({ size = 36 }: BrandMarkProps) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" style={{ width: size, height: size, flex: 'none' }}>
      <rect width="64" height="64" rx="14" fill="#0b3a75" />
      <rect x="1" y="1" width="62" height="62" rx="13" fill="none" stroke="rgba(255,255,255,0.35)" strokeWidth="2" />
      <path d="M44 20.5A16 16 0 1 0 44 43.5" fill="none" stroke="#fff" strokeWidth="6" strokeLinecap="round" />
      <path d="M26 33l5 5 11-12" fill="none" stroke="#5fd3c4" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
