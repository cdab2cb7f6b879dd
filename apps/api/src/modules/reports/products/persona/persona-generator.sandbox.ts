import {
  PERSONA_REPORT_ID,
  type PersonaAddress,
  type PersonaConsumer,
  type PersonaEmployment,
  type PersonaName,
  type PersonaPhone,
  type PersonaReport,
  personaSummaryOf,
} from '@creditdesk/contracts';
import { ageAt, isoOf, isoOfDate, monthOfDate, monthOfIso } from '../../../../datasources/sandbox/calendar.js';
import { EMPLOYERS, NICKNAMES, POSITIONS, STREET_NAMES, STREET_SUFFIXES, SURNAMES, US_PLACES } from '../../../../datasources/sandbox/creditors.js';
import { normalizeAddress, normalizeName } from '../../../../datasources/sandbox/identity.js';
import { fictitiousPhone } from '../../../../datasources/sandbox/places.js';
import { Rng } from '../../../../datasources/sandbox/seeded-random.js';
import { type FixedAka, type PersonaSpec, TYPICAL_PERSONA, findPersonaTestConsumer } from './persona-personas.sandbox.js';

/** The earliest month a file can start: credit files older than this are not in the sandbox. */
const EARLIEST_FILE = 1978 * 12;
/** Below this age the bureau holds no file on a consumer. */
const ADULT_AGE = 18;

/**
 * The Persona of the consumer searched: a documented consumer's (by SSN, any name), or one
 * generated from who the consumer is (name, SSN, date of birth; not the address, which only fills
 * the current address), always the same for the same consumer.
 */
export function personaReportFor(consumer: PersonaConsumer, asOf: Date): PersonaReport {
  const known = findPersonaTestConsumer(consumer.ssn);
  const subject = {
    firstName: normalizeName(consumer.firstName),
    middleName: consumer.middleName ? normalizeName(consumer.middleName) || null : null,
    lastName: normalizeName(consumer.lastName),
    suffix: consumer.suffix ?? null,
  };
  // a documented consumer's date of birth is the one on file, whatever was typed
  const dateOfBirth = known?.dateOfBirth ?? consumer.dateOfBirth;
  const seedKey = known ? `persona-test|${known.key}` : `persona|${subject.firstName}|${subject.lastName}|${consumer.ssn}|${consumer.dateOfBirth}`;
  const spec = known?.spec ?? TYPICAL_PERSONA;
  const hit = spec.hit && ageAt(dateOfBirth, asOf) >= ADULT_AGE;
  const base = {
    identifier: PERSONA_REPORT_ID,
    hit,
    asOfDate: isoOfDate(asOf),
    subject: { ...subject, ssnLast4: consumer.ssn.slice(-4), yearOfBirth: null, fileSinceDate: null },
    names: [],
    addresses: [],
    employment: [],
    phones: [],
  };
  if (!hit) return { ...base, summary: personaSummaryOf(base) };

  const address = normalizeAddress({ ...consumer.address, country: 'US' });
  return generate({ ...subject, ssnLast4: base.subject.ssnLast4, dateOfBirth, address }, spec, Rng.fromKey(seedKey), asOf);
}

type Subject = Pick<PersonaName, 'firstName' | 'middleName' | 'lastName' | 'suffix'> & {
  ssnLast4: string;
  dateOfBirth: string;
  address: { line1: string; city: string; state: string; zip: string };
};

/** A span of months, both included: first and last reported. */
type Span = { from: number; to: number };

function generate(subject: Subject, spec: PersonaSpec, rng: Rng, asOf: Date): PersonaReport {
  const now = monthOfDate(asOf);
  const last = now - 1;
  const birth = monthOfIso(subject.dateOfBirth);
  const start = Math.min(
    last - 3,
    spec.fileMonths !== undefined ? last - spec.fileMonths : Math.max(EARLIEST_FILE, birth + 12 * rng.fork('start').int(...spec.fileStartAge) + rng.fork('start-month').int(0, 11)),
  );

  const addresses = generateAddresses(subject, spec, rng.fork('addresses'), start, last);
  const employment = generateEmployment(spec, rng.fork('employment'), start, last, addresses);
  const phones = generatePhones(spec, rng.fork('phones'), start, last, addresses, employment);
  const names = generateNames(subject, spec, rng.fork('names'), start, last);

  const lists = { names, addresses, employment, phones, asOfDate: isoOfDate(asOf) };
  return {
    identifier: PERSONA_REPORT_ID,
    hit: true,
    asOfDate: lists.asOfDate,
    subject: {
      firstName: subject.firstName,
      middleName: subject.middleName,
      lastName: subject.lastName,
      suffix: subject.suffix,
      ssnLast4: subject.ssnLast4,
      yearOfBirth: Number(subject.dateOfBirth.slice(0, 4)),
      fileSinceDate: isoOf(start, 1),
    },
    names,
    addresses: addresses.map(publicAddress),
    employment,
    phones,
    summary: personaSummaryOf(lists),
  };
}

