import type { RegisteredCustomer } from '@creditdesk/contracts';

/** What /registration/complete tells: kept for this tab, so a reload of the page still says it. */
export type RegistrationResult = Pick<RegisteredCustomer, 'customerId' | 'companyName' | 'userName' | 'email' | 'memberNumber'>;

const KEY = 'creditdesk.registration.result';

export function storeRegistrationResult({ customerId, companyName, userName, email, memberNumber }: RegistrationResult) {
  sessionStorage.setItem(KEY, JSON.stringify({ customerId, companyName, userName, email, memberNumber }));
}

export function readRegistrationResult(): RegistrationResult | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<RegistrationResult> | null;
    const ok = value && ['customerId', 'companyName', 'userName', 'email', 'memberNumber'].every((k) => typeof value[k as keyof RegistrationResult] === 'string');
    return ok ? (value as RegistrationResult) : null;
  } catch {
    return null;
  }
}
