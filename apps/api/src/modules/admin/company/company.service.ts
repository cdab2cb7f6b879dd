import type { z } from 'zod';
import { API_MESSAGES, ADMIN_MESSAGES, type CompanySettings, OFAC_DEFAULT_MATCH_THRESHOLD, alertPolicyOf, customerStatusSchema, mfaSetupPolicySchema, passkeyPolicySchema, type updateCompanyBodySchema } from '@creditdesk/contracts';
import type { Db } from '../../../db/client.js';
import { badRequest, notFound } from '../../../lib/http-error.js';
import { ipAllowed, validIpRange } from '../../auth/login-policy.js';
import { assertIssuerAllowed } from '../../sso/issuer-policy.js';
import { clientSecretOf, configureIdentityProvider } from '../../sso/sso.repository.js';
import { type Act, type Executor, UNIQUE_VIOLATION, auditAdmin, lockCompany, pgError } from '../shared/admin-context.js';
import {
  type CompanyChanges,
  addProductRegistration,
  deleteCompanyIdentityProvider,
  findCompany,
  findCompanyIdentityProvider,
  registrationsOfCompany,
  removeProductRegistration,
  updateCompanyRow,
} from './company.repository.js';

type UpdateInput = z.infer<typeof updateCompanyBodySchema>;

/** A stored rule this code does not know reads as the strictest (fail closed). */
const passkeyPolicyOf = (stored: string) => passkeyPolicySchema.catch('required').parse(stored);

const REGISTRATIONS = { eidCompareRegistration: 'eidCompare', eidVerifierRegistration: 'eidVerifier' } as const;

export async function companySettings(db: Executor, customerId: string): Promise<CompanySettings> {
  const company = await findCompany(db, customerId);
  if (!company) throw notFound(API_MESSAGES.company.notFound);
  const registrations = new Set(await registrationsOfCompany(db, customerId));
  const idp = await findCompanyIdentityProvider(db, customerId);
  const status = customerStatusSchema.safeParse(company.status);
  return {
    customerId: company.id,
    name: company.name,
    status: status.success ? status.data : 'inactive',
    mfaRequired: company.mfaRequired,
    passkeyPolicy: passkeyPolicyOf(company.passkeyPolicy),
    mfaSetupPolicy: mfaSetupPolicySchema.catch('required').parse(company.mfaSetupPolicy),
    allowedIpRanges: company.allowedIpRanges,
    passwordMaxAgeDays: company.passwordMaxAgeDays,
    reCertification: { frequency: company.recertificationDays, schedule: company.recertificationSchedule },
    productRegistrations: {
      eidCompareRegistration: registrations.has(REGISTRATIONS.eidCompareRegistration),
      eidVerifierRegistration: registrations.has(REGISTRATIONS.eidVerifierRegistration),
    },
    identityProvider: idp
      ? {
          identifier: idp.identifier,
          displayName: idp.displayName,
          issuer: idp.issuer,
          clientId: idp.clientId,
          userIdClaim: idp.userIdClaim,
          hasClientSecret: idp.clientSecretEnc != null,
        }
      : null,
    ofacMatchThreshold: company.ofacMatchThreshold ?? OFAC_DEFAULT_MATCH_THRESHOLD,
    addMlaToCreditReports: company.addMlaToCreditReports,
    addOfacToCreditReports: company.addOfacToCreditReports,
    alertPolicy: alertPolicyOf(company.alertPolicy),
    reportReuseDays: company.reportReuseDays,
  };
}

/** Network ranges must parse, and must not shut out the administrator who sets them. */
function checkRanges(ranges: string[], callerIp: string | undefined): void {
  const bad = ranges.find((r) => !validIpRange(r));
  if (bad) throw badRequest(ADMIN_MESSAGES.ipRangeInvalid(bad), { fields: [{ field: 'body.allowedIpRanges', message: ADMIN_MESSAGES.ipRangeInvalid(bad) }] });
  if (ranges.length > 0 && !ipAllowed(callerIp, ranges)) throw badRequest(ADMIN_MESSAGES.ipRangeLocksOut(callerIp ?? 'unknown'));
}

