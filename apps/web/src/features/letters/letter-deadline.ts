import { formatLetterDate, type LetterSummary } from '@creditdesk/contracts';

/** Today in the browser's own calendar (YYYY-MM-DD): a deadline is a day where the lender is. */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const dayNumber = (iso: string) => Math.round(Date.parse(`${iso.slice(0, 10)}T00:00:00Z`) / 86_400_000);

/** Whole days from one calendar day to another (negative: already past). */
export const daysFrom = (from: string, to: string): number => dayNumber(to) - dayNumber(from);

export type DeadlineTone = 'sent' | 'none' | 'overdue' | 'soon' | 'open';
export type Deadline = { tone: DeadlineTone; text: string; detail?: string };

const days = (n: number) => (n === 1 ? '1 day' : `${n} days`);

/**
 * What the tracker says of a letter's deadline (30 days after the decision, 12 CFR 1002.9(a)(1)):
 * sent on a day, no deadline (not an adverse action), overdue by n days, due today, or n days left
 * (7 or fewer: soon).
 */
export function deadlineOf(letter: Pick<LetterSummary, 'status' | 'sentOn' | 'dueDate'>, today: string): Deadline {
  if (letter.status === 'sent') return { tone: 'sent', text: letter.sentOn ? `Sent ${formatLetterDate(letter.sentOn)}` : 'Sent' };
  if (!letter.dueDate) return { tone: 'none', text: 'No deadline', detail: 'Not an adverse-action notice' };
  const left = daysFrom(today, letter.dueDate);
  const due = `Due ${formatLetterDate(letter.dueDate)}`;
  if (left < 0) return { tone: 'overdue', text: `Overdue by ${days(-left)}`, detail: due };
  if (left === 0) return { tone: 'soon', text: 'Due today', detail: due };
  return { tone: left <= 7 ? 'soon' : 'open', text: `${days(left)} left`, detail: due };
}
