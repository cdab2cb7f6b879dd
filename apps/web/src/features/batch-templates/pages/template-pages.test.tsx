import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BATCH_TEMPLATE_MESSAGES, MESSAGES, type BatchTemplate } from '@creditdesk/contracts';
import { fakeApi, json, type FakeRequest } from '../../../testing/fake-api';
import { ADMIN_AUTH } from '../../../testing/fixtures';
import { atPhoneWidth } from '../../../testing/phone-width';
import { renderApp } from '../../../testing/render-app';


const LIST = '/api/batch/templates/customers/c-1/list';

const template = (templateId: string, templateName: string, over: Partial<BatchTemplate> = {}): BatchTemplate => ({
  templateId,
  templateName,
  description: '',
  product: 'acrov6',
  productName: 'Consumer Credit Report',
  columns: [
    { header: 'First', column: 'firstName' },
    { header: 'Officer', column: null },
  ],
  defaults: {},
  createdBy: 'demo.admin',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

const ID = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

/** A fake template service over `initial` (list with key words and paging, one, delete, create, preview). */
function templatesApi(initial: BatchTemplate[]) {
  let templates = [...initial];
  const created: unknown[] = [];
  const server = fakeApi(async (call: FakeRequest) => {
    const { pathname, searchParams } = call.url;
    if (pathname === LIST) {
      const q = (searchParams.get('keyWords') ?? '').toLowerCase();
      const found = templates.filter((t) => !q || t.templateName.toLowerCase().includes(q));
      const size = Number(searchParams.get('pageSize') ?? 10);
      const page = Number(searchParams.get('pageNumber') ?? 1);
      return json({ content: found.slice((page - 1) * size, page * size), totalElements: found.length, pageNumber: page, pageSize: size });
    }
    const one = /^\/api\/batch\/templates\/([0-9a-f-]{36})$/.exec(pathname);
    if (one && call.method === 'DELETE') {
      templates = templates.filter((t) => t.templateId !== one[1]);
      return json({ message: MESSAGES.reports.templateDeleted });
    }
    if (one) {
      const found = templates.find((t) => t.templateId === one[1]);
      return found ? json(found) : json({ status: 404, message: 'No such input template', correlationId: 'x' }, 404);
    }
    if (pathname === '/api/products/customers/c-1') {
      return json({ products: [{ code: 'CCR', product: 'acrov6', name: 'Consumer Credit Report', family: 'consumer-credit', description: '' }, { code: 'ADV', product: 'adv', name: 'ADV', family: 'consumer-credit', description: '' }] });
    }
    if (pathname === '/api/customers/c-1/members') {
      return json({ members: [{ memberNumber: '100200300', name: 'Retail', status: 'active', productConfigurations: 0 }, { memberNumber: '100200399', name: 'Old', status: 'inactive', productConfigurations: 0 }] });
    }
    if (pathname === '/api/batch/templates/preview') {
      return json({
        headers: ['First Name', 'Surname', 'Tax ID', 'Notes'],
        rows: [['Jane', 'Sample', '123-45-6789', 'call after 5']],
        suggested: ['firstName', null, null, null],
        rowErrors: [[]],
      });
    }
    if (pathname === '/api/batch/templates' && call.method === 'POST') {
      const body = JSON.parse(call.body) as { templateName: string };
      created.push(body);
      return json({ message: BATCH_TEMPLATE_MESSAGES.created(body.templateName), template: template(ID(9), body.templateName) }, 201);
    }
    return json({ status: 404, message: 'not found', correlationId: 'x' }, 404);
  });
  return { ...server, created };
}

const rows = () => within(screen.getByRole('table', { name: 'Input templates' })).getAllByRole('row').slice(1);

describe('the input template list', () => {
  it('lists name, product, mapped columns, updated and by, with edit links and a create button', async () => {
    templatesApi([template(ID(1), 'Loan export', { description: 'Nightly' }), template(ID(2), 'Screening', { product: 'ofac', productName: 'OFAC' })]);
    renderApp({ path: '/batch/input-templates/template-list', auth: ADMIN_AUTH });
    expect(await screen.findByRole('heading', { level: 1, name: 'Input Templates' })).toBeTruthy();
    await screen.findByText('Loan export');
    const first = within(rows()[0]).getAllByRole('cell').map((c) => c.textContent);
    expect(first.slice(1, 6)).toEqual(['Loan exportNightly', 'Consumer Credit Report', '1 of 2 headers', '11-20-2026', 'demo.admin']);
    expect(screen.getByRole('link', { name: `Edit column mapping of template Loan export` }).getAttribute('href')).toBe(`/batch/input-templates/edit-template?templateId=${ID(1)}`);
    expect(screen.getByRole('link', { name: 'Loan export' }).getAttribute('href')).toBe(`/batch/input-templates/edit-template-details?templateId=${ID(1)}`);
    // the page's button (and the menu's link)
    expect(screen.getAllByRole('link', { name: 'Create Input Template' }).map((l) => l.getAttribute('href'))).toEqual(expect.arrayContaining(['/batch/input-templates/add-template']));
  });

  it('deletes the ticked templates after a confirmation and says how many', async () => {
    const server = templatesApi([template(ID(1), 'Loan export'), template(ID(2), 'Screening'), template(ID(3), 'Third')]);
    renderApp({ path: '/batch/input-templates/template-list', auth: ADMIN_AUTH });
    await screen.findByText('Third');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select template Loan export' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select template Third' }));
    const bar = screen.getByRole('toolbar', { name: 'Selected templates' });
    expect(within(bar).getByText('2 templates selected')).toBeTruthy();
    fireEvent.click(within(bar).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete 2 input templates?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(MESSAGES.reports.templatesDeleted(2))).toBeTruthy();
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(server.calls.filter((c) => c.method === 'DELETE').map((c) => c.url.pathname)).toEqual([`/api/batch/templates/${ID(1)}`, `/api/batch/templates/${ID(3)}`]);
    expect(screen.queryByRole('toolbar', { name: 'Selected templates' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Delete template Screening' }));
    fireEvent.click(within(await screen.findByRole('alertdialog', { name: 'Delete this input template?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(MESSAGES.reports.templateDeleted)).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'No input templates yet' })).toBeTruthy();
  });
});

describe('the input template list on a phone', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a card a template with the table’s facts, ticks and actions, and a Sort by that sets the order in the URL and the call', async () => {
    atPhoneWidth();
    const server = templatesApi([template(ID(1), 'Loan export', { description: 'Nightly' }), template(ID(2), 'Screening')]);
    const { router } = renderApp({ path: '/batch/input-templates/template-list', auth: ADMIN_AUTH });
    const cards = await screen.findByRole('list', { name: 'Input templates' });
    expect(screen.queryByRole('table', { name: 'Input templates' })).toBeNull();
    const [first] = within(cards).getAllByRole('listitem');
    for (const fact of ['Loan export', 'Nightly', 'Consumer Credit Report', '1 of 2 headers', '11-20-2026 by demo.admin']) expect(first.textContent).toContain(fact);
    expect(within(first).getByRole('link', { name: 'Edit column mapping of template Loan export' }).getAttribute('href')).toBe(`/batch/input-templates/edit-template?templateId=${ID(1)}`);
    expect(within(first).getByRole('button', { name: 'Delete template Loan export' })).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all templates on this page' }));
    expect(within(screen.getByRole('toolbar', { name: 'Selected templates' })).getByText('2 templates selected')).toBeTruthy();

    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'templateName.desc' } });
    await waitFor(() => expect(router.state.location.search).toBe('?sort=-templateName'));
    await waitFor(() => expect(server.calls.filter((c) => c.url.pathname === LIST).at(-1)?.url.searchParams.get('sort')).toBe('-templateName'));
  });
});

