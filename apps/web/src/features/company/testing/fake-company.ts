import { ADMIN_MESSAGES, type CompanySettings, alertPolicyOf } from '@creditdesk/contracts';
import { fakeApi, json } from '../../../testing/fake-api';

export const COMPANY = '/api/customers/c-1';

export function makeCompany(overrides: Partial<CompanySettings> = {}): CompanySettings {
  return {
    customerId: 'c-1',
    name: 'Demo Lending',
    status: 'active',
    mfaRequired: false,
    passkeyPolicy: 'optional',
    mfaSetupPolicy: 'required',
    allowedIpRanges: ['10.0.0.0/8'],
    passwordMaxAgeDays: null,
    ofacMatchThreshold: 0.88,
    addMlaToCreditReports: false,
    addOfacToCreditReports: false,
    alertPolicy: alertPolicyOf(null),
    reportReuseDays: 7,
    reCertification: { frequency: 90, schedule: 'Quarterly access review' },
    productRegistrations: { eidCompareRegistration: true, eidVerifierRegistration: false },
    identityProvider: {
      identifier: 'demo-lending',
      displayName: 'Demo Lending Sign-In',
      issuer: 'https://login.demo.test',
      clientId: 'creditdesk',
      userIdClaim: 'sub',
      hasClientSecret: true,
    },
    ...overrides,
  };
}

const looksLikeRange = (r: string) => /^[0-9a-f:.]+(\/\d{1,3})?$/i.test(r);

/** A fake GET/PUT /customers/{id}: applies the parts given, refuses a range that does not parse (as the server does). */
export function companyApi(initial: CompanySettings = makeCompany()) {
  let company = structuredClone(initial);
  return fakeApi((call) => {
    if (call.url.pathname !== COMPANY) return json({ status: 404, message: 'not found', correlationId: 'x' }, 404);
    if (call.method === 'GET') return json(company);
    const body = JSON.parse(call.body) as Record<string, unknown> & { identityProvider?: Record<string, string> | null };
    const bad = (body.allowedIpRanges as string[] | undefined)?.find((r) => !looksLikeRange(r));
    if (bad) {
      const message = ADMIN_MESSAGES.ipRangeInvalid(bad);
      return json({ status: 400, message, correlationId: 'x', additionalErrorDetails: { fields: [{ field: 'body.allowedIpRanges', message }] } }, 400);
    }
    const { identityProvider, ...rest } = body;
    company = { ...company, ...(rest as Partial<CompanySettings>) };
    if (identityProvider === null) company.identityProvider = null;
    else if (identityProvider) {
      const { clientSecret, ...idp } = identityProvider;
      company.identityProvider = { userIdClaim: 'sub', ...idp, hasClientSecret: Boolean(clientSecret) || Boolean(company.identityProvider?.hasClientSecret) } as CompanySettings['identityProvider'];
    }
    return json({ status: 'success', message: ADMIN_MESSAGES.companyUpdated, company });
  });
}
