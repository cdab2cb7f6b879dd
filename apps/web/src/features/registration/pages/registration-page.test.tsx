import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES, REGISTRATION_MESSAGES, type ClientConfig } from '@creditdesk/contracts';
import { json } from '../../../testing/fake-api';
import { TEST_CONFIG } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { REGISTRATION_TEXTS } from '../registration-failure';
import { AUTHORISATION_REQUIRED } from '../registration-form';
import {
  CUSTOMER_PATH,
  GENERATE_PATH,
  R,
  REGISTRATION_CONFIG,
  REGISTRATION_KEY,
  VALIDATE_PATH,
  existsPath,
  fakeRegistrationApi,
} from '../testing/fake-registration-api';

const type = (name: RegExp, value: string) => fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
const field = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const next = () => screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
const messages = () => screen.getByRole('region', { name: 'Messages' });
const stepTitle = (text: RegExp) => screen.findByRole('heading', { level: 2, name: text });

async function openRegistration(config: ClientConfig = REGISTRATION_CONFIG) {
  const view = renderApp({ path: '/registration', config });
  await screen.findByRole('heading', { level: 1, name: 'Register Your Company' });
  return view;
}

async function verify(memberNumber = '500600700', code = 'demo-reg1-2026') {
  type(/Member number/, memberNumber);
  type(/Security code/, code);
  fireEvent.click(next());
}

async function toAdministrator({ sso = false } = {}) {
  await verify();
  await stepTitle(/Step 2 of 4: Company/);
  if (sso) fireEvent.click(screen.getByRole('radio', { name: /Single sign-on/ }));
  fireEvent.click(next());
  await stepTitle(/Step 3 of 4: First administrator/);
}

async function fillAdministrator(userName = 'jane_doe') {
  type(/First name/, 'Jane');
  type(/Last name/, 'Doe');
  type(/E-mail address/, 'jane@acme.example');
  type(/User name/, userName);
  type(/Job title/, 'Credit manager');
  await screen.findByLabelText('User ID is free');
}

async function acknowledge() {
  type(/First name/, 'Sam');
  type(/Last name/, 'Signer');
  fireEvent.click(screen.getByRole('checkbox', { name: /I am authorised to register/ }));
}

/** Fills every step and registers; the refusal brings the person back to the administrator step. */
async function registerRefused() {
  await toAdministrator();
  await fillAdministrator();
  fireEvent.click(next());
  await stepTitle(/Security acknowledgement/);
  await acknowledge();
  fireEvent.click(screen.getByRole('button', { name: 'Register Company' }));
  await stepTitle(/First administrator/);
}