describe('Create Input Template', () => {
  it('offers the batch products the company holds and its active accounts, reads a sample, prefills and checks the mapping, and saves nothing while it is incomplete', async () => {
    const server = templatesApi([]);
    const { router } = renderApp({ path: '/batch/input-templates/add-template', auth: ADMIN_AUTH });
    await screen.findByRole('heading', { level: 1, name: 'Create Input Template' });
    const product = (await screen.findByRole('combobox', { name: /Product/ })) as HTMLSelectElement;
    // ADV is held but no batch orders it; CCR alone is chosen for the user
    expect([...product.options].map((o) => o.value)).toEqual(['', 'acrov6']);
    await waitFor(() => expect(product.value).toBe('acrov6'));
    const accounts = screen.getByRole('combobox', { name: 'Default account number' }) as HTMLSelectElement;
    expect([...accounts.options].map((o) => o.value)).toEqual(['', '100200300']);

    fireEvent.change(screen.getByRole('textbox', { name: /Template name/ }), { target: { value: 'Loan export' } });
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['First Name,Surname,Tax ID,Notes\nJane,Sample,123-45-6789,call after 5\n'], 'loans.csv', { type: 'text/csv' })] } });
    const mapping = await screen.findByRole('list', { name: 'Column mapping' });
    expect(within(mapping).getAllByRole('listitem')).toHaveLength(4);
    expect((screen.getByRole('combobox', { name: 'Column for First Name' }) as HTMLSelectElement).value).toBe('firstName');
    // the SSN is masked in the sample; what is still missing is listed
    expect(screen.queryByText(/123-45-6789/)).toBeNull();
    expect(screen.getByRole('status', { name: 'What the mapping still needs' }).textContent).toMatch(/Last Name, SSN, Date of Birth, Address, City, State, ZIP/);
    // saving now keeps the user here
    fireEvent.click(screen.getByRole('button', { name: 'Save Template' }));
    await waitFor(() => expect(server.created).toHaveLength(0));

    fireEvent.change(screen.getByRole('combobox', { name: 'Column for Surname' }), { target: { value: 'lastName' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Column for Tax ID' }), { target: { value: 'ssn' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Column for Notes' }), { target: { value: 'ssn' } });
    expect(await screen.findByText("Already filled by 'Tax ID'")).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Column for Notes' }), { target: { value: '' } });
    expect(screen.queryByText("Already filled by 'Tax ID'")).toBeNull();
    expect(router.state.location.pathname).toBe('/batch/input-templates/add-template');
  });
});
