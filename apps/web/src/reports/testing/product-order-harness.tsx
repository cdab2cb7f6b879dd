import { fireEvent, screen, within } from '@testing-library/react';
import { type ReportProduct, servedTestPersonas } from '@creditdesk/contracts';
import { fakeApi, json, type FakeHandler, type FakeRequest } from '../../testing/fake-api';
import { ADMIN_AUTH } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';
import { ACCOUNT_NUMBERS, INQUIRY_ID, ORDERABLE_PRODUCTS, PERSONAS } from './report-fixtures';

/*
 * A product's order page in jsdom, for the products' form tests: the API it calls (the company holds
 * the product, the user's group grants it, the company's account numbers, the sandbox's test
 * consumers or a real bureau's 404, the order call), and the few ways the tests touch a form.
 */

type HarnessOptions = {
  personas?: boolean;
  accounts?: typeof ACCOUNT_NUMBERS;
  /** answers the product's other calls (an OFAC hit's review case); undefined: the default answer. */
  other?: (request: FakeRequest) => Response | undefined;
};

/** The API of a product's order page, held by the company and granted to demo.admin; `order` answers the order call. */
export function productOrderApi(product: ReportProduct, order: FakeHandler, { personas = true, accounts = ACCOUNT_NUMBERS, other }: HarnessOptions = {}) {
  const listed = { code: product.code, product: product.key, name: product.name, family: product.family, description: product.description };
  return fakeApi((request) => {
    const { pathname } = request.url;
    if (pathname === '/api/products/customers/c-1') return json({ products: [...ORDERABLE_PRODUCTS, listed] });
    if (pathname === '/api/orchestrator/products/users') return json({ userName: 'demo.admin', userGroups: ['Credit Reports'], productList: ['CCR', product.code], isFileTransportAuthorized: false });
    if (pathname === '/api/customers/c-1/members') return json({ members: accounts });
    if (pathname === '/api/sandbox/personas') return personas ? json({ personas: [...PERSONAS, ...servedTestPersonas().personas], subjects: servedTestPersonas().subjects }) : json({ status: 404, message: 'No test consumers', correlationId: 'c' }, 404);
    if (pathname === `/api${product.order.path}`) return order(request);
    const answer = other?.(request);
    if (answer) return answer;
    return json({ content: [], totalElements: 0, pageNumber: 1, pageSize: 10 });
  });
}

/** The product's order page (/products/<key>) with its API, once its form is on screen. */
export async function openProductForm(product: ReportProduct, order: FakeHandler, options?: HarnessOptions) {
  const server = productOrderApi(product, order, options);
  const app = renderApp({ path: `/products/${product.key}`, auth: ADMIN_AUTH });
  await screen.findByRole('form', { name: 'Order a report' });
  return { ...app, server, orders: () => server.callsTo(`/api${product.order.path}`) };
}

/** The server's 400 naming fields (reports.md §8), as the order call answers it. */
export const fieldErrorsAnswer = (fields: readonly { field: string; message: string }[]) =>
  json({ status: 400, message: 'Invalid request', correlationId: 'corr-400', additionalErrorDetails: { fields } }, 400);

export const change = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
/** The line under a field: its hint, or its error. */
export const helperOf = (field: HTMLElement) => document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent;
export const submitOrder = () => fireEvent.click(screen.getByRole('button', { name: 'Run Report' }));
export const bodyOf = (call: FakeRequest) => JSON.parse(call.body);

/** A data source's answer holding the product's value, with its messages (reports.md §3). */
export const productDsr = <V,>(value: V, errors: { code: string; message: string; identifier?: string }[] = []) => ({ value, errors, status: 200 });

/** A product's order answer (reports.md §3) for its data source's answer. */
export const orderAnswer = <K extends string, D>(product: K, dataSourceResponse: D, inquiryId = INQUIRY_ID) => ({
  inquiryId,
  product,
  createdAt: '2026-11-20T14:05:00.000Z',
  dataSourceResponse,
  formatedResponse: JSON.stringify({ dataSourceResponse }),
});

/** Opens a section's menu of sandbox test consumers: its items, in order. */
export async function openTestConsumers(section = 'Applicant') {
  fireEvent.click(screen.getByRole('button', { name: `Use a test consumer for the ${section}` }));
  const menu = within(await screen.findByRole('dialog', { name: 'Sandbox test consumers' })).getByRole('menu');
  return within(menu).getAllByRole('menuitem');
}
