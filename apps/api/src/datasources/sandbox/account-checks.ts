import type { TwnTemplate } from '@creditdesk/contracts';
import { type AccountChecks, CredentialsRefusedError } from '../account-checks.js';
import { DataSourceUnavailableError } from '../data-source.js';

/*
 * The sandbox's rule for the Configuration Engine's account checks (docs/config-engine.md,
 * README "Sandbox"): deterministic, no network.
 * - The Work Number accepts any user id with the password SANDBOX_TWN_PASSWORD and answers
 *   SANDBOX_TWN_TEMPLATES; any other password is refused.
 * - DataX accepts any license key with the password SANDBOX_DATAX_PASSWORD; any other is refused.
 * - The user id or license key 'unavailable' (any case) stands for the data source being down: 502.
 */
export const SANDBOX_TWN_PASSWORD = 'Twn#Sandbox2026';
export const SANDBOX_DATAX_PASSWORD = 'Datax#Sandbox2026';
export const SANDBOX_UNAVAILABLE_ACCOUNT = 'unavailable';

/** The sandbox's TWN templates: 'employment only' answers no income (see sandbox/oneview.ts). */
export const SANDBOX_TWN_TEMPLATES: readonly TwnTemplate[] = [
  { templatename: 'OVP_EMP_INCOME', templatedisplayname: 'Employment and income' },
  { templatename: 'OVP_EMP_ONLY', templatedisplayname: 'Employment only' },
];
export const SANDBOX_EMPLOYMENT_ONLY_TEMPLATE = 'OVP_EMP_ONLY';

const down = (account: string) => account.trim().toLowerCase() === SANDBOX_UNAVAILABLE_ACCOUNT;

export function createSandboxAccountChecks(): AccountChecks {
  return {
    name: 'sandbox',
    async twnTemplates({ userId, userPass }) {
      if (down(userId)) throw new DataSourceUnavailableError('The Work Number');
      if (userPass !== SANDBOX_TWN_PASSWORD) throw new CredentialsRefusedError('twn');
      return SANDBOX_TWN_TEMPLATES.map((t) => ({ ...t }));
    },
    async validateDatax({ licensekey, password }) {
      if (down(licensekey)) throw new DataSourceUnavailableError('DataX');
      if (password !== SANDBOX_DATAX_PASSWORD) throw new CredentialsRefusedError('datax');
    },
  };
}
