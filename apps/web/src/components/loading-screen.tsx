import { BrandMark } from './brand-mark';
import { Spinner } from './spinner';

type LoadingScreenProps = { label?: string };

/** Full-page progress while the session check runs or a session is restored (plain elements: it shows before MUI has loaded). */
export function LoadingScreen({ label = 'Loading Creditdesk…' }: LoadingScreenProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 24 }}
    >
      <BrandMark size={56} />
      <Spinner label={label} />
      <p style={{ margin: 0, color: '#4a5568' }}>{label}</p>
    </div>
  );
}
