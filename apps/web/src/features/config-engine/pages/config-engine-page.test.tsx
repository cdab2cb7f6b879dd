import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONFIG_ENGINE_MESSAGES } from '@creditdesk/contracts';
import { ADMIN_AUTH, END_USER_AUTH } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { CONNECTED, CONNECTIONS, DATAX_PASSWORD, DATAX_VALIDATE, TWN_PASSWORD, TWN_TEMPLATE, TWN_TEMPLATES, configEngineApi } from '../testing/fake-config-engine';


const card = (name: string) => screen.getByRole('region', { name });
const type = (scope: HTMLElement, label: RegExp, value: string) =>
  fireEvent.change(within(scope).getAllByLabelText(label).find((e) => e.tagName === 'INPUT')!, { target: { value } });

describe('Configuration Engine', () => {
  it('shows both sources not connected, refuses wrong TWN credentials in words, connects with right ones and chooses a template', async () => {
    const server = configEngineApi();
    renderApp({ path: '/config-engine', auth: ADMIN_AUTH });
    expect(await screen.findByRole('heading', { level: 1, name: 'Configuration Engine' })).toBeTruthy();
    const twn = await screen.findByRole('region', { name: 'The Work Number' });
    expect(within(twn).getByText('Not connected')).toBeTruthy();
    expect(within(card('DataX')).getByText('Not connected')).toBeTruthy();

    // required fields are said before any call
    fireEvent.click(within(twn).getByRole('button', { name: 'Validate and connect' }));
    expect(await within(twn).findByText('userId is required')).toBeTruthy();
    expect(server.callsTo(TWN_TEMPLATES)).toHaveLength(0);

    type(twn, /User ID/, 'lender-twn-7781');
    type(twn, /^Password/, 'Wrong#1');
    fireEvent.click(within(twn).getByRole('button', { name: 'Validate and connect' }));
    expect((await within(twn).findByRole('alert')).textContent).toBe(CONFIG_ENGINE_MESSAGES.twnRefused);
    expect(within(twn).getByText('Not connected')).toBeTruthy();

    type(twn, /^Password/, TWN_PASSWORD);
    fireEvent.click(within(twn).getByRole('button', { name: 'Validate and connect' }));
    expect(await within(twn).findByText(CONFIG_ENGINE_MESSAGES.twnConnected(2))).toBeTruthy();
    expect(JSON.parse(server.callsTo(TWN_TEMPLATES).at(-1)!.body)).toEqual({ userId: 'lender-twn-7781', userPass: TWN_PASSWORD });
    expect(await within(twn).findByText('Connected')).toBeTruthy();
    expect(within(twn).getByText('••••7781')).toBeTruthy();
    expect(within(twn).getByText(/by demo\.admin/)).toBeTruthy();
    expect(within(twn).getByText(/until one is chosen/)).toBeTruthy();

    fireEvent.click(within(twn).getByRole('radio', { name: 'Employment only' }));
    expect(await within(twn).findByText(CONFIG_ENGINE_MESSAGES.templateChosen('Employment only'))).toBeTruthy();
    expect(JSON.parse(server.callsTo(TWN_TEMPLATE)[0]!.body)).toEqual({ templatename: 'OVP_EMP_ONLY' });
    await waitFor(() => expect((within(twn).getByRole('radio', { name: 'Employment only' }) as HTMLInputElement).checked).toBe(true));
    // the secret never shows again: the form is gone once connected
    expect(within(twn).queryByLabelText(/^Password/)).toBeNull();
  });

  it('validates DataX (a wrong password refused, then connected) and disconnects it after confirmation', async () => {
    const server = configEngineApi({ twn: CONNECTED.twn, datax: null });
    renderApp({ path: '/config-engine', auth: ADMIN_AUTH });
    const datax = await screen.findByRole('region', { name: 'DataX' });
    type(datax, /License key/, 'DX-LENDER-5529');
    type(datax, /^Password/, 'nope');
    fireEvent.click(within(datax).getByRole('button', { name: 'Validate and connect' }));
    expect((await within(datax).findByRole('alert')).textContent).toBe(CONFIG_ENGINE_MESSAGES.dataxRefused);
    type(datax, /^Password/, DATAX_PASSWORD);
    fireEvent.click(within(datax).getByRole('button', { name: 'Validate and connect' }));
    expect(await within(datax).findByText(CONFIG_ENGINE_MESSAGES.dataxConnected)).toBeTruthy();
    expect(await within(datax).findByText('••••5529')).toBeTruthy();
    expect(server.callsTo(DATAX_VALIDATE)).toHaveLength(2);

    fireEvent.click(within(datax).getByRole('button', { name: 'Disconnect' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Disconnect DataX?' });
    expect(within(dialog).getByText(/leave out alternative data/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    await waitFor(() => expect(within(card('DataX')).getByText(CONFIG_ENGINE_MESSAGES.disconnected('datax'))).toBeTruthy());
    await waitFor(() => expect(within(card('DataX')).getByText('Not connected')).toBeTruthy());
    expect(server.callsTo(`${CONNECTIONS}/datax`).map((c) => c.method)).toEqual(['DELETE']);
    // TWN untouched
    expect(within(card('The Work Number')).getByText('Connected')).toBeTruthy();
  });

  it('shows a connected account masked with its template, and lets its credentials be changed', async () => {
    configEngineApi(CONNECTED);
    renderApp({ path: '/config-engine', auth: ADMIN_AUTH });
    const twn = await screen.findByRole('region', { name: 'The Work Number' });
    expect(within(twn).getByText('••••-twn')).toBeTruthy();
    expect((within(twn).getByRole('radio', { name: 'Employment and income' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(twn).getByRole('button', { name: 'Change credentials' }));
    expect(within(twn).getByRole('button', { name: 'Validate new credentials' })).toBeTruthy();
    expect(within(twn).getByRole('textbox', { name: /User ID/ })).toBeTruthy();
  });

  it('is not shown to a user without productmanagementadmin', async () => {
    const server = configEngineApi(CONNECTED);
    renderApp({ path: '/config-engine', auth: END_USER_AUTH });
    await waitFor(() => expect(screen.queryByRole('heading', { level: 1, name: 'Configuration Engine' })).toBeNull());
    expect(server.callsTo(CONNECTIONS)).toHaveLength(0);
  });
});
