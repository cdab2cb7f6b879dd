import { isTimeZone } from '@creditdesk/contracts';
import type { SelectOption } from '../../components/form/form-select-field';

/** The portal serves US and Canadian lenders (consumer reports are US or CA). */
export const COUNTRY_OPTIONS: readonly SelectOption[] = [
  { value: 'US', label: 'United States' },
  { value: 'CA', label: 'Canada' },
];

const ZONES: readonly SelectOption[] = [
  { value: 'America/New_York', label: 'Eastern (America/New_York)' },
  { value: 'America/Chicago', label: 'Central (America/Chicago)' },
  { value: 'America/Denver', label: 'Mountain (America/Denver)' },
  { value: 'America/Phoenix', label: 'Mountain, no daylight saving (America/Phoenix)' },
  { value: 'America/Los_Angeles', label: 'Pacific (America/Los_Angeles)' },
  { value: 'America/Anchorage', label: 'Alaska (America/Anchorage)' },
  { value: 'Pacific/Honolulu', label: 'Hawaii (Pacific/Honolulu)' },
  { value: 'America/Halifax', label: 'Atlantic (America/Halifax)' },
  { value: 'America/St_Johns', label: 'Newfoundland (America/St_Johns)' },
  { value: 'America/Toronto', label: 'Eastern, Canada (America/Toronto)' },
  { value: 'America/Winnipeg', label: 'Central, Canada (America/Winnipeg)' },
  { value: 'America/Regina', label: 'Saskatchewan (America/Regina)' },
  { value: 'America/Edmonton', label: 'Mountain, Canada (America/Edmonton)' },
  { value: 'America/Vancouver', label: 'Pacific, Canada (America/Vancouver)' },
  { value: 'UTC', label: 'Coordinated Universal Time (UTC)' },
];

/** The browser's own IANA zone, when the runtime knows one. */
function browserTimeZone(): string | undefined {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && isTimeZone(zone) ? zone : undefined;
  } catch {
    return undefined;
  }
}

/** The usual North American zones, plus the browser's own when it is another; it is the default. */
export function timeZoneChoices(): { options: readonly SelectOption[]; initial: string } {
  const own = browserTimeZone();
  if (!own) return { options: ZONES, initial: 'America/New_York' };
  const listed = ZONES.some((zone) => zone.value === own);
  return { options: listed ? ZONES : [...ZONES, { value: own, label: `Your time zone (${own})` }], initial: own };
}
