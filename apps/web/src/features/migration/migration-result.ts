import type { MigratedUser } from '@creditdesk/contracts';

/** What /migration/success shows (portal.md §4: "the username and email are stored"); kept for this tab. */
export type MigrationResult = Pick<MigratedUser, 'userName' | 'email'>;

const KEY = 'creditdesk.migration.result';

export function storeMigrationResult({ userName, email }: MigrationResult) {
  sessionStorage.setItem(KEY, JSON.stringify({ userName, email }));
}

export function readMigrationResult(): MigrationResult | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<MigrationResult> | null;
    return value && typeof value.userName === 'string' && typeof value.email === 'string' ? { userName: value.userName, email: value.email } : null;
  } catch {
    return null;
  }
}
