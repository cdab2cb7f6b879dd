import type { OutboxMessage } from '@creditdesk/contracts';

/** Messages whose recipient contains the filter (case-insensitive); all of them for an empty filter. */
export function filterByRecipient(messages: readonly OutboxMessage[], filter: string): OutboxMessage[] {
  const needle = filter.trim().toLowerCase();
  return needle ? messages.filter((m) => m.to.toLowerCase().includes(needle)) : [...messages];
}
