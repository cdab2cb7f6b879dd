import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PRODUCT_CONFIGURATION_MESSAGES as M } from '@creditdesk/contracts';
import { ADMIN_AUTH } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { BY_MEMBER, CONFIGURATIONS, CREATE, ID, MEMBER_OPTIONS, productConfigurationsApi } from '../testing/fake-product-configurations';

const select = (name: RegExp) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const choose = (name: RegExp, value: string) => fireEvent.change(select(name), { target: { value } });
const nameField = () => screen.getByRole('textbox', { name: /Configuration name/ }) as HTMLInputElement;
const where = (router: ReturnType<typeof renderApp>['router']) => router.state.location.pathname + router.state.location.search;
const optionLabels = (el: HTMLSelectElement) => Array.from(el.options).map((o) => o.textContent);

// whole pages render slowly on a busy machine

describe('Add Product Configuration', () => {
  it('offers the products of the chosen account number and draws their options from the declaration', async () => {
    const server = productConfigurationsApi();
    const { router } = renderApp({ path: '/product-configuration/add', auth: ADMIN_AUTH });
    await screen.findByRole('heading', { level: 1, name: 'Add Product Configuration' });
    await waitFor(() => expect(optionLabels(select(/Account number/))).toEqual(['Select an account number', '100200300 – Demo Lending - Consumer', '100200302 – Demo Lending - Cards']));
    expect(select(/Product/).disabled).toBe(true);
    expect(screen.getByText('Choose the account number first: it decides which products can be configured.')).toBeTruthy();

    choose(/Account number/, '100200300');
    await waitFor(() => expect(select(/Product/).disabled).toBe(false));
    expect(JSON.parse(server.callsTo(BY_MEMBER)[0].body)).toEqual({ memberNumber: '100200300' });
    // the option fields come from the options call of the account number (reports.md §7)
    await waitFor(() => expect(server.callsTo(MEMBER_OPTIONS('100200300'))).toHaveLength(1));
    expect(optionLabels(select(/Product/))).toEqual(['Select a product', 'Consumer Credit Report', 'OneView', 'OneView+', 'Automated Data View']);

    // the OneView+: a score model (a select) and its add-ons (checkboxes, both on by default), with hints
    choose(/Product/, 'OVWP');
    expect(await screen.findByRole('heading', { name: 'OneView+ options' })).toBeTruthy();
    expect(select(/Score model/).value).toBe('vantagescore4');
    expect(screen.getByText('The risk score printed on the report and used by adverse-action letters.')).toBeTruthy();
    const addOns = screen.getByRole('group', { name: 'Add-ons' });
    const work = within(addOns).getByRole('checkbox', { name: 'Employment verification (The Work Number)' }) as HTMLInputElement;
    const datax = within(addOns).getByRole('checkbox', { name: 'Alternative data (DataX)' }) as HTMLInputElement;
    expect([work.checked, datax.checked]).toEqual([true, true]);
    expect(within(addOns).getByText('Drawn from the accounts connected on the Configuration Engine.')).toBeTruthy();

    // the ADV declares none
    choose(/Product/, 'ADV');
    expect(await screen.findByText(/has no options to set/)).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: /Score model/ })).toBeNull();

    choose(/Product/, 'OVWP');
    await screen.findByRole('group', { name: 'Add-ons' });
    choose(/Score model/, 'fico8');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Alternative data (DataX)' }));
    fireEvent.change(nameField(), { target: { value: '  OneView Plus FICO 8 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add product configuration' }));
    expect(await screen.findByText(M.created('OneView Plus FICO 8'))).toBeTruthy();
    expect(where(router)).toBe('/product-configuration');
    expect(JSON.parse(server.callsTo(CREATE)[0].body)).toEqual({
      configurationName: 'OneView Plus FICO 8',
      productCode: 'OVWP',
      memberNumber: '100200300',
      options: { scoreModel: 'fico8', addOns: ['employmentVerification'] },
    });
    expect(await screen.findByText('OneView Plus FICO 8')).toBeTruthy();
  });

  it('checks with the contracts before sending, and shows a taken name (409) on the name', async () => {
    const server = productConfigurationsApi();
    renderApp({ path: '/product-configuration/add?memberNumber=100200300', auth: ADMIN_AUTH });
    await screen.findByRole('heading', { level: 1, name: 'Add Product Configuration' });
    await waitFor(() => expect(select(/Account number/).value).toBe('100200300'));
    fireEvent.click(screen.getByRole('button', { name: 'Add product configuration' }));
    expect(await screen.findByText('Choose a product')).toBeTruthy();
    expect(screen.getByText('Configuration name is required')).toBeTruthy();
    fireEvent.change(nameField(), { target: { value: '#bad name' } });
    await waitFor(() => expect(select(/Product/).disabled).toBe(false));
    choose(/Product/, 'CCR');
    fireEvent.click(screen.getByRole('button', { name: 'Add product configuration' }));
    expect(await screen.findByText(/configurationName may hold letters|Configuration name may hold letters/)).toBeTruthy();
    expect(server.callsTo(CREATE)).toHaveLength(0);

    fireEvent.change(nameField(), { target: { value: 'consumer fico 8' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add product configuration' }));
    expect(await screen.findByText(M.duplicateName('consumer fico 8'))).toBeTruthy();
    expect(nameField().getAttribute('aria-invalid')).toBe('true');
    expect(server.callsTo(CREATE)).toHaveLength(1);
  });
});

describe('Edit Product Configuration', () => {
  it('loads the configuration with its product fixed and sends the name, account number and options', async () => {
    const server = productConfigurationsApi();
    const { router } = renderApp({ path: `/product-configuration/edit?id=${ID(2)}`, auth: ADMIN_AUTH });
    expect(await screen.findByDisplayValue('OneView Plus employment')).toBeTruthy();
    const product = screen.getByRole('textbox', { name: 'Product' }) as HTMLInputElement;
    expect(product.value).toBe('OneView+');
    expect(product.readOnly).toBe(true);
    expect(select(/Account number/).value).toBe('100200300');
    expect((screen.getByRole('checkbox', { name: 'Employment verification (The Work Number)' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Alternative data (DataX)' }) as HTMLInputElement).checked).toBe(false);
    const save = screen.getByRole('button', { name: 'Save changes' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    // the company's numbers come with their own call: choose one once it is offered
    await waitFor(() => expect(Array.from(select(/Account number/).options).map((o) => o.value)).toContain('100200302'));
    choose(/Account number/, '100200302');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Alternative data (DataX)' }));
    fireEvent.change(nameField(), { target: { value: 'OneView Plus cards' } });
    await waitFor(() => expect(save.disabled).toBe(false));
    fireEvent.click(save);
    // the list's message area, once the list has opened (slow on a busy machine)
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(M.updated('OneView Plus cards')));
    expect(where(router)).toBe('/product-configuration');
    const put = server.calls.find((c) => c.method === 'PUT')!;
    expect(put.url.pathname).toBe(`${CONFIGURATIONS}/${ID(2)}`);
    expect(JSON.parse(put.body)).toEqual({
      configurationName: 'OneView Plus cards',
      memberNumber: '100200302',
      options: { scoreModel: 'vantagescore4', addOns: ['employmentVerification', 'alternativeData'] },
    });
  });

  it('shows a name taken by another configuration on the name, and a missing one as not found', async () => {
    productConfigurationsApi();
    renderApp({ path: `/product-configuration/edit?id=${ID(1)}`, auth: ADMIN_AUTH });
    await screen.findByDisplayValue('Consumer FICO 8');
    fireEvent.change(nameField(), { target: { value: 'ADV standard' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(M.duplicateName('ADV standard'))).toBeTruthy();
  });

  it('says so when the configuration does not exist', async () => {
    productConfigurationsApi();
    renderApp({ path: `/product-configuration/edit?id=${ID(99)}`, auth: ADMIN_AUTH });
    expect(await screen.findByText(M.notFound)).toBeTruthy();
  });
});
