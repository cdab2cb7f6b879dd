import { type RecalledApplicant, recalledApplicantSchema } from '@creditdesk/contracts';

/*
 * Applicant recall (issue 33): the stored order's identity (each product stores the subject its
 * order named: a consumer, the credit family's applicants, a screen's subject, Kount's personMatch)
 * reduced to what the order forms take. Only the fields of RecalledApplicant leave the server;
 * anything else the order held (account numbers, employers, a business) stays stored.
 */

type Loose = Record<string, unknown>;

const isObject = (v: unknown): v is Loose => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);

/** The person a stored identity names: the primary applicant of a list, Kount's personMatch, else the object itself. */
function personOf(identity: unknown): Loose | undefined {
  if (Array.isArray(identity)) {
    const people = identity.filter(isObject);
    return people.find((p) => p.role === 'primary') ?? people[0];
  }
  if (!isObject(identity)) return undefined;
  if (isObject(identity.personMatch)) return identity.personMatch;
  return identity;
}

function addressOf(person: Loose): RecalledApplicant['address'] {
  const a = isObject(person.address) ? person.address : undefined;
  if (!a) return undefined;
  const [line1, city, state, zip] = [text(a.line1), text(a.city), text(a.state), text(a.zip)];
  if (!line1 || !city || !state || !zip) return undefined;
  const country = a.country === 'US' || a.country === 'CA' ? a.country : undefined;
  return { line1, city, state, zip, ...(country ? { country } : {}) };
}

/** The applicant of a stored identity as the order forms take it, or undefined when it names no person (a business). */
export function recalledApplicantOf(identity: unknown): RecalledApplicant | undefined {
  const person = personOf(identity);
  if (!person) return undefined;
  // Kount's personMatch names the person as { name: { first, last } }
  const name = isObject(person.name) ? person.name : {};
  const firstName = text(person.firstName) ?? text(name.first);
  const lastName = text(person.lastName) ?? text(name.last);
  if (!firstName || !lastName) return undefined;
  const pick = {
    firstName,
    middleName: text(person.middleName),
    lastName,
    suffix: text(person.suffix),
    ssn: text(person.ssn),
    dateOfBirth: text(person.dateOfBirth),
    address: addressOf(person),
    phone: text(person.phone),
    email: text(person.email),
  };
  const present = Object.fromEntries(Object.entries(pick).filter(([, v]) => v !== undefined));
  return recalledApplicantSchema.parse(present);
}
