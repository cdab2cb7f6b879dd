import type { DataxCredentials, TwnCredentials, TwnTemplate } from '@creditdesk/contracts';
import type { AppContext } from '../app-context.js';

/**
 * The account checks of the Configuration Engine (docs/config-engine.md): whether The Work Number
 * and DataX accept a company's credentials. The sandbox (sandbox/account-checks.ts) is the default; a
 * real connector implements the same interface and is given as `buildApp({ dataSources:
 * { 'account-checks': … } })`, as a test's stand-in is.
 *
 * A refusal of the credentials is CredentialsRefusedError (the caller answers 422); a data source
 * that cannot be reached is DataSourceUnavailableError (502). Neither message carries a credential.
 */
export interface AccountChecks {
  readonly name: string;
  /** The Work Number: the templates the account may order with; throws CredentialsRefusedError when refused. */
  twnTemplates(credentials: TwnCredentials): Promise<TwnTemplate[]>;
  /** DataX: resolves when the license key and password are accepted; throws CredentialsRefusedError when refused. */
  validateDatax(credentials: DataxCredentials): Promise<void>;
}

/** The data source answered: these credentials are not valid. */
export class CredentialsRefusedError extends Error {
  constructor(readonly source: 'twn' | 'datax') {
    super(`${source} refused the credentials`);
  }
}

export const ACCOUNT_CHECKS = 'account-checks' as const;

export const accountChecksOf = (ctx: AppContext): AccountChecks => ctx.dataSources.get(ACCOUNT_CHECKS);

declare module './data-sources.js' {
  interface DataSources {
    'account-checks': AccountChecks;
  }
}
