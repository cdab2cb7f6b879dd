import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, MESSAGES } from '@creditdesk/contracts';
import { ADMIN_AUTH } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { FEATURES_PATH, subscriptionApi } from '../testing/subscription-fake-api';

const features = () => screen.getByRole('list', { name: 'Features' });
const toggle = (name: string) => within(features()).getByRole('switch', { name: `${name} enabled` }) as HTMLInputElement;
const message = async (text: string) => within(await screen.findByRole('region', { name: 'Messages' })).findByText(text);
const nav = () => screen.getByRole('navigation', { name: 'Main navigation' });

describe('Features', () => {
  it('lists every feature with what it does and whether it is on', async () => {
    subscriptionApi();
    renderApp({ path: '/subscription', auth: ADMIN_AUTH });
    expect(await screen.findByRole('heading', { level: 1, name: 'Features' })).toBeTruthy();
    await screen.findByRole('switch', { name: 'Storage enabled' });
    const rows = within(features()).getAllByRole('listitem');
    expect(rows.map((r) => r.querySelector('p')?.textContent)).toEqual(['Storage', 'Batch', 'File transfer', 'eLetters']);
    expect(within(rows[0]).getByText('Stored input templates for batches')).toBeTruthy();
    // every feature is in the portal and enforced by the server: none says its screens are still to come (issue 33)
    expect(within(rows[2]).getByText('Send and receive files through the file-transfer systems, for users whose group grants it')).toBeTruthy();
    expect(within(rows[3]).getByText('Adverse-action letter templates, reason codes and the letters tracker')).toBeTruthy();
    expect(features().textContent).not.toMatch(/Coming to the portal|not in the portal yet/);
    expect([toggle('Storage'), toggle('Batch'), toggle('File transfer'), toggle('eLetters')].map((s) => s.checked)).toEqual([true, true, false, false]);
  });

  it('saves a switch at once with PUT and shows the server’s message', async () => {
    const server = subscriptionApi();
    renderApp({ path: '/subscription', auth: ADMIN_AUTH });
    fireEvent.click(await screen.findByRole('switch', { name: 'File transfer enabled' }));
    expect(toggle('File transfer').checked).toBe(true);
    expect(await message(ADMIN_MESSAGES.subscriptionsUpdated)).toBeTruthy();
    const puts = server.callsTo(FEATURES_PATH).filter((c) => c.method === 'PUT');
    expect(puts.map((c) => JSON.parse(c.body))).toEqual([{ subscriptions: [{ subscriptionName: 'filetransfer', status: 'active' }] }]);
    expect(toggle('File transfer').checked).toBe(true);
    expect(toggle('File transfer').disabled).toBe(false);
  });

  it('shows the change while saving (with a spinner), then puts it back and says why when the save fails', async () => {
    subscriptionApi({ putFails: { status: 500, message: 'boom' } });
    renderApp({ path: '/subscription', auth: ADMIN_AUTH });
    fireEvent.click(await screen.findByRole('switch', { name: 'Batch enabled' }));
    expect(toggle('Batch').checked).toBe(false);
    expect(screen.getByRole('progressbar', { name: 'Saving Batch' })).toBeTruthy();
    expect(await message(MESSAGES.users.unexpected)).toBeTruthy();
    expect(toggle('Batch').checked).toBe(true);
    expect(screen.queryByRole('progressbar', { name: 'Saving Batch' })).toBeNull();
  });

  it('shows the server’s sentence for a refused change (4xx)', async () => {
    subscriptionApi({ putFails: { status: 403, message: ADMIN_MESSAGES.otherCompany } });
    renderApp({ path: '/subscription', auth: ADMIN_AUTH });
    fireEvent.click(await screen.findByRole('switch', { name: 'eLetters enabled' }));
    expect(await message(ADMIN_MESSAGES.otherCompany)).toBeTruthy();
    expect(toggle('eLetters').checked).toBe(false);
  });

  it('greys out the input-template menu items as soon as storage is turned off, and back on', async () => {
    subscriptionApi();
    const { store } = renderApp({ path: '/subscription', auth: ADMIN_AUTH });
    fireEvent.click(await within(nav()).findByRole('button', { name: 'Batch' }));
    expect(within(nav()).getByRole('link', { name: 'Input Templates' })).toBeTruthy();

    fireEvent.click(await screen.findByRole('switch', { name: 'Storage enabled' }));
    await waitFor(() => expect(store.getState().auth.subscriptionList).toEqual(['batch']));
    expect(within(nav()).getByText('Input Templates').closest('[aria-disabled]')?.getAttribute('aria-disabled')).toBe('true');
    expect(within(nav()).queryByRole('link', { name: /Input Template/ })).toBeNull();

    fireEvent.click(toggle('Storage'));
    await waitFor(() => expect(store.getState().auth.subscriptionList).toEqual(['batch', 'storage']));
    expect(within(nav()).getByRole('link', { name: 'Input Templates' })).toBeTruthy();
  });

  it('offers Try again when the features cannot be loaded', async () => {
    subscriptionApi({ readFailures: 1 });
    renderApp({ path: '/subscription', auth: ADMIN_AUTH });
    expect(await screen.findByText('Your features could not be loaded.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('switch', { name: 'Storage enabled' })).toBeTruthy();
  });
});
