import { MESSAGES, MIGRATION_MESSAGES, MIGRATION_REFUSALS, type MigrationUser } from '@creditdesk/contracts';
import type { AuthState } from '../../../lib/auth/auth-slice';
import { SESSION_KEYS } from '../../../lib/auth/storage-keys';
import { fakeApi, json } from '../../../testing/fake-api';
import { END_USER_AUTH, makeAccessToken } from '../../../testing/fixtures';

export const VALIDATE_PATH = '/api/migration/validate';
export const MIGRATE_PATH = '/api/migrateuser';
export const existsPath = (name: string) => `/api/migration/exits/${encodeURIComponent(name)}`;

export const LEGACY_USER: MigrationUser = {
  userName: 'legacy.user',
  name: 'Lee Legacy',
  firstName: 'Lee',
  lastName: 'Legacy',
  email: 'legacy.user@heritagesavings.example',
  emailAddress: 'legacy.user@heritagesavings.example',
  companyName: 'Heritage Savings',
  legacyCustomerId: 'HS-004417',
  legacyUserId: 'U-100217',
};

/** The legacy user's session after the login that answered 2003 (tokens stored as a session). */
export const LEGACY_AUTH: AuthState = { ...END_USER_AUTH, username: 'legacy.user', firstName: 'Lee', lastName: 'Legacy', name: 'lee legacy', customerName: 'Heritage Savings' };
export const LEGACY_TOKEN = makeAccessToken({ username: 'legacy.user', role: 'enduser', entitlements: '' });

export function storeLegacySession() {
  sessionStorage.setItem(SESSION_KEYS.accessToken, LEGACY_TOKEN);
  sessionStorage.setItem(SESSION_KEYS.refreshToken, 'refresh-legacy');
}

export const notLegacy = () =>
  json({ status: 409, message: MIGRATION_MESSAGES.notLegacy, additionalErrorDetails: { reason: MIGRATION_REFUSALS.notLegacy }, correlationId: 'c' }, 409);
export const nameTaken = () =>
  json({ status: 409, message: MESSAGES.userId.taken, additionalErrorDetails: { reason: MIGRATION_REFUSALS.userNameTaken }, correlationId: 'c' }, 409);

type Options = {
  taken?: string[];
  onValidate?: () => Response | undefined;
  onExists?: (name: string) => Promise<Response> | Response | undefined;
  onMigrate?: (body: Record<string, unknown>) => Response | undefined;
};

/** The migration calls the screen makes (docs/onboarding.md), recording every call. */
export function fakeMigrationApi({ taken = [], onValidate, onExists, onMigrate }: Options = {}) {
  return fakeApi(async (call) => {
    const { pathname } = call.url;
    if (pathname === VALIDATE_PATH) return onValidate?.() ?? json(LEGACY_USER);
    if (pathname.startsWith('/api/migration/exits/')) {
      const name = decodeURIComponent(pathname.slice('/api/migration/exits/'.length));
      const own = await onExists?.(name);
      if (own) return own;
      const exists = taken.includes(name.toLowerCase());
      return json({ userName: name.toLowerCase(), exists });
    }
    if (pathname === MIGRATE_PATH) {
      const body = JSON.parse(call.body) as Record<string, unknown>;
      const userName = String(body.userName).toLowerCase();
      return (
        onMigrate?.(body) ??
        json({ status: 'success', message: MIGRATION_MESSAGES.migrated(userName, LEGACY_USER.email), userName, email: LEGACY_USER.email })
      );
    }
    return json({ status: 404, message: `no fake for ${pathname}`, correlationId: 'c' }, 404);
  });
}
