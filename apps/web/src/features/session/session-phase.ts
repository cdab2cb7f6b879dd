export type SessionPhase = 'active' | 'warning' | 'expired';

/**
 * Where the active session stands (portal.md §4): 'warning' once `warningMs` or less remain before
 * its end, 'expired' at the end. An unknown end never warns.
 */
export function sessionPhase(now: number, endsAt: number | null, warningMs: number): SessionPhase {
  if (endsAt === null) return 'active';
  const remaining = endsAt - now;
  if (remaining <= 0) return 'expired';
  return remaining <= warningMs ? 'warning' : 'active';
}
