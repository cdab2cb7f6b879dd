import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ELETTER_MESSAGES, MESSAGES } from '@creditdesk/contracts';
import { ADMIN_AUTH } from '../../../testing/fixtures';
import { atPhoneWidth } from '../../../testing/phone-width';
import { renderApp } from '../../../testing/render-app';
import { DELETE_TEMPLATES, REASON_CODES, SETTINGS, TEMPLATES, lettersApi, makeCode, makeTemplate } from '../testing/fake-letters-api';


const AUTH = { ...ADMIN_AUTH, subscriptionList: ['storage', 'eletters'] };
const opened = (name: string) => screen.findByRole('heading', { level: 1, name });
const rows = (name: string) => within(screen.getByRole('table', { name })).getAllByRole('row').slice(1);
const where = (router: ReturnType<typeof renderApp>['router']) => router.state.location.pathname + router.state.location.search;
const many = (n: number) => Array.from({ length: n }, (_, i) => makeTemplate(`Letter ${String(i + 1).padStart(2, '0')}`, {}, i + 1));

describe('Letter Templates', () => {
  it('lists name, type, score type, updated and by, sorted by name ascending, 10 a page, paging and order in the URL', async () => {
    const server = lettersApi({ templates: many(12) });
    const { router } = renderApp({ path: '/letter-templates', auth: AUTH });
    await opened('Letter Templates');
    expect(await screen.findByRole('link', { name: 'Letter 01' })).toBeTruthy();
    expect(Object.fromEntries(server.callsTo(TEMPLATES).at(-1)!.url.searchParams)).toEqual({ pageNumber: '1', pageSize: '10', sortbyfield: 'eletterName', sortorder: 'asc', all: 'false' });
    expect(within(rows('Letter templates')[0]).getAllByRole('cell').slice(1, 6).map((c) => c.textContent)).toEqual([
      'Letter 01Your application',
      'DeclinationAdverse action',
      'Credit score',
      '11-02-2026',
      'demo.admin',
    ]);
    expect(rows('Letter templates')).toHaveLength(10);

    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByRole('link', { name: 'Letter 12' })).toBeTruthy();
    expect(where(router)).toBe('/letter-templates?page=2');

    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'eletterName.desc' } });
    expect(await screen.findByRole('link', { name: 'Letter 12' })).toBeTruthy();
    await waitFor(() => expect(where(router)).toBe('/letter-templates?sort=-eletterName'));
    expect(server.callsTo(TEMPLATES).at(-1)!.url.searchParams.get('sortorder')).toBe('desc');
    expect(screen.getByRole('link', { name: 'Edit letter template Letter 12' }).getAttribute('href')).toBe(`/letter-templates/${server.templates()[11].eletterId}`);

    // a header sorts the same way, sent in the spec's words
    fireEvent.click(screen.getByRole('button', { name: /^Updated/ }));
    await waitFor(() => expect(where(router)).toBe('/letter-templates?sort=updatedAt'));
    await waitFor(() => expect(Object.fromEntries(server.callsTo(TEMPLATES).at(-1)!.url.searchParams)).toMatchObject({ sortbyfield: 'updatedAt', sortorder: 'asc', pageNumber: '1' }));
    expect(screen.getByRole('columnheader', { name: /^Updated/ }).getAttribute('aria-sort')).toBe('ascending');
  });

  it('searches by key words kept in the URL', async () => {
    const server = lettersApi({ templates: [makeTemplate('Declined application', {}, 1), makeTemplate('Welcome aboard', { eletterType: 'Welcome', scoreType: 'none' }, 2)] });
    const { router } = renderApp({ path: '/letter-templates', auth: AUTH });
    await screen.findByRole('link', { name: 'Welcome aboard' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'welcome' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(where(router)).toBe('/letter-templates?q=welcome'));
    await waitFor(() => expect(rows('Letter templates')).toHaveLength(1));
    expect(server.callsTo(TEMPLATES).at(-1)!.url.searchParams.get('keywords')).toBe('welcome');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'nothing like it' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('heading', { name: 'No letter templates match your search' })).toBeTruthy();
  });

  it('deletes one template, then two ticked together, with the spec’s words', async () => {
    const server = lettersApi({ templates: many(4) });
    renderApp({ path: '/letter-templates', auth: AUTH });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete letter template Letter 01' }));
    fireEvent.click(within(await screen.findByRole('alertdialog', { name: 'Delete this letter template?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(MESSAGES.reports.templateDeleted)).toBeTruthy();
    // one template: DELETE /eletters/{eletterId}; the bulk call is for several
    expect(server.calls.filter((c) => c.method === 'DELETE').map((c) => c.url.pathname)).toEqual(['/api/eletters/00000000-0000-4000-8000-000000000001']);
    expect(server.callsTo(DELETE_TEMPLATES)).toHaveLength(0);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Letter 01' })).toBeNull());
    // the dialog's closing transition hides the page from the accessibility tree until it ends
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select letter template Letter 02' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select letter template Letter 04' }));
    const bar = screen.getByRole('toolbar', { name: 'Selected letter templates' });
    expect(bar.textContent).toContain('2 templates selected');
    fireEvent.click(within(bar).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('alertdialog', { name: 'Delete 2 letter templates?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(MESSAGES.reports.templatesDeleted(2))).toBeTruthy();
    expect(JSON.parse(server.callsTo(DELETE_TEMPLATES)[0].body)).toEqual({ customerId: 'c-1', deleteList: ['00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000004'] });
    await waitFor(() => expect(rows('Letter templates').map((r) => within(r).getAllByRole('link')[0].textContent)).toEqual(['Letter 03']));
  });

  it('says there are no templates yet, with the way to create one', async () => {
    lettersApi();
    renderApp({ path: '/letter-templates', auth: AUTH });
    expect(await screen.findByRole('heading', { name: 'No letter templates yet' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Create Letter Template' })[0].getAttribute('href')).toBe('/letter-templates/new');
  });

  it('lists, adds, changes and deletes reason codes; a code that exists already is said on the code', async () => {
    const server = lettersApi({ codes: [makeCode('DL1', 'Delinquent past or present credit obligations with others', ['02', '18'])] });
    const { router } = renderApp({ path: '/letter-templates', auth: AUTH });
    await opened('Letter Templates');
    fireEvent.click(screen.getByRole('tab', { name: 'Reason codes' }));
    await waitFor(() => expect(where(router)).toBe('/letter-templates?tab=reason-codes'));
    expect(await screen.findByRole('table', { name: 'Reason codes' })).toBeTruthy();
    await waitFor(() => expect(within(rows('Reason codes')[0]).getAllByRole('cell').slice(0, 3).map((c) => c.textContent)).toEqual(['DL1', 'Delinquent past or present credit obligations with others', '0218']));

    // a code that exists (any case): 409 on the code field, nothing closed
    fireEvent.click(screen.getByRole('button', { name: 'Add Reason Code' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add Reason Code' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Code/ }), { target: { value: 'dl1' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Description/ }), { target: { value: 'Too many debts' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Reason Code' }));
    expect(await within(dialog).findByText(ELETTER_MESSAGES.reasonCodeExists('dl1'))).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: /^Code/ }).getAttribute('aria-invalid')).toBe('true');

    // a new code with two key factors chosen from the model's list
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Code/ }), { target: { value: 'OB1' } });
    const factors = within(dialog).getByRole('combobox', { name: 'Key factors' });
    fireEvent.mouseDown(factors);
    fireEvent.click(await screen.findByRole('option', { name: /^01: Amount owed on accounts is too high/ }));
    fireEvent.click(await screen.findByRole('option', { name: /^10: Proportion of balances/ }));
    expect(screen.getByRole('option', { name: /^02: .*Mapped to reason code DL1/ })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Reason Code' }));
    expect(await screen.findByText(ELETTER_MESSAGES.reasonCodeCreated('OB1'))).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(JSON.parse(server.callsTo(REASON_CODES).find((c) => c.method === 'POST' && c.body.includes('OB1'))!.body)).toEqual({ code: 'OB1', description: 'Too many debts', bureauFactorCodes: ['01', '10'] });
    await waitFor(() => expect(rows('Reason codes')).toHaveLength(2));

    // change the wording (the code stays)
    fireEvent.click(screen.getByRole('button', { name: 'Edit reason code OB1' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit reason code OB1' });
    expect(within(dialog).getByRole('textbox', { name: /^Code/ })).toHaveProperty('disabled', true);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Description/ }), { target: { value: 'Excessive obligations' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(ELETTER_MESSAGES.reasonCodeUpdated('OB1'))).toBeTruthy();
    expect(JSON.parse(server.callsTo(`${REASON_CODES}/OB1`)[0].body)).toEqual({ description: 'Excessive obligations', bureauFactorCodes: ['01', '10'] });
    // the page is hidden from the accessibility tree until the dialog has faded out
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Delete reason code DL1' }));
    fireEvent.click(within(await screen.findByRole('alertdialog', { name: 'Delete this reason code?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(ELETTER_MESSAGES.reasonCodeDeleted('DL1'))).toBeTruthy();
    await waitFor(() => expect(rows('Reason codes')).toHaveLength(1));
  });

  it('sets the letters’ mailing address, telephone and federal regulator', async () => {
    const server = lettersApi({ settingsComplete: false });
    renderApp({ path: '/letter-templates?tab=settings', auth: AUTH });
    const form = await screen.findByRole('form', { name: 'Letter settings' });
    expect(within(form).getByText('Letters cannot be built until your mailing address is set.')).toBeTruthy();
    fireEvent.change(within(form).getByRole('textbox', { name: /^Mailing address/ }), { target: { value: '100 Main Street\nColumbus, OH 43215' } });
    fireEvent.change(within(form).getByRole('combobox', { name: /^Federal regulator/ }), { target: { value: 'cfpb' } });
    expect(within(form).getByText(/total assets over \$10 billion/)).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText(ELETTER_MESSAGES.settingsSaved)).toBeTruthy();
    expect(JSON.parse(server.callsTo(SETTINGS).find((c) => c.method === 'PUT')!.body)).toEqual({ address: ['100 Main Street', 'Columbus, OH 43215'], phone: '1-800-555-0100', regulator: 'cfpb' });
  });
});

describe('Letter Templates on a phone', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a card a template with the table’s facts, selection and actions', async () => {
    atPhoneWidth();
    const server = lettersApi({ templates: many(2) });
    renderApp({ path: '/letter-templates', auth: AUTH });
    const cards = await screen.findByRole('list', { name: 'Letter templates' });
    expect(screen.queryByRole('table', { name: 'Letter templates' })).toBeNull();
    const [first] = within(cards).getAllByRole('listitem');
    for (const fact of ['Letter 01', 'Your application', 'Declination', 'Adverse action', 'Credit score', '11-02-2026 by demo.admin']) expect(first.textContent).toContain(fact);
    expect(within(first).getByRole('link', { name: 'Edit letter template Letter 01' }).getAttribute('href')).toBe(`/letter-templates/${server.templates()[0].eletterId}`);
    expect(within(first).getByRole('button', { name: 'Delete letter template Letter 01' })).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all letter templates on this page' }));
    expect(screen.getByRole('toolbar', { name: 'Selected letter templates' }).textContent).toContain('2 templates selected');
  });
});