// ---- names ----------------------------------------------------------------------------------------

function generateNames(subject: Subject, spec: PersonaSpec, rng: Rng, start: number, last: number): PersonaName[] {
  const akas: FixedAka[] = spec.akas === 'typical' ? typicalAkas(subject, rng, start, last) : [...spec.akas];
  // the name on file is reported from the month after the last report of a former surname
  const formerSurnameUntil = Math.max(start - 1, ...akas.filter((a) => a.lastName !== subject.lastName).map((a) => monthOfIso(`${a.to}-01`)));
  const onFile: PersonaName = { ...pickName(subject), type: 'primary', firstReported: isoOf(Math.min(last, formerSurnameUntil + 1), rng.int(1, 28)), lastReported: isoOf(last, rng.int(1, 28)) };
  return [
    onFile,
    ...akas.map((a) => ({
      firstName: a.firstName,
      middleName: a.middleName ?? null,
      lastName: a.lastName,
      suffix: null,
      type: 'aka' as const,
      firstReported: isoOf(Math.max(start, monthOfIso(`${a.from}-01`)), rng.int(1, 28)),
      lastReported: isoOf(Math.min(last, monthOfIso(`${a.to}-01`)), rng.int(1, 28)),
    })),
  ];
}

const pickName = (s: Subject) => ({ firstName: s.firstName, middleName: s.middleName, lastName: s.lastName, suffix: s.suffix });

/** Now and then a nickname or a former surname, each reported for a stretch of the file's life. */
function typicalAkas(subject: Subject, rng: Rng, start: number, last: number): FixedAka[] {
  const akas: FixedAka[] = [];
  const month = (m: number) => isoOf(m, 1).slice(0, 7);
  const nick = NICKNAMES[subject.firstName];
  if (nick && rng.chance(0.25)) {
    const from = rng.int(start, Math.max(start, last - 12));
    akas.push({ firstName: nick, lastName: subject.lastName, from: month(from), to: month(rng.int(from + 6, last)) });
  }
  if (rng.chance(0.12) && last - start > 48) {
    const prior = rng.pick(SURNAMES.filter((s) => s !== subject.lastName));
    const to = rng.int(start + 12, last - 24);
    akas.push({ firstName: subject.firstName, lastName: prior, from: month(start), to: month(to) });
  }
  return akas;
}

// ---- addresses ------------------------------------------------------------------------------------

function streetLine(rng: Rng): string {
  if (rng.chance(0.06)) return `PO BOX ${rng.int(100, 9999)}`;
  const base = `${rng.int(100, 9899)} ${rng.pick(STREET_NAMES)} ${rng.pick(STREET_SUFFIXES)}`;
  if (rng.chance(0.03)) return `${base} STE ${rng.int(100, 450)}`;
  return rng.chance(0.25) ? `${base} APT ${rng.int(1, 40)}${rng.pick(['', 'A', 'B', 'C'])}` : base;
}

