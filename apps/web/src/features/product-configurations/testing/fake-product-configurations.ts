import {
  CONFIGURABLE_PRODUCTS,
  PRODUCT_CONFIGURATION_MESSAGES as M,
  type ConfigurableProductInfo,
  type ConfigurationOptionValues,
  type ProductConfigurationDetail,
  configurableProductByCode,
  withOptionDefaults,
} from '@creditdesk/contracts';
import { fakeApi, json, type FakeRequest } from '../../../testing/fake-api';

export const SEARCH = '/api/products/configurations/customers/c-1/search';
export const CONFIGURATIONS = '/api/products/configurations';
export const CREATE = '/api/orchestrator/products/configurations';
export const BY_MEMBER = '/api/orchestrator/products/membernumber';
export const OPTIONS = '/api/orchestrator/products/customers/c-1/configurations';
export const MEMBER_OPTIONS = (n: string) => `/api/orchestrator/products/customers/c-1/members/${n}/options`;
export const MEMBERS = '/api/customers/c-1/members';

export const FAKE_MEMBERS = [
  { memberNumber: '100200300', name: 'Demo Lending - Consumer', status: 'active' as const },
  { memberNumber: '100200302', name: 'Demo Lending - Cards', status: 'active' as const },
  { memberNumber: '100200301', name: 'Demo Lending - Auto', status: 'inactive' as const },
];

export const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const productInfo = (code: string): ConfigurableProductInfo => {
  const p = configurableProductByCode(code)!;
  return { productCode: p.code, productName: p.name, options: p.configuration.options.map((o) => ({ ...o, choices: [...o.choices], default: Array.isArray(o.default) ? [...o.default] : o.default })) as ConfigurableProductInfo['options'] };
};

/** A configuration as the server answers it. */
export function fakeConfiguration(n: number, name: string, code: string, memberNumber: string, options: ConfigurationOptionValues = {}): ProductConfigurationDetail {
  const p = configurableProductByCode(code)!;
  return {
    configurationId: ID(n),
    configurationName: name,
    productCode: code,
    productName: p.name,
    memberNumber,
    memberName: FAKE_MEMBERS.find((m) => m.memberNumber === memberNumber)?.name ?? '',
    options: withOptionDefaults(p.configuration, options),
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: `2026-11-${String(1 + (n % 27)).padStart(2, '0')}T10:00:00.000Z`,
    updatedBy: 'demo.admin',
  };
}

export const DEMO_CONFIGURATIONS: ProductConfigurationDetail[] = [
  fakeConfiguration(1, 'Consumer FICO 8', 'CCR', '100200300', { scoreModel: 'fico8' }),
  fakeConfiguration(2, 'OneView Plus employment', 'OVWP', '100200300', { addOns: ['employmentVerification'] }),
  fakeConfiguration(3, 'ADV standard', 'ADV', '100200302'),
];

const fail = (status: number, message: string, extra: Record<string, unknown> = {}) =>
  json({ status, message, correlationId: 'test-correlation', additionalErrorDetails: { correlationId: 'test-correlation', ...extra } }, status);

/** A fake of the configuration calls (and the account numbers the form offers), behaving like the server's. */
export function productConfigurationsApi(initial: ProductConfigurationDetail[] = DEMO_CONFIGURATIONS) {
  let configurations = initial.map((c) => ({ ...c }));
  let next = 100;
  const body = (call: FakeRequest) => JSON.parse(call.body) as Record<string, unknown>;
  const taken = (name: string, except?: string) => configurations.some((c) => c.configurationId !== except && c.configurationName.toLowerCase() === name.toLowerCase());

  return fakeApi(async (call) => {
    const { pathname } = call.url;
    if (pathname === MEMBERS && call.method === 'GET') {
      return json({ members: FAKE_MEMBERS.map((m) => ({ ...m, productConfigurations: configurations.filter((c) => c.memberNumber === m.memberNumber).length, createdAt: '2026-11-01T10:00:00.000Z' })) });
    }
    if (pathname === SEARCH) {
      const { searchValue = '', productCode, memberNumber } = body(call) as { searchValue?: string; productCode?: string; memberNumber?: string };
      const q = searchValue.toLowerCase();
      const matching = configurations
        .filter((c) => (!q || c.configurationName.toLowerCase().includes(q) || c.memberNumber.includes(q)) && (!productCode || c.productCode === productCode) && (!memberNumber || c.memberNumber === memberNumber))
        .sort((a, b) => a.configurationName.localeCompare(b.configurationName));
      const pageNumber = Number(call.url.searchParams.get('pageNumber') ?? 1);
      const pageSize = Number(call.url.searchParams.get('pageSize') ?? 10);
      return json({ data: { data: matching.slice((pageNumber - 1) * pageSize, pageNumber * pageSize), totalCount: matching.length, pageNumber, pageSize } });
    }
    const onNumber = /^\/api\/orchestrator\/products\/customers\/c-1\/members\/([^/]+)\/options$/.exec(pathname);
    if (pathname === BY_MEMBER || onNumber) {
      const memberNumber = onNumber ? decodeURIComponent(onNumber[1]) : (body(call) as { memberNumber: string }).memberNumber;
      if (!FAKE_MEMBERS.some((m) => m.memberNumber === memberNumber)) return fail(404, M.memberNotFound(memberNumber));
      return json({ memberNumber, products: CONFIGURABLE_PRODUCTS.map((p) => productInfo(p.code)) });
    }
    if (pathname === CREATE) {
      const b = body(call) as { configurationName: string; productCode: string; memberNumber: string; options?: ConfigurationOptionValues };
      if (taken(b.configurationName)) return fail(409, M.duplicateName(b.configurationName));
      const created = fakeConfiguration(next++, b.configurationName, b.productCode, b.memberNumber, b.options);
      configurations.push(created);
      return json({ status: 'success', message: M.created(created.configurationName), configuration: created });
    }
    if (pathname.startsWith(`${OPTIONS}/`) && pathname.endsWith('/options')) {
      const id = pathname.slice(OPTIONS.length + 1, -'/options'.length);
      const one = configurations.find((c) => c.configurationId === id);
      if (!one) return fail(404, M.notFound);
      return json({ ...productInfo(one.productCode), configurationId: id, values: one.options });
    }
    if (pathname.startsWith(`${CONFIGURATIONS}/`)) {
      const id = pathname.slice(CONFIGURATIONS.length + 1);
      const one = configurations.find((c) => c.configurationId === id);
      if (!one) return fail(404, M.notFound);
      if (call.method === 'GET') return json(one);
      if (call.method === 'PUT') {
        const b = body(call) as { configurationName: string; memberNumber: string; options?: ConfigurationOptionValues };
        if (taken(b.configurationName, id)) return fail(409, M.duplicateName(b.configurationName));
        Object.assign(one, fakeConfiguration(Number(id.slice(-12)), b.configurationName, one.productCode, b.memberNumber, b.options), { updatedAt: '2026-11-28T10:00:00.000Z' });
        return json({ status: 'success', message: M.updated(one.configurationName), configuration: one });
      }
      if (call.method === 'DELETE') {
        configurations = configurations.filter((c) => c !== one);
        return json({ status: 'success', message: M.deleted });
      }
    }
    return fail(404, 'not found');
  });
}
