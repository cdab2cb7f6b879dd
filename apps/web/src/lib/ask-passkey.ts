import type { PasskeyAssertionCredential, PasskeyRegistrationCredential } from '@creditdesk/contracts';

/*
 * The browser's passkey dialogs through @simplewebauthn/browser, loaded when first asked (the login
 * page's first chunk stays without it). Undefined when the user cancels or the browser has no passkey
 * for the request (NotAllowedError and the like); the server's options are passed as they came.
 */
export async function askPasskey(ceremony: 'get', options: object): Promise<PasskeyAssertionCredential | undefined>;
export async function askPasskey(ceremony: 'create', options: object): Promise<PasskeyRegistrationCredential | undefined>;
export async function askPasskey(ceremony: 'get' | 'create', options: object): Promise<PasskeyAssertionCredential | PasskeyRegistrationCredential | undefined> {
  const webauthn = await import('@simplewebauthn/browser');
  try {
    // the browser's JSON has the shapes the contracts declare (their optional parts aside)
    return ceremony === 'get'
      ? ((await webauthn.startAuthentication({ optionsJSON: options as Parameters<typeof webauthn.startAuthentication>[0]['optionsJSON'] })) as PasskeyAssertionCredential)
      : ((await webauthn.startRegistration({ optionsJSON: options as Parameters<typeof webauthn.startRegistration>[0]['optionsJSON'] })) as PasskeyRegistrationCredential);
  } catch {
    return undefined;
  }
}

/** Whether this browser can make and use passkeys at all (the buttons are shown only then). */
export function passkeysSupported(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}
