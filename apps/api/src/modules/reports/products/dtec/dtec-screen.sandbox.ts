import {
  DTEC_CONFLICT_THRESHOLDS,
  DTEC_IDENTIFIER,
  DTEC_WARNINGS,
  type DtecAddressType,
  type DtecApplicant,
  type DtecNameOnSsn,
  type DtecPhoneType,
  type DtecReport,
  type DtecWarningCode,
  SSN_NEVER_ISSUED_REASON_LABELS,
  dtecRiskLevelOf,
  dtecVelocitySeverity,
  formatDate,
  formatDigits334,
  sortDtecWarnings,
  ssnNeverIssuedReasons,
} from '@creditdesk/contracts';
import { isoDaysBefore, isoOfDate } from '../../../../datasources/sandbox/calendar.js';
import { type SubmittedIdentity, maskSsn, normalizeAddress, normalizeName, sameAddress } from '../../../../datasources/sandbox/identity.js';
import { Rng } from '../../../../datasources/sandbox/seeded-random.js';
import { findIdPersona } from '../../../../datasources/sandbox/id-records/idreport-personas.js';
import { generatedIdRecord, nameMatchOf } from '../../../../datasources/sandbox/id-records/idreport-verifier.js';
import { type DtecPersona, type PersonaInquiry, type SsnIdentity, findDtecPersona } from './dtec-personas.sandbox.js';

/*
 * The sandbox's DTEC screen: the identities reported with the SSN (a persona's, the ID Report's
 * record for the SSN, or one generated from the submission), the alerts and the Death Master File,
 * the address and phone classified, the inquiries on the identity counted, every finding a warning
 * (the contracts' catalogue and thresholds) and the risk level (the contracts' rule). Deterministic.
 */

type Warning = DtecReport['warnings'][number];
const warning = (code: DtecWarningCode, text: string): Warning => ({ code, severity: DTEC_WARNINGS[code].severity, text });
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

const INDUSTRIES = ['Bank card', 'Retail card', 'Auto finance', 'Personal loan', 'Mortgage', 'Telecom', 'Utility'] as const;

/** What a street line says the address is: a private mailbox, a correctional facility, a PO box, a suite, or a residence. */
export function addressTypeOf(line1: string): { type: DtecAddressType; description: string } {
  const line = ` ${line1.toUpperCase().replace(/[.,#]/g, ' ').replace(/\s+/g, ' ')} `;
  if (/ (PMB|PRIVATE MAILBOX|PRIVATE MAIL BOX) /.test(line)) return { type: 'mail-drop', description: 'Commercial mail receiving agency (private mailbox)' };
  if (/ (CORRECTIONAL|PRISON|PENITENTIARY|DETENTION|JAIL) /.test(line)) return { type: 'correctional', description: 'Correctional facility' };
  if (/ (PO BOX|P O BOX|POST OFFICE BOX) /.test(line)) return { type: 'po-box', description: 'Post office box' };
  if (/ (STE|SUITE) /.test(line)) return { type: 'commercial', description: 'Commercial building (suite)' };
  return { type: 'residential', description: 'Residential address' };
}

type Submitted = SubmittedIdentity & { phone: string | null };

