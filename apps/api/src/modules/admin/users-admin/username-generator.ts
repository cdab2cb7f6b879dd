import { MESSAGES } from '@creditdesk/contracts';
import { badRequest } from '../../../lib/http-error.js';
import type { Executor } from '../shared/admin-context.js';
import { takenNames } from './users-admin.repository.js';

/**
 * One part of a proposed name: lower case, accents dropped (é → e), only letters, digits and dashes
 * (portal.md §5 allows letters, digits, dash and underscore; the underscore joins the parts).
 */
export function namePart(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s.]+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 30);
}

/**
 * Proposes a free user name: first_last, then first_last2, first_last3, … (names are unique across
 * every company and never reused). The parts are joined with an underscore (the §5 rule as the spec
 * words it; the portal's rule also takes dots, docs/decisions.md). Both names are required (the spec's message).
 */
export async function generateUserName(db: Executor, input: { firstName?: string; lastName?: string }): Promise<string> {
  if (!input.firstName?.trim() || !input.lastName?.trim()) {
    throw badRequest(MESSAGES.userId.nameRequiredToGenerate, { message: MESSAGES.userId.nameRequiredToGenerate });
  }
  const parts = [namePart(input.firstName), namePart(input.lastName)].filter(Boolean);
  const base = parts.length > 0 ? parts.join('_') : 'user';
  for (let start = 1; ; start += 20) {
    const candidates = Array.from({ length: 20 }, (_, i) => (start + i === 1 ? base : `${base}${start + i}`));
    const taken = await takenNames(db, candidates);
    const free = candidates.find((c) => !taken.has(c));
    if (free) return free;
  }
}
