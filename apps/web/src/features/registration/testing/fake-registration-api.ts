import { REGISTRATION_MESSAGES, REGISTRATION_REFUSALS, type RegisteredCustomer } from '@creditdesk/contracts';
import { fakeApi, json, type FakeRequest } from '../../../testing/fake-api';
import { TEST_CONFIG } from '../../../testing/fixtures';

export const REGISTRATION_KEY = 'cdsk_reg_test_key';
export const REGISTRATION_CONFIG = { ...TEST_CONFIG, registrationApiKey: REGISTRATION_KEY };

export const VALIDATE_PATH = '/api/membernumber/validate';
export const GENERATE_PATH = '/api/generateuser';
export const CUSTOMER_PATH = '/api/customer';
export const REGISTERED_AT = '2026-11-28T14:05:00.000Z';
export const existsPath = (name: string) => `/api/exits/${encodeURIComponent(name)}`;

/** A refusal as the server words it: the contracts' sentence, the reason and its details. */
export const refusal = (status: number, message: string, details: Record<string, unknown> = {}) =>
  json({ status, message, additionalErrorDetails: details, correlationId: 'c-1' }, status);

export const R = {
  wrongCode: (attemptsLeft: number) =>
    refusal(400, REGISTRATION_MESSAGES.wrongSecurityCode(attemptsLeft), { reason: REGISTRATION_REFUSALS.wrongSecurityCode, attemptsLeft }),
  locked: (lockedUntil: string) => refusal(423, REGISTRATION_MESSAGES.memberNumberLocked(lockedUntil), { reason: REGISTRATION_REFUSALS.memberNumberLocked, lockedUntil }),
  used: () => refusal(409, REGISTRATION_MESSAGES.memberNumberUsed, { reason: REGISTRATION_REFUSALS.memberNumberUsed }),
  unknown: () => refusal(400, REGISTRATION_MESSAGES.unknownMemberNumber, { reason: REGISTRATION_REFUSALS.unknownMemberNumber }),
  keyInvalid: () => refusal(401, REGISTRATION_MESSAGES.apiKeyInvalid, { reason: REGISTRATION_REFUSALS.apiKeyInvalid }),
  userNameTaken: () => refusal(409, 'A user with that name already exists.', { reason: REGISTRATION_REFUSALS.userNameTaken, message: 'userName already exists' }),
};

export function registeredAnswer(body: Record<string, unknown>, userName: string): RegisteredCustomer {
  const email = (body.userDetails as { email: string }).email;
  return {
    status: 'success',
    message: REGISTRATION_MESSAGES.registered(String(body.companyName), email),
    customerId: '7f9c6a3e-1d2b-4c5d-8e9f-0a1b2c3d4e5f',
    companyName: String(body.companyName),
    memberNumber: String(body.memberNumber),
    userName,
    email,
  };
}

type Options = {
  taken?: string[];
  onValidate?: (body: Record<string, unknown>) => Response | undefined;
  /** answers the name check itself (e.g. late); undefined falls back to `taken`. */
  onExists?: (name: string) => Promise<Response> | Response | undefined;
  onCustomer?: (body: Record<string, unknown>) => Response | undefined;
};

/** The registration service as the portal calls it (docs/onboarding.md), recording every call. */
export function fakeRegistrationApi({ taken = [], onValidate, onExists, onCustomer }: Options = {}) {
  const body = (call: FakeRequest) => JSON.parse(call.body) as Record<string, unknown>;
  return fakeApi(async (call) => {
    const { pathname } = call.url;
    if (pathname === VALIDATE_PATH) {
      const b = body(call);
      return onValidate?.(b) ?? json({ valid: true, memberNumber: b.memberNumber, companyName: 'Acme Lending', message: REGISTRATION_MESSAGES.memberNumberValid });
    }
    if (pathname.startsWith('/api/exits/')) {
      const name = decodeURIComponent(pathname.slice('/api/exits/'.length));
      const own = await onExists?.(name);
      if (own) return own;
      const exists = taken.includes(name.toLowerCase());
      return json({ userName: name.toLowerCase(), exists, ...(exists ? { message: 'A user with that name already exists.' } : {}) });
    }
    if (pathname === GENERATE_PATH) {
      const b = body(call);
      return json({ userName: `${String(b.firstName).toLowerCase()}_${String(b.lastName).toLowerCase()}` });
    }
    if (pathname === CUSTOMER_PATH) {
      const b = body(call);
      const d = b.userDetails as { userName?: string; corporateUserId?: string; email: string };
      return onCustomer?.(b) ?? json(registeredAnswer(b, (d.corporateUserId ?? d.userName ?? d.email).toLowerCase()));
    }
    if (pathname.startsWith(`${CUSTOMER_PATH}/`)) {
      const id = pathname.slice(CUSTOMER_PATH.length + 1);
      if (call.headers.get('x-api-key') !== REGISTRATION_KEY) return R.keyInvalid();
      return json({ customerId: id, companyName: 'Acme Lending', status: 'active', registrationType: 'REG', registeredAt: REGISTERED_AT });
    }
    return json({ status: 404, message: `no fake for ${pathname}`, correlationId: 'c' }, 404);
  });
}