export function dtecReportFor(applicant: DtecApplicant, asOf: Date): DtecReport {
  const s: Submitted = {
    firstName: normalizeName(applicant.firstName),
    middleName: applicant.middleName ? normalizeName(applicant.middleName) || null : null,
    lastName: normalizeName(applicant.lastName),
    suffix: applicant.suffix ?? null,
    ssn: applicant.ssn.replace(/\D/g, ''),
    dateOfBirth: applicant.dateOfBirth ?? null,
    address: normalizeAddress({ ...applicant.address, country: 'US' }),
    phone: applicant.phone ? applicant.phone.replace(/\D/g, '') : null,
  };
  const masked = maskSsn(s.ssn);
  const neverIssued = ssnNeverIssuedReasons(s.ssn);
  const persona = neverIssued.length > 0 ? undefined : findDtecPersona(s.ssn);
  // each part drawn from what it is about: the inquiries from who the consumer is, the address and phone from themselves
  const identityKey = `${s.firstName}|${s.lastName}|${s.ssn}|${s.dateOfBirth ?? ''}`;
  const warnings: Warning[] = [];

  // the SSN: who it is on file for
  const identities = neverIssued.length > 0 ? [] : identitiesOf(s, persona, asOf);
  const matches = identities.map((identity) => nameMatchOf(s, identity).result);
  const own = matches.indexOf('match') >= 0 ? matches.indexOf('match') : matches.indexOf('partial');
  const nameOnSsn: DtecNameOnSsn = neverIssued.length > 0 ? 'never-issued' : identities.length === 0 ? 'no-record' : own < 0 ? 'no-match' : matches[own] === 'match' ? 'match' : 'partial';
  const dateOfDeath = persona?.dateOfDeath ?? findIdPersona(s.ssn)?.dateOfDeath ?? null;
  if (neverIssued.length > 0) {
    warnings.push(warning('SSN_INVALID', `The SSN ${masked} is not a number the Social Security Administration issues: ${neverIssued.map((r) => SSN_NEVER_ISSUED_REASON_LABELS[r]).join('; ')}.`));
  } else if (identities.length === 0) {
    warnings.push(warning('NO_RECORD', `No identity is reported with the SSN ${masked}: it may be new, little used, mistyped or made up.`));
  } else if (nameOnSsn === 'no-match') {
    const names = identities.map((i) => `${i.firstName} ${i.lastName}`).join(', ');
    warnings.push(warning('SSN_OTHER_NAME', `The SSN is on file only for ${names}, not for the name given: it may belong to someone else.`));
  } else if (identities.length > 1) {
    warnings.push(warning('SSN_OTHER_IDENTITIES', `${plural(identities.length - 1, 'other identity', 'other identities')} reported with this SSN besides the one given.`));
  }
  if (dateOfDeath) warnings.push(warning('SSN_DECEASED', `The SSN is reported deceased in the Death Master File: date of death ${formatDate(dateOfDeath)}.`));

  // alerts
  const alerts = (persona?.alerts ?? []).map((a) => ({ ...a, text: alertText(a.type, a.contactPhone) }));
  for (const a of alerts) {
    if (a.type === 'active-duty') warnings.push(warning('ACTIVE_DUTY_ALERT', `An active-duty alert is on file since ${formatDate(a.placedDate)}: the consumer is on military duty; verify the identity before extending credit.`));
    else warnings.push(warning('FRAUD_ALERT', `${a.type === 'initial-fraud' ? 'An initial' : 'An extended'} fraud alert is on file since ${formatDate(a.placedDate)}: the consumer reports identity theft${a.contactPhone ? ` and asks to be called at ${formatDigits334(a.contactPhone)}` : ''} before credit is extended.`));
  }

  // the address
  const kind = addressTypeOf(s.address.line1);
  const ownIdentity = own >= 0 ? identities[own] : undefined;
  const onFileForSsn = ownIdentity ? ownIdentity.addresses.some((a) => sameAddress(normalizeAddress({ ...a, country: 'US' }), s.address)) : false;
  const otherSsns90Days = persona?.otherSsnsAtAddress ?? (kind.type === 'mail-drop' || kind.type === 'correctional' ? Rng.fromKey(`dtec-address|${s.address.line1}|${s.address.zip}`).int(1, 4) : 0);
  if (kind.type === 'mail-drop' || kind.type === 'correctional') warnings.push(warning('ADDRESS_HIGH_RISK', `The address is a ${kind.description.toLowerCase()}: not where a consumer lives. Confirm a residential address.`));
  if (kind.type === 'commercial') warnings.push(warning('ADDRESS_NONRESIDENTIAL', 'The address is a commercial building (a suite), not a residence.'));
  if (kind.type === 'po-box') warnings.push(warning('ADDRESS_PO_BOX', 'The address is a post office box: ask for the residential address.'));
  if (otherSsns90Days >= DTEC_CONFLICT_THRESHOLDS.otherSsnsAtAddress) warnings.push(warning('ADDRESS_SHARED_SSNS', `${plural(otherSsns90Days, 'other SSN')} were given with this address in the last 90 days.`));
  if (ownIdentity && !onFileForSsn) warnings.push(warning('ADDRESS_NOT_ON_FILE', 'The address given is not among the addresses on file for the SSN\'s consumer.'));

  // the phone
  const phone = s.phone ? phoneOf(s.phone, persona, identityKey) : null;
  if (phone?.type === 'voip') warnings.push(warning('PHONE_VOIP', `The phone ${formatDigits334(phone.number)} is a VoIP number, easily obtained and discarded.`));

  // the inquiries
  const velocity = velocityOf(s, persona, Rng.fromKey(`dtec-inquiries|${identityKey}`), asOf, identities.length > 0);
  const velocitySeverity = dtecVelocitySeverity(velocity);
  if (velocitySeverity) {
    warnings.push(
      warning(velocitySeverity === 'high' ? 'INQUIRY_VELOCITY_HIGH' : 'INQUIRY_VELOCITY', `${plural(velocity.last7Days, 'inquiry', 'inquiries')} on this identity in the last 7 days and ${velocity.last30Days} in the last 30: a burst of applications.`),
    );
  }
  if (velocity.distinctNames30Days >= DTEC_CONFLICT_THRESHOLDS.names) warnings.push(warning('SSN_CONFLICTING_NAMES', `The SSN was given with ${velocity.distinctNames30Days} different names in the last 30 days.`));
  if (velocity.distinctAddresses30Days >= DTEC_CONFLICT_THRESHOLDS.addresses) warnings.push(warning('SSN_CONFLICTING_ADDRESSES', `The SSN was given with ${velocity.distinctAddresses30Days} different addresses in the last 30 days.`));

  const sorted = sortDtecWarnings(warnings);
  return {
    identifier: DTEC_IDENTIFIER,
    asOfDate: isoOfDate(asOf),
    subject: {
      firstName: s.firstName,
      middleName: s.middleName,
      lastName: s.lastName,
      suffix: s.suffix,
      ssnMasked: masked,
      dateOfBirth: s.dateOfBirth,
      address: { line1: s.address.line1, city: s.address.city, state: s.address.state, zip: s.address.zip },
      phone: s.phone,
    },
    riskLevel: dtecRiskLevelOf(sorted),
    ssn: {
      ssnMasked: masked,
      validity: neverIssued.length > 0 ? 'never-issued' : 'valid',
      deceased: dateOfDeath !== null,
      dateOfDeath,
      nameOnSsn,
      identities: identities.map((identity, i) => ({
        firstName: identity.firstName.toUpperCase(),
        middleName: identity.middleName,
        lastName: identity.lastName.toUpperCase(),
        dateOfBirth: identity.dateOfBirth,
        firstReported: identity.firstReported,
        lastReported: identity.lastReported,
        submitted: i === own,
        addresses: identity.addresses.map((a) => {
          const n = normalizeAddress({ ...a, country: 'US' });
          return { line1: n.line1, city: n.city, state: n.state, zip: n.zip, lastReported: a.lastReported };
        }),
      })),
    },
    address: { type: kind.type, description: kind.description, onFileForSsn, otherSsns90Days },
    phone,
    alerts,
    velocity,
    warnings: sorted,
  };
}

