import type { Entitlement, Role } from './entitlements.js';

/** How far a role reaches: a System administrator outranks an Admin user, who outranks a Standard user. */
export const ROLE_RANK: Record<Role, number> = { enduser: 0, adminuser: 1, systemadmin: 2 };

type Holder = { role: string; entitlements: readonly string[] };

/**
 * The rights a target holds that the actor does not: a higher role, and entitlements the actor
 * lacks. Nobody acts on a user (edit, reset a password, block, deactivate, re-certify, regroup,
 * delete) who holds rights they do not hold themselves (portal.md §6, issue 10): otherwise an
 * administrator could lock out, or take over through a reset password, someone more powerful.
 */
export function rightsBeyond(actor: Holder, target: Holder): { role: boolean; entitlements: Entitlement[] } {
  const rank = (r: string) => ROLE_RANK[r as Role] ?? 0;
  const held = new Set(actor.entitlements);
  return {
    role: rank(target.role) > rank(actor.role),
    entitlements: target.entitlements.filter((e) => !held.has(e)) as Entitlement[],
  };
}

export function mayActOnUser(actor: Holder, target: Holder): boolean {
  const beyond = rightsBeyond(actor, target);
  return !beyond.role && beyond.entitlements.length === 0;
}