export async function updateCompany(act: Act, customerId: string, input: UpdateInput): Promise<CompanySettings> {
  const { ctx } = act;
  if (input.allowedIpRanges) checkRanges(input.allowedIpRanges, act.meta.ip);
  // judged before the transaction: it may ask DNS
  if (input.identityProvider) await assertIssuerAllowed(ctx, input.identityProvider.issuer);
  try {
    return await ctx.db.transaction(async (tx) => {
      await lockCompany(tx, customerId);
      const before = await companySettings(tx, customerId);
      if ((input.name !== undefined && input.name !== before.name) || (input.status !== undefined && input.status !== before.status)) {
        throw badRequest(API_MESSAGES.company.setByProvider);
      }
      const changes: CompanyChanges = {
        ...(input.mfaRequired !== undefined ? { mfaRequired: input.mfaRequired } : {}),
        ...(input.passkeyPolicy !== undefined ? { passkeyPolicy: input.passkeyPolicy } : {}),
        ...(input.mfaSetupPolicy !== undefined ? { mfaSetupPolicy: input.mfaSetupPolicy } : {}),
        ...(input.allowedIpRanges !== undefined ? { allowedIpRanges: [...new Set(input.allowedIpRanges)] } : {}),
        ...(input.passwordMaxAgeDays !== undefined ? { passwordMaxAgeDays: input.passwordMaxAgeDays } : {}),
        ...(input.ofacMatchThreshold !== undefined ? { ofacMatchThreshold: input.ofacMatchThreshold } : {}),
        ...(input.addMlaToCreditReports !== undefined ? { addMlaToCreditReports: input.addMlaToCreditReports } : {}),
        ...(input.addOfacToCreditReports !== undefined ? { addOfacToCreditReports: input.addOfacToCreditReports } : {}),
        // the types given replace theirs; null goes back to the defaults
        ...(input.alertPolicy !== undefined ? { alertPolicy: input.alertPolicy === null ? null : { ...before.alertPolicy, ...input.alertPolicy } } : {}),
        ...(input.reportReuseDays !== undefined ? { reportReuseDays: input.reportReuseDays } : {}),
        ...(input.reCertification !== undefined
          ? {
              recertificationDays: input.reCertification.frequency,
              ...(input.reCertification.schedule !== undefined ? { recertificationSchedule: input.reCertification.schedule || null } : {}),
            }
          : {}),
      };
      if (Object.keys(changes).length > 0) await updateCompanyRow(tx, customerId, changes);

      for (const [field, registration] of Object.entries(REGISTRATIONS) as [keyof typeof REGISTRATIONS, string][]) {
        const wanted = input.productRegistrations?.[field];
        if (wanted === undefined || wanted === before.productRegistrations[field]) continue;
        if (wanted) await addProductRegistration(tx, customerId, registration, act.caller.userId);
        else await removeProductRegistration(tx, customerId, registration);
      }

      if (input.identityProvider === null) {
        await deleteCompanyIdentityProvider(tx, customerId);
      } else if (input.identityProvider) {
        const idp = input.identityProvider;
        // a secret not sent again is kept while it still belongs to the same provider and client
        let clientSecret = idp.clientSecret;
        if (clientSecret === undefined && before.identityProvider?.hasClientSecret && before.identityProvider.issuer === idp.issuer.replace(/\/+$/, '') && before.identityProvider.clientId === idp.clientId) {
          const row = await findCompanyIdentityProvider(tx, customerId);
          if (row) clientSecret = clientSecretOf(row, ctx.cipher);
        }
        await configureIdentityProvider(tx as unknown as Db, customerId, { ...idp, clientSecret }, ctx.cipher);
      }

      const after = await companySettings(tx, customerId);
      await auditAdmin(tx, act, { action: 'company.settings-changed', targetType: 'company', targetId: customerId, before, after });
      return after;
    });
  } catch (err) {
    if (pgError(err).code === UNIQUE_VIOLATION) {
      throw badRequest(API_MESSAGES.company.ssoIdentifierTaken, { fields: [{ field: 'body.identityProvider.identifier', message: 'is already in use' }] });
    }
    throw err;
  }
}
