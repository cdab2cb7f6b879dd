const LAST_LOGIN_FORMAT = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** Last Login in the header: "Nov 21, 2026, 9:05 AM" in the browser's time zone; '' if unknown. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : LAST_LOGIN_FORMAT.format(date);
}

/** A duration for people: whole minutes from a minute up, seconds below ("15 minutes", "90 seconds"). */
export function formatDuration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds >= 60 && seconds % 60 === 0) return plural(seconds / 60, 'minute');
  if (seconds >= 120) return plural(Math.round(seconds / 60), 'minute');
  return plural(seconds, 'second');
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
