import type { ScreeningField } from '../../product-kit/screening/screening-form-values';

/** Kount's request names the person's fields inside personMatch (its name's first, middle and last), the business's inside businessMatch. */
const MATCH_FIELDS: Record<string, Partial<Record<string, ScreeningField>>> = {
  personMatch: { first: 'firstName', middle: 'middleName', last: 'lastName', dateOfBirth: 'dateOfBirth', country: 'country' },
  businessMatch: { name: 'businessName', country: 'country' },
};

/**
 * The form field a Kount request path names ('personMatch.name.last' → 'lastName',
 * 'customerConfigurations.customerReferenceNumber' → 'customerReferenceNumber'), or undefined (the
 * session's user name and company are no field of the form; "exactly one of" is the form's as a whole).
 */
export function kountFieldOf(path: readonly PropertyKey[]): ScreeningField | undefined {
  const parts = path.map(String);
  const [head] = parts;
  if (head === 'accountNumber') return head;
  if (head === 'customerConfigurations') return parts[1] === 'customerReferenceNumber' ? 'customerReferenceNumber' : undefined;
  return MATCH_FIELDS[head]?.[parts.at(-1) ?? ''] ?? undefined;
}