/** What kind of place an address line is: a post-office box, a unit, a suite, or a house. */
export function addressTypeOf(line1: string): PersonaAddress['type'] {
  if (/\bP\.?\s?O\.?\s+BOX\b/i.test(line1)) return 'po-box';
  if (/\b(STE|SUITE)\b/i.test(line1)) return 'commercial';
  if (/\b(APT|UNIT|APARTMENT)\b|#/i.test(line1)) return 'apartment';
  return 'residential';
}

const timesReported = (span: Span, rng: Rng) => 1 + Math.floor((span.to - span.from) / rng.int(4, 9));

type DatedAddress = PersonaAddress & { span: Span };

function generateAddresses(subject: Subject, spec: PersonaSpec, rng: Rng, start: number, last: number): DatedAddress[] {
  const current: Span = { from: Math.max(start, last - rng.int(...spec.stayMonths)), to: last };
  const out: DatedAddress[] = [dated({ ...subject.address, type: addressTypeOf(subject.address.line1), status: 'current' }, current, rng)];
  const count = rng.int(...spec.formerAddresses);
  let cursor = current.from - rng.int(1, 2);
  const home = subject.address.state;
  for (let i = 0; i < count && cursor > start; i++) {
    const span: Span = { from: Math.max(start, cursor - rng.int(...spec.stayMonths)), to: cursor };
    const inState = US_PLACES.filter((p) => p[1] === home);
    const [city, state, zip] = rng.chance(0.3) ? [subject.address.city, home, subject.address.zip] : inState.length > 0 && rng.chance(0.35) ? rng.pick(inState) : rng.pick(US_PLACES);
    const line1 = streetLine(rng);
    out.push(dated({ line1, city, state, zip, type: addressTypeOf(line1), status: 'former' }, span, rng));
    cursor = span.from - rng.int(1, 3);
  }
  return out;
}

function dated(a: Omit<PersonaAddress, 'firstReported' | 'lastReported' | 'timesReported'>, span: Span, rng: Rng): DatedAddress {
  return { ...a, firstReported: isoOf(span.from, rng.int(1, 28)), lastReported: isoOf(span.to, rng.int(1, 28)), timesReported: timesReported(span, rng), span };
}

/** The address the consumer lived at in a month (the nearest one when none covers it). */
function addressAt(addresses: DatedAddress[], month: number): DatedAddress {
  return addresses.find((a) => a.span.from <= month && month <= a.span.to) ?? addresses[addresses.length - 1];
}

// ---- employment -----------------------------------------------------------------------------------

function generateEmployment(spec: PersonaSpec, rng: Rng, start: number, last: number, addresses: DatedAddress[]): PersonaEmployment[] {
  const out: PersonaEmployment[] = [];
  const count = spec.jobs?.length ?? rng.int(...spec.employers);
  const employers = rng.sample(EMPLOYERS, count);
  // most consumers' newest employer is still reported; some stopped being reported a while ago
  let cursor = rng.chance(spec.employedNow) ? last : last - rng.int(13, 30);
  for (let i = 0; i < count && cursor > start; i++) {
    const span: Span = { from: Math.max(start, cursor - rng.int(...spec.tenureMonths)), to: cursor };
    const job = spec.jobs?.[i];
    const employer = job?.employer ?? employers[i];
    const drawn = employer === 'Self-employed' ? 'Owner' : i === 0 || rng.chance(0.6) ? rng.pick(POSITIONS).title : null;
    const position = job ? job.position : drawn;
    const place = rng.chance(0.8) ? addressAt(addresses, span.from) : null;
    out.push({
      employer,
      position,
      city: place?.city ?? null,
      state: place?.state ?? null,
      status: i === 0 && span.to >= last - 12 ? 'current' : 'former',
      firstReported: isoOf(span.from, rng.int(1, 28)),
      lastReported: isoOf(span.to, rng.int(1, 28)),
    });
    cursor = span.from - rng.int(1, 6);
  }
  return out;
}

// ---- phones ---------------------------------------------------------------------------------------

function generatePhones(spec: PersonaSpec, rng: Rng, start: number, last: number, addresses: DatedAddress[], employment: PersonaEmployment[]): PersonaPhone[] {
  const current = employment.find((e) => e.status === 'current');
  const types =
    spec.phones === 'typical'
      ? (['mobile', ...(rng.chance(0.4) ? ['home' as const] : []), ...(current && rng.chance(0.3) ? ['work' as const] : [])] as const)
      : spec.phones;
  const used = new Set<string>();
  // Fictitious numbers only: the area code of the state, then 555-0100…555-0199, the block reserved for fiction.
  const numberIn = (state: string) => {
    let number: string;
    do number = fictitiousPhone(state, rng);
    while (used.has(number));
    used.add(number);
    return number;
  };
  const home = addresses[0];
  return types.map((type): PersonaPhone => {
    if (type === 'work' && current) {
      return { number: numberIn(current.state ?? home.state), type, firstReported: current.firstReported, lastReported: current.lastReported };
    }
    if (type === 'home') {
      // a landline at the current address, or at the one before when the consumer has kept it since
      const at = addresses.length > 1 && rng.chance(0.3) ? addresses[1] : home;
      return { number: numberIn(at.state), type, firstReported: at.firstReported, lastReported: isoOf(last, rng.int(1, 28)) };
    }
    const from = Math.max(start, last - rng.int(12, 120));
    return { number: numberIn(addressAt(addresses, from).state), type: type === 'work' ? 'mobile' : type, firstReported: isoOf(from, rng.int(1, 28)), lastReported: isoOf(last, rng.int(1, 28)) };
  });
}

const publicAddress = ({ span: _span, ...a }: DatedAddress): PersonaAddress => a;
