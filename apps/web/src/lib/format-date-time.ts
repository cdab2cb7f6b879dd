import { formatDateTime as formatMoment } from '@creditdesk/contracts';

/** A moment on screen as the contracts declare it (DATE_DISPLAY): "11-21-2026 9:05 AM" in the browser's time zone; '' if unknown. */
export const formatDateTime = (iso: string | null | undefined): string => formatMoment(iso);

/** A duration for people: whole minutes from a minute up, seconds below ("15 minutes", "90 seconds"). */
export function formatDuration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds >= 60 && seconds % 60 === 0) return plural(seconds / 60, 'minute');
  if (seconds >= 120) return plural(Math.round(seconds / 60), 'minute');
  return plural(seconds, 'second');
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
