import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@creditdesk/contracts';
import { json } from '../../../testing/fake-api';
import { ADMIN_AUTH } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { LOOKUP, MEMBERS, VALIDATE, accountNumbersApi } from '../testing/fake-account-numbers';

const field = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const type = (name: RegExp, value: string) => fireEvent.change(field(name), { target: { value } });
const where = (router: ReturnType<typeof renderApp>['router']) => router.state.location.pathname + router.state.location.search;
/** The numbers the check asked about as typed: GET /membernumbers/{n} (portal.md §7 Members); never the POST validate. */
const validated = (server: ReturnType<typeof accountNumbersApi>) => {
  expect(server.callsTo(VALIDATE)).toHaveLength(0);
  return server.calls.filter((c) => c.method === 'GET' && c.url.pathname.startsWith(LOOKUP)).map((c) => c.url.pathname.slice(LOOKUP.length));
};

// The server check waits for typing to pause, and whole pages render slowly on a busy machine.

describe('Add Account Number', () => {
  it('judges the format as it is typed, then shows the server’s verdict', async () => {
    const server = accountNumbersApi();
    renderApp({ path: '/account-numbers/add', auth: ADMIN_AUTH });
    await screen.findByRole('heading', { level: 1, name: 'Add Account Number' });
    type(/Account number/, '1234');
    expect(screen.getByText(ADMIN_MESSAGES.accountNumberFormat)).toBeTruthy();
    type(/Account number/, '100200300');
    expect(screen.queryByText(ADMIN_MESSAGES.accountNumberFormat)).toBeNull();
    expect(await screen.findByText(ADMIN_MESSAGES.accountNumberExists('100200300'))).toBeTruthy();
    type(/Account number/, '200300400');
    expect(await screen.findByText(ADMIN_MESSAGES.accountNumberTaken)).toBeTruthy();
    type(/Account number/, '555000111');
    expect(await screen.findByText('This account number is available.')).toBeTruthy();
    // a malformed number is never sent; each number once typing paused
    expect(validated(server)).toEqual(['100200300', '200300400', '555000111']);
  });

  it('ignores the answer for a number no longer in the field', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const server = accountNumbersApi(undefined, { holdValidate: (n) => (n === '100200300' ? held : undefined) });
    renderApp({ path: '/account-numbers/add', auth: ADMIN_AUTH });
    await screen.findByRole('heading', { level: 1, name: 'Add Account Number' });
    type(/Account number/, '100200300');
    await waitFor(() => expect(validated(server)).toEqual(['100200300']));
    type(/Account number/, '555000112');
    expect(await screen.findByText('This account number is available.')).toBeTruthy();
    release();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(ADMIN_MESSAGES.accountNumberExists('100200300'))).toBeNull();
    expect(screen.getByText('This account number is available.')).toBeTruthy();
  });

  it('adds the number, returns to the list and shows the server’s message there', async () => {
    const server = accountNumbersApi();
    const { router } = renderApp({ path: '/account-numbers/add', auth: ADMIN_AUTH });
    await screen.findByRole('heading', { level: 1, name: 'Add Account Number' });
    fireEvent.click(screen.getByRole('button', { name: 'Add Account Number' }));
    expect(await screen.findByText('Account number is required')).toBeTruthy();
    expect(screen.getByText('Name is required')).toBeTruthy();

    type(/Account number/, ' 555000111');
    type(/^Name/, 'Cards ');
    fireEvent.change(screen.getByRole('combobox', { name: /Status/ }), { target: { value: 'inactive' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Account Number' }));
    expect(await screen.findByText(ADMIN_MESSAGES.accountNumberCreated('555000111'))).toBeTruthy();
    expect(where(router)).toBe('/account-numbers');
    const post = server.callsTo(MEMBERS).find((c) => c.method === 'POST')!;
    expect(JSON.parse(post.body)).toEqual({ memberNumber: '555000111', name: 'Cards', status: 'inactive' });
    expect(await screen.findByText('Cards')).toBeTruthy();
  });

  it('puts a refused number’s field error on the field', async () => {
    const refused = ADMIN_MESSAGES.accountNumberExists('555000113');
    accountNumbersApi(undefined, {
      createAnswer: () =>
        json({ status: 400, message: refused, correlationId: 'c', additionalErrorDetails: { fields: [{ field: 'body.memberNumber', message: refused }] } }, 400),
    });
    const { router } = renderApp({ path: '/account-numbers/add', auth: ADMIN_AUTH });
    await screen.findByRole('heading', { level: 1, name: 'Add Account Number' });
    type(/Account number/, '555000113');
    type(/^Name/, 'Late twin');
    fireEvent.click(screen.getByRole('button', { name: 'Add Account Number' }));
    expect(await screen.findByText(refused)).toBeTruthy();
    expect(field(/Account number/).getAttribute('aria-invalid')).toBe('true');
    expect(where(router)).toBe('/account-numbers/add');
  });
});

describe('Edit Account Number', () => {
  it('loads the number read-only with its use, and sends only what changed', async () => {
    const server = accountNumbersApi();
    const { router } = renderApp({ path: '/account-numbers/edit?memberNumber=100200300', auth: ADMIN_AUTH });
    expect(await screen.findByDisplayValue('Demo Lending - Consumer')).toBeTruthy();
    expect(field(/Account number/).value).toBe('100200300');
    expect(field(/Account number/).readOnly).toBe(true);
    expect(screen.getByText(/In use by 1 product configuration/)).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Save changes' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    type(/^Name/, 'Consumer lending');
    await waitFor(() => expect(save.disabled).toBe(false));
    fireEvent.click(save);
    expect(await screen.findByText(ADMIN_MESSAGES.accountNumberUpdated('100200300'))).toBeTruthy();
    expect(where(router)).toBe('/account-numbers');
    const put = server.calls.find((c) => c.method === 'PUT')!;
    expect(put.url.pathname).toBe(`${MEMBERS}/100200300`);
    expect(JSON.parse(put.body)).toEqual({ name: 'Consumer lending' });
  });

  it('says so when the number does not exist', async () => {
    accountNumbersApi();
    renderApp({ path: '/account-numbers/edit?memberNumber=999999999', auth: ADMIN_AUTH });
    expect(await screen.findByText('The Account Number does not exist.')).toBeTruthy();
  });
});