/** The identities reported with the SSN: the persona's, the ID Report's record (and its other identities), or the submission's own generated one. */
function identitiesOf(s: Submitted, persona: DtecPersona | undefined, asOf: Date): SsnIdentity[] {
  if (persona?.identities) return persona.identities;
  const idPersona = findIdPersona(s.ssn);
  if (idPersona) {
    const record = idPersona.onFile;
    const others = (idPersona.otherIdentities ?? []).map((o) => ({ ...o, addresses: [] }));
    if (!record) return [];
    const own: SsnIdentity = {
      firstName: record.firstName,
      middleName: record.middleName,
      lastName: record.lastName,
      dateOfBirth: record.dateOfBirth,
      firstReported: record.firstReported,
      lastReported: record.addresses[0]?.lastReported ?? record.firstReported,
      addresses: record.addresses.map((a) => ({ line1: a.line1, city: a.city, state: a.state, zip: a.zip, lastReported: a.lastReported })),
    };
    return [own, ...others].sort((a, b) => (a.lastReported < b.lastReported ? 1 : a.lastReported > b.lastReported ? -1 : 0));
  }
  const record = generatedIdRecord(s, asOf);
  if (!record) return [];
  return [
    {
      firstName: record.firstName,
      middleName: record.middleName,
      lastName: record.lastName,
      dateOfBirth: record.dateOfBirth,
      firstReported: record.firstReported,
      lastReported: record.addresses[0].lastReported,
      addresses: record.addresses.map((a) => ({ line1: a.line1, city: a.city, state: a.state, zip: a.zip, lastReported: a.lastReported })),
    },
  ];
}

