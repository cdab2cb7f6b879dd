import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { ThemeProvider } from '@mui/material/styles';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PASSKEY_MESSAGES, type StepUpChallenge } from '@creditdesk/contracts';
import { createAppStore } from '../../../app/store';
import { theme } from '../../../app/theme';
import { requestStepUp, settleStepUp } from '../../../api/step-up-gate';
import { storeSessionTokens } from '../../../lib/auth/token-storage';
import { fakeApi, json, errorBody } from '../../../testing/fake-api';
import { ADMIN_AUTH, TEST_CONFIG, makeTokenSet } from '../../../testing/fixtures';
import { StepUpDialog } from './step-up-dialog';

const CHALLENGE = '/api/login/step-up/challenge';
const OPTIONS = '/api/login/passkey/options';
const PROVE = '/api/login/step-up';

const challenge = (overrides: Partial<StepUpChallenge> = {}): StepUpChallenge => ({
  mfa_token: 'step-up-token',
  expires_in: 300,
  methods: ['passkey', 'totp', 'email'],
  totp_enrolled: true,
  policy: 'required',
  may_skip: false,
  max_age: 300,
  ...overrides,
});
const OPTIONS_BODY = { challengeId: '0b7a3a52-5d43-4a3e-9a38-1f1f3c2a9b10', options: { challenge: 'Y2hhbGxlbmdl', rpId: 'localhost', allowCredentials: [{ id: 'a2V5', type: 'public-key' }], userVerification: 'required' } };
const bytes = (text: string) => new TextEncoder().encode(text).buffer;
const b64url = (text: string) => Buffer.from(text).toString('base64url');

/** The browser's WebAuthn API as the user would answer it (jsdom has none): `answer` null is a cancel. */
function stubWebAuthn(answer: 'sign' | 'cancel') {
  vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
  const get = vi.fn(async () => {
    if (answer === 'cancel') throw new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError');
    return {
      id: 'a2V5',
      rawId: bytes('key'),
      type: 'public-key',
      authenticatorAttachment: 'platform',
      response: { clientDataJSON: bytes('client-data'), authenticatorData: bytes('auth-data'), signature: bytes('signature'), userHandle: bytes('user') },
      getClientExtensionResults: () => ({}),
    };
  });
  Object.defineProperty(navigator, 'credentials', { value: { get }, configurable: true });
  return get;
}

function renderDialog(routes: Record<string, () => Response>) {
  const store = createAppStore({ auth: ADMIN_AUTH, clientConfig: { value: TEST_CONFIG, status: 'loaded' } });
  storeSessionTokens(makeTokenSet());
  const server = fakeApi(({ url }) => {
    const handler = routes[url.pathname];
    if (!handler) throw new Error(`unexpected ${url.pathname}`);
    return handler();
  });
  render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <StepUpDialog />
      </ThemeProvider>
    </Provider>,
  );
  return server;
}

afterEach(() => {
  settleStepUp(false);
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'credentials');
});

describe('step-up dialog: the passkey', () => {
  it("offers the user's passkey, proves the step-up with it for this challenge, and lets the waiting call go again", async () => {
    const get = stubWebAuthn('sign');
    const server = renderDialog({
      [CHALLENGE]: () => json(challenge()),
      [OPTIONS]: () => json(OPTIONS_BODY),
      [PROVE]: () => json({ acr: 'urn:creditdesk:acr:mfa', amr: ['hwk', 'user'], auth_time: 1_800_000_000, fresh_until: '2027-01-15T08:05:00.000Z' }),
    });
    const proven = requestStepUp();
    fireEvent.click(await screen.findByRole('button', { name: 'Use my passkey' }));
    expect(await proven).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // the options are this challenge's user's passkeys; the browser is asked with them
    expect(JSON.parse(server.callsTo(OPTIONS)[0].body)).toEqual({ mfa_token: 'step-up-token' });
    expect(get).toHaveBeenCalledTimes(1);
    expect(JSON.parse(server.callsTo(PROVE)[0].body)).toEqual({
      method: 'passkey',
      mfa_token: 'step-up-token',
      challengeId: OPTIONS_BODY.challengeId,
      credential: {
        id: 'a2V5',
        rawId: b64url('key'),
        type: 'public-key',
        response: { clientDataJSON: b64url('client-data'), authenticatorData: b64url('auth-data'), signature: b64url('signature'), userHandle: b64url('user') },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      },
    });
  });

  it('keeps the dialog with a clear message when the user cancels or the server refuses, and the code stays possible', async () => {
    stubWebAuthn('cancel');
    const server = renderDialog({
      [CHALLENGE]: () => json(challenge()),
      [OPTIONS]: () => json(OPTIONS_BODY),
      [PROVE]: () => errorBody(400, PASSKEY_MESSAGES.failed),
    });
    void requestStepUp();
    fireEvent.click(await screen.findByRole('button', { name: 'Use my passkey' }));
    expect((await screen.findByRole('alert')).textContent).toBe(PASSKEY_MESSAGES.failed);
    expect(server.callsTo(PROVE)).toHaveLength(0);
    expect(screen.getByRole('textbox', { name: 'Code from your authenticator app' })).toBeTruthy();

    stubWebAuthn('sign');
    fireEvent.click(screen.getByRole('button', { name: 'Use my passkey' }));
    await waitFor(() => expect(server.callsTo(PROVE)).toHaveLength(1));
    expect((await screen.findByRole('alert')).textContent).toBe(PASSKEY_MESSAGES.failed);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it("does not push an authenticator app's set-up on a passkey holder without one (one click away)", async () => {
    stubWebAuthn('sign');
    const enrollment = { otpauthUrl: 'otpauth://totp/Creditdesk:demo.user?secret=JBSWY3DPEHPK3PXP', qrCodeDataUrl: 'data:image/png;base64,iVBORw0KGgo=', secret: 'JBSWY3DPEHPK3PXP' };
    renderDialog({ [CHALLENGE]: () => json(challenge({ totp_enrolled: false, enrollment })) });
    void requestStepUp();
    await screen.findByRole('button', { name: 'Use my passkey' });
    expect(screen.getByRole('button', { name: 'Send me a code by e-mail' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Set up an authenticator app instead' }));
    expect(await screen.findByRole('img', { name: /QR code/ })).toBeTruthy();
  });

  it.each([
    ['a user without a passkey', ['totp', 'email'] as const, true],
    ['a browser without WebAuthn', ['passkey', 'totp', 'email'] as const, false],
  ])('shows no passkey button to %s', async (_, methods, webauthn) => {
    if (webauthn) stubWebAuthn('sign');
    renderDialog({ [CHALLENGE]: () => json(challenge({ methods: [...methods] })) });
    void requestStepUp();
    await screen.findByRole('textbox', { name: 'Code from your authenticator app' });
    expect(screen.queryByRole('button', { name: 'Use my passkey' })).toBeNull();
  });
});
