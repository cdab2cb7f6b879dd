import type { AdminUser, AdminUserStatus } from '@creditdesk/contracts';
import type { SettableStatus } from './api';

/** An act waiting for the person's confirmation (each opens its dialog). */
export type UserAct =
  | { kind: 'delete'; users: AdminUser[] }
  | { kind: 'reset'; user: AdminUser }
  | { kind: 'status'; user: AdminUser; status: Exclude<SettableStatus, 'blocked'> }
  | { kind: 'block'; user: AdminUser }
  | { kind: 'recertify'; users: AdminUser[] };

/** What the actions menu offers for a status: only the moves that change something. */
export const STATUS_MOVES: Record<AdminUserStatus, readonly SettableStatus[]> = {
  active: ['blocked', 'inactive', 'revoked'],
  inactive: ['active', 'blocked', 'revoked'],
  revoked: ['active'],
  blocked: ['active', 'revoked'],
  requested: ['active', 'revoked'],
};

/** The menu's words for a move; 'active' reads "Grant access" for a request not yet granted. */
export function statusMoveLabel(status: SettableStatus, from: AdminUserStatus): string {
  if (status === 'active') return from === 'requested' ? 'Grant access' : 'Reactivate';
  return { blocked: 'Block', inactive: 'Deactivate', revoked: 'Revoke' }[status];
}

export const STATUS_LABELS: Record<AdminUserStatus, string> = {
  active: 'Active',
  inactive: 'Inactive',
  revoked: 'Revoked',
  blocked: 'Blocked',
  requested: 'Requested',
};

export const fullName = (user: Pick<AdminUser, 'firstName' | 'lastName'>) => `${user.firstName} ${user.lastName}`.trim();