/** A phone's type is the number's own (the personas' as documented, else drawn from the number); whether it is on file, the persona's or drawn from who asks. */
function phoneOf(number: string, persona: DtecPersona | undefined, identityKey: string): NonNullable<DtecReport['phone']> {
  const type: DtecPhoneType = persona?.phone === number && persona.phoneType ? persona.phoneType : Rng.fromKey(`dtec-phone|${number}`).weighted<DtecPhoneType>([['mobile', 6], ['landline', 3], ['voip', 1]]);
  const onFileForSsn = persona ? (persona.phonesOnFile ?? []).includes(number) : Rng.fromKey(`dtec-phone-on-file|${identityKey}|${number}`).chance(0.7);
  return { number, type, onFileForSsn };
}

function velocityOf(s: Submitted, persona: DtecPersona | undefined, inquiryRng: Rng, asOf: Date, onFile: boolean): DtecReport['velocity'] {
  const given: PersonaInquiry[] =
    persona?.inquiries ??
    (onFile ? Array.from({ length: inquiryRng.weighted([[0, 5], [1, 4], [2, 2]] as const) }, () => ({ daysAgo: inquiryRng.int(8, 89), industry: inquiryRng.pick(INDUSTRIES) })) : []);
  const inquiries = [...given]
    .sort((a, b) => a.daysAgo - b.daysAgo)
    .map((q) => ({
      ...q,
      name: q.name ?? `${s.firstName} ${s.lastName}`,
      address: q.line1 ? `${normalizeAddress({ line1: q.line1, city: q.city ?? '', state: q.state ?? '', zip: '' }).line1}|${(q.city ?? '').toUpperCase()}` : `${s.address.line1}|${s.address.city}`,
      city: (q.city ?? s.address.city).toUpperCase(),
      state: (q.state ?? s.address.state).toUpperCase(),
    }));
  const within = (days: number) => inquiries.filter((q) => q.daysAgo < days);
  const last30 = within(30);
  return {
    last7Days: within(7).length,
    last30Days: last30.length,
    last90Days: within(90).length,
    distinctNames30Days: new Set([`${s.firstName} ${s.lastName}`, ...last30.map((q) => q.name)]).size,
    distinctAddresses30Days: new Set([`${s.address.line1}|${s.address.city}`, ...last30.map((q) => q.address)]).size,
    inquiries: within(90).map((q) => ({ date: isoDaysBefore(asOf, q.daysAgo), industry: q.industry, city: q.city, state: q.state })),
  };
}

const ALERT_TEXTS = {
  'initial-fraud': 'Initial fraud alert: the consumer reports possible identity theft. Before extending credit, take reasonable steps to verify the applicant; the consumer asks to be called at the number given.',
  'extended-fraud': 'Extended fraud alert: the consumer is a victim of identity theft. Contact the consumer at the number given before extending credit.',
  'active-duty': "Active-duty alert: the consumer is on active military duty. Verify the applicant's identity before extending credit.",
} as const;

function alertText(type: keyof typeof ALERT_TEXTS, contactPhone: string | null): string {
  return contactPhone ? `${ALERT_TEXTS[type]} Contact: ${formatDigits334(contactPhone)}.` : ALERT_TEXTS[type];
}
