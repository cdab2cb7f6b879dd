import { generate } from 'otplib';
import type { StepUpChallenge } from '@creditdesk/contracts';

/**
 * Proves a second factor for a session over HTTP only (a server in another process, its database out
 * of reach): the step-up challenge of a user without an app shows the setup key, whose first code
 * enrols the app and proves the step-up (modules/mfa/step-up.service.ts). The user's later logins then ask for MFA.
 * Answers the app's secret: given back (`secret`), it proves a later step-up of the enrolled user.
 */
export async function stepUpByTotp(api: (path: string, init: RequestInit) => Promise<Response>, accessToken: string, secret?: string): Promise<string> {
  const headers = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };
  const challenge = (await (await api('/login/step-up/challenge', { method: 'POST', headers: { authorization: headers.authorization } })).json()) as StepUpChallenge;
  const appSecret = secret ?? challenge.enrollment?.secret;
  if (!appSecret) throw new Error('stepUpByTotp: the user already has an authenticator app whose secret was not given');
  const code = await generate({ secret: appSecret });
  const res = await api('/login/step-up', { method: 'POST', headers, body: JSON.stringify({ method: 'totp', mfa_token: challenge.mfa_token, code }) });
  if (res.status !== 200) throw new Error(`stepUpByTotp: ${res.status} ${await res.text()}`);
  return appSecret;
}