// Whole forms in jsdom with a real 300 ms pause before each User ID check: slow on a busy machine.
describe('Register Your Company', () => {
  it('is reached from the landing view’s “register your company” link', async () => {
    fakeRegistrationApi();
    const { router } = renderApp({ path: '/', config: REGISTRATION_CONFIG });
    fireEvent.click(await screen.findByRole('link', { name: MESSAGES.landing.registerLink }));
    await screen.findByRole('heading', { level: 1, name: 'Register Your Company' });
    expect(router.state.location.pathname).toBe('/registration');
  });

  it('account verification: judges the fields before asking, then checks the pair with the API key and suggests the company name', async () => {
    const server = fakeRegistrationApi();
    await openRegistration();
    expect(field(/Member number/).required).toBe(true);
    fireEvent.click(next());
    expect(await screen.findByText('Member number is required')).toBeTruthy();
    expect(screen.getByText('Security code is required')).toBeTruthy();
    type(/Member number/, '12-34');
    expect(await screen.findByText(REGISTRATION_MESSAGES.memberNumberFormat)).toBeTruthy();
    type(/Security code/, 'ab');
    expect(await screen.findByText(REGISTRATION_MESSAGES.securityCodeFormat)).toBeTruthy();
    fireEvent.click(next());
    await new Promise((r) => setTimeout(r, 20));
    expect(server.callsTo(VALIDATE_PATH)).toHaveLength(0);

    await verify('500600700', 'demo-reg1-2026');
    await stepTitle(/Step 2 of 4: Company/);
    const [call] = server.callsTo(VALIDATE_PATH);
    expect(JSON.parse(call.body)).toEqual({ memberNumber: '500600700', securityCode: 'demo-reg1-2026' });
    expect(call.headers.get('x-api-key')).toBe(REGISTRATION_KEY);
    expect(call.headers.get('authorization')).toBeNull();
    expect(field(/Company name/).value).toBe('Acme Lending');
    expect((screen.getByRole('radio', { name: /Standard/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('shows the server’s refusals of the member number: wrong code with attempts left, locked until, used, unknown', async () => {
    const answers = [R.wrongCode(2), R.locked('2026-11-23T01:30:00.000Z'), R.used(), R.unknown()];
    fakeRegistrationApi({ onValidate: () => answers.shift() });
    await openRegistration();

    await verify();
    const wrong = REGISTRATION_MESSAGES.wrongSecurityCode(2);
    await waitFor(() => expect(messages().textContent).toBe(wrong));
    // on the security code too, and the step stays
    await waitFor(() => expect(field(/Security code/).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText(wrong)).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 2, name: /Step 1 of 4/ })).toBeTruthy();

    fireEvent.click(next());
    await waitFor(() => expect(messages().textContent).toBe(REGISTRATION_MESSAGES.memberNumberLocked('2026-11-23T01:30:00.000Z')));
    expect(messages().textContent).toContain('Try again after 2026-11-23 01:30 UTC');

    fireEvent.click(next());
    await waitFor(() => expect(messages().textContent).toBe(REGISTRATION_MESSAGES.memberNumberUsed));

    fireEvent.click(next());
    await waitFor(() => expect(messages().textContent).toBe(REGISTRATION_MESSAGES.unknownMemberNumber));
    await waitFor(() => expect(field(/Member number/).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByRole('heading', { level: 2, name: /Step 1 of 4/ })).toBeTruthy();
  });

  it('company: the name is required and may not hold | ! or +', async () => {
    fakeRegistrationApi({ onValidate: (b) => json({ valid: true, memberNumber: b.memberNumber, companyName: '', message: 'ok' }) });
    await openRegistration();
    await verify();
    await stepTitle(/Step 2 of 4: Company/);
    fireEvent.click(next());
    expect(await screen.findByText('Company name is required')).toBeTruthy();
    type(/Company name/, 'Acme | Lending');
    expect(await screen.findByText('Company name must not contain | ! or +')).toBeTruthy();
    type(/Company name/, 'Acme Lending');
    fireEvent.click(next());
    await stepTitle(/First administrator/);
  });

  it('first administrator (REG): the User ID is judged live (§5), Generate needs both names, Next waits for the check', async () => {
    const server = fakeRegistrationApi({ taken: ['taken_name'] });
    await openRegistration();
    await toAdministrator();
    expect(screen.queryByRole('textbox', { name: /Corporate user id/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText(MESSAGES.userId.nameRequiredToGenerate)).toBeTruthy();
    type(/First name/, 'Jane');
    type(/Last name/, 'Doe');
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(field(/User name/).value).toBe('jane_doe'));
    expect(JSON.parse(server.callsTo(GENERATE_PATH)[0].body)).toEqual({ firstName: 'Jane', lastName: 'Doe' });
    expect(server.callsTo(GENERATE_PATH)[0].headers.get('x-api-key')).toBe(REGISTRATION_KEY);
    expect(await screen.findByLabelText('User ID is free')).toBeTruthy();

    type(/User name/, 'jane doe');
    expect(await screen.findByText(MESSAGES.userId.invalidCharacters)).toBeTruthy();
    expect(next().disabled).toBe(true);
    type(/User name/, 'jane@doe');
    expect(await screen.findByText(MESSAGES.userId.invalidEmail)).toBeTruthy();
    type(/User name/, 'taken_name');
    expect(screen.getByLabelText('Checking the User ID')).toBeTruthy();
    expect(next().disabled).toBe(true);
    expect(await screen.findByText(MESSAGES.userId.taken)).toBeTruthy();
    expect(next().disabled).toBe(true);
    expect(server.callsTo(existsPath('taken_name'))[0].headers.get('x-api-key')).toBe(REGISTRATION_KEY);
    expect(server.calls.some((c) => c.url.pathname === existsPath('jane doe'))).toBe(false);

    type(/User name/, 'jane_doe');
    await screen.findByLabelText('User ID is free');
    fireEvent.click(next());
    // e-mail still missing
    expect(await screen.findByText('E-mail address is required')).toBeTruthy();
    type(/E-mail address/, 'jane@acme');
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    type(/E-mail address/, 'jane@acme.example');
    fireEvent.click(next());
    await stepTitle(/Security acknowledgement/);
  });

  it('ignores a stale answer of the User ID check', async () => {
    let answerFirst: (r: Response) => void = () => {};
    const server = fakeRegistrationApi({ onExists: (name) => (name === 'jane' ? new Promise<Response>((resolve) => (answerFirst = resolve)) : undefined) });
    await openRegistration();
    await toAdministrator();
    type(/User name/, 'jane');
    await waitFor(() => expect(server.callsTo(existsPath('jane'))).toHaveLength(1));
    type(/User name/, 'jane2');
    expect(await screen.findByLabelText('User ID is free')).toBeTruthy();
    await act(async () => answerFirst(json({ userName: 'jane', exists: true })));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText(MESSAGES.userId.taken)).toBeNull();
    expect(screen.getByLabelText('User ID is free')).toBeTruthy();
  });

  it('SSO: the corporate user id is the user name (checked live); login type e-mail makes the address the user name', async () => {
    const server = fakeRegistrationApi({ taken: ['jane@acme.example'] });
    await openRegistration();
    await toAdministrator({ sso: true });
    expect(screen.queryByRole('radio', { name: /A user name/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /User name/ })).toBeNull();
    fireEvent.click(next());
    expect(await screen.findByText(REGISTRATION_MESSAGES.corporateUserIdRequired)).toBeTruthy();
    type(/Corporate user id/, 'JDoe-01');
    expect(await screen.findByLabelText('User ID is free')).toBeTruthy();
    expect(server.callsTo(existsPath('JDoe-01'))).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await stepTitle(/Step 2 of 4/);
    fireEvent.click(screen.getByRole('radio', { name: /Standard/ }));
    fireEvent.click(next());
    await stepTitle(/First administrator/);
    fireEvent.click(screen.getByRole('radio', { name: /The e-mail address/ }));
    expect(screen.queryByRole('textbox', { name: /User name/ })).toBeNull();
    type(/E-mail address/, 'jane@acme.example');
    expect(await screen.findByText(MESSAGES.userId.taken)).toBeTruthy();
    expect(server.callsTo(existsPath('jane@acme.example'))).toHaveLength(1);
  });

  it('security acknowledgement: names and the authorisation box are required; the summary shows what is registered', async () => {
    fakeRegistrationApi();
    await openRegistration();
    await toAdministrator();
    await fillAdministrator();
    fireEvent.click(next());
    await stepTitle(/Security acknowledgement/);
    const summary = screen.getByLabelText('Registration summary');
    expect(summary.textContent).toContain('Acme Lending');
    expect(summary.textContent).toContain('500600700');
    expect(summary.textContent).toContain('jane_doe');
    fireEvent.click(screen.getByRole('button', { name: 'Register Company' }));
    expect(await screen.findByText(AUTHORISATION_REQUIRED)).toBeTruthy();
    expect(screen.getAllByText('First name is required')).toHaveLength(1);
    expect(screen.getByText('Last name is required')).toBeTruthy();
  });

  it('submits the §3 payload (REG, user name) and goes to /registration/complete, which tells what happens next', async () => {
    const server = fakeRegistrationApi();
    const { router } = await openRegistration();
    await toAdministrator();
    await fillAdministrator();
    fireEvent.change(screen.getByRole('combobox', { name: /Time zone/ }), { target: { value: 'America/Chicago' } });
    fireEvent.click(next());
    await stepTitle(/Security acknowledgement/);
    await acknowledge();
    fireEvent.click(screen.getByRole('button', { name: 'Register Company' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/registration/complete'));

    const [call] = server.callsTo(CUSTOMER_PATH);
    expect(call.method).toBe('POST');
    expect(call.headers.get('x-api-key')).toBe(REGISTRATION_KEY);
    expect(JSON.parse(call.body)).toEqual({
      memberNumber: '500600700',
      securityCode: 'demo-reg1-2026',
      companyName: 'Acme Lending',
      registrationType: 'REG',
      securityAcknowledge: { firstName: 'Sam', lastName: 'Signer' },
      userDetails: {
        firstName: 'Jane',
        lastName: 'Doe',
        email: 'jane@acme.example',
        authenticationType: 'username',
        userName: 'jane_doe',
        country: 'US',
        timeZone: 'America/Chicago',
        jobTitle: 'Credit manager',
      },
    });

    await screen.findByRole('heading', { level: 1, name: 'Registration Complete' });
    const main = screen.getByRole('main');
    expect(main.textContent).toContain('Acme Lending is registered');
    expect(main.textContent).toContain('jane@acme.example');
    expect(main.textContent).toContain('(jane_doe)');
    expect(main.textContent).toContain('temporary password');
    expect(main.textContent).toContain('Choose your own password');
    fireEvent.click(within(main).getByRole('link', { name: 'Log In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('submits an SSO registration with the corporate user id and no login type', async () => {
    const server = fakeRegistrationApi();
    await openRegistration();
    await toAdministrator({ sso: true });
    type(/First name/, 'Jane');
    type(/Last name/, 'Doe');
    type(/E-mail address/, 'jane@acme.example');
    type(/Corporate user id/, 'JDoe-01');
    await screen.findByLabelText('User ID is free');
    fireEvent.click(next());
    await stepTitle(/Security acknowledgement/);
    await acknowledge();
    fireEvent.click(screen.getByRole('button', { name: 'Register Company' }));
    await screen.findByRole('heading', { level: 1, name: 'Registration Complete' });
    const body = JSON.parse(server.callsTo(CUSTOMER_PATH)[0].body);
    expect(body.registrationType).toBe('SSO');
    expect(body.userDetails).toMatchObject({ corporateUserId: 'JDoe-01' });
    expect(body.userDetails).not.toHaveProperty('userName');
    expect(body.userDetails).not.toHaveProperty('authenticationType');
    expect(screen.getByRole('main').textContent).toContain('(jdoe-01)');
  });

  it('a user name taken meanwhile sends the person back to the administrator with the field marked', async () => {
    fakeRegistrationApi({ onCustomer: () => R.userNameTaken() });
    const { router } = await openRegistration();
    await registerRefused();
    await waitFor(() => expect(messages().textContent).toBe(MESSAGES.userId.taken));
    await waitFor(() => expect(field(/User name/).getAttribute('aria-invalid')).toBe('true'));
    expect(router.state.location.pathname).toBe('/registration');
  });

  it('a 400 naming fields puts each message on its field and shows its step', async () => {
    fakeRegistrationApi({
      onCustomer: () =>
        json({ status: 400, message: 'Invalid request', additionalErrorDetails: { fields: [{ field: 'body.userDetails.timeZone', message: REGISTRATION_MESSAGES.timeZone }] }, correlationId: 'c' }, 400),
    });
    await openRegistration();
    await registerRefused();
    expect(await screen.findByText(REGISTRATION_MESSAGES.timeZone)).toBeTruthy();
    expect(messages().textContent).toBe(REGISTRATION_TEXTS.checkFields);
  });

  it('says clearly when the API key is missing, refused, or the service cannot be reached', async () => {
    fakeRegistrationApi();
    const { unmount } = await openRegistration(TEST_CONFIG);
    expect(screen.getByText(REGISTRATION_TEXTS.keyMissing)).toBeTruthy();
    expect(next().disabled).toBe(true);
    unmount();

    fakeRegistrationApi({ onValidate: () => R.keyInvalid() });
    const second = await openRegistration();
    await verify();
    await waitFor(() => expect(messages().textContent).toBe(REGISTRATION_TEXTS.keyRefused));
    second.unmount();

    fakeRegistrationApi({
      onValidate: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await openRegistration();
    await verify();
    await waitFor(() => expect(messages().textContent).toBe(REGISTRATION_TEXTS.network));
  });
});
