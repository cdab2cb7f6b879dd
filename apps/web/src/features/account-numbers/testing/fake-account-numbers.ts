import { ADMIN_ERROR_DETAILS, ADMIN_MESSAGES, MESSAGES, validateMemberNumberFormat } from '@creditdesk/contracts';
import { fakeApi, json, type FakeRequest } from '../../../testing/fake-api';

export const MEMBERS = '/api/customers/c-1/members';
export const VALIDATE = '/api/orchestrator/products/membernumber/validate';
/** GET /membernumbers/{n}: the same verdict as VALIDATE, for the number in the path. */
export const LOOKUP = '/api/membernumbers/';
export const CONFIGURATION_SEARCH = '/api/products/configurations/customers/c-1/search';

/** The product configurations using a number (its count in DEMO_MEMBERS), as the search call answers them. */
const usingNumber = (memberNumber: string, name: string, count: number) =>
  Array.from({ length: count }, (_, i) => ({
    configurationId: `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
    configurationName: i === 0 ? 'Consumer FICO 8' : `Consumer ${i + 1}`,
    productCode: 'CCR',
    productName: 'Consumer Credit Report',
    memberNumber,
    memberName: name,
    options: { scoreModel: 'fico8' },
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    updatedBy: 'demo.admin',
  }));

export type FakeMember = { memberNumber: string; name: string; status: 'active' | 'inactive'; productConfigurations: number };

export const DEMO_MEMBERS: FakeMember[] = [
  { memberNumber: '100200300', name: 'Demo Lending - Consumer', status: 'active', productConfigurations: 1 },
  { memberNumber: '100200301', name: 'Demo Lending - Auto', status: 'inactive', productConfigurations: 0 },
];

const fail = (status: number, message: string, extra: Record<string, unknown> = {}) =>
  json({ status, message, correlationId: 'test-correlation', additionalErrorDetails: { correlationId: 'test-correlation', ...extra } }, status);

type Options = {
  /** hold the validate answer for a number until the returned promise is released. */
  holdValidate?: (memberNumber: string) => Promise<void> | undefined;
  /** answer the create call with this instead. */
  createAnswer?: () => Response;
};

/** A fake account-number service over `initial`, behaving like the server's (search, delete guard, validate). */
export function accountNumbersApi(initial: FakeMember[] = DEMO_MEMBERS, options: Options = {}) {
  let members = initial.map((m) => ({ ...m }));
  const find = (n: string) => members.find((m) => m.memberNumber === n);
  const view = (m: FakeMember) => ({ ...m, createdAt: '2026-11-01T10:00:00.000Z' });
  const body = (call: FakeRequest) => JSON.parse(call.body) as Record<string, string>;

  return fakeApi(async (call) => {
    const { pathname } = call.url;
    if (pathname === MEMBERS && call.method === 'GET') {
      const q = (call.url.searchParams.get('searchValue') ?? '').toLowerCase();
      return json({ members: members.filter((m) => !q || m.memberNumber.includes(q) || m.name.toLowerCase().includes(q)) });
    }
    if (pathname === MEMBERS && call.method === 'POST') {
      if (options.createAnswer) return options.createAnswer();
      const { memberNumber, name, status = 'active' } = body(call);
      const member = { memberNumber, name, status: status as FakeMember['status'], productConfigurations: 0 };
      members.push(member);
      return json({ status: 'success', message: ADMIN_MESSAGES.accountNumberCreated(memberNumber), member: view(member) });
    }
    if (pathname === CONFIGURATION_SEARCH) {
      const { memberNumber } = body(call);
      const member = memberNumber ? find(memberNumber) : undefined;
      const data = member ? usingNumber(member.memberNumber, member.name, member.productConfigurations) : [];
      return json({ data: { data: data.slice(0, Number(call.url.searchParams.get('pageSize') ?? 10)), totalCount: data.length, pageNumber: 1, pageSize: 10 } });
    }
    if (pathname === VALIDATE || pathname.startsWith(LOOKUP)) {
      const memberNumber = pathname === VALIDATE ? body(call).memberNumber : decodeURIComponent(pathname.slice(LOOKUP.length));
      await options.holdValidate?.(memberNumber);
      const format = validateMemberNumberFormat(memberNumber);
      if (format) return json({ memberNumber, valid: false, message: format });
      if (find(memberNumber)) return json({ memberNumber, valid: false, message: ADMIN_MESSAGES.accountNumberExists(memberNumber) });
      if (memberNumber === '200300400') return json({ memberNumber, valid: false, message: ADMIN_MESSAGES.accountNumberTaken });
      return json({ memberNumber, valid: true });
    }
    const one = pathname.startsWith(`${MEMBERS}/`) ? find(decodeURIComponent(pathname.slice(MEMBERS.length + 1))) : undefined;
    if (pathname.startsWith(`${MEMBERS}/`) && !one) return fail(404, 'The Account Number does not exist.');
    if (one && call.method === 'GET') return json(view(one));
    if (one && call.method === 'PUT') {
      Object.assign(one, body(call));
      return json({ status: 'success', message: ADMIN_MESSAGES.accountNumberUpdated(one.memberNumber), member: view(one) });
    }
    if (one && call.method === 'DELETE') {
      // the bare detail as the sentence too (as the legacy service answers): the portal words it itself
      if (one.productConfigurations > 0) return fail(400, ADMIN_ERROR_DETAILS.memberHasProducts, { message: ADMIN_ERROR_DETAILS.memberHasProducts });
      members = members.filter((m) => m !== one);
      return json({ status: 'success', message: MESSAGES.accountNumbers.deleted });
    }
    return fail(404, 'not found');
  });
}
