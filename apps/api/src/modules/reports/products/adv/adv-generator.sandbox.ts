import { ADV_IDENTIFIER, type AdvReport } from '@creditdesk/contracts';
import { ageAt, isoOf, monthOfDate, monthOfIso } from '../../../../datasources/sandbox/calendar.js';
import { DEBT_BUYERS, FIRST_NAMES, NICKNAMES, SURNAMES, US_PLACES, bankruptcyCourt } from '../../../../datasources/sandbox/creditors.js';
import { normalizeAddress, normalizeName } from '../../../../datasources/sandbox/identity.js';
import { LANDLINE_CARRIERS, MOBILE_CARRIERS, VOIP_CARRIERS, countyOf, fictitiousPhone, nearbyPlace, streetLine } from '../../../../datasources/sandbox/places.js';
import { Rng } from '../../../../datasources/sandbox/seeded-random.js';
import type { AdvSearch } from './adv.sandbox.js';
import { type AdvSpec, TYPICAL_ADV, findAdvPersona } from './adv-personas.sandbox.js';

type Address = AdvReport['addresses'][number];

const VEHICLES = [
  ['TOYOTA', 'CAMRY'], ['HONDA', 'CIVIC'], ['FORD', 'F-150'], ['CHEVROLET', 'SILVERADO 1500'], ['NISSAN', 'ALTIMA'], ['HONDA', 'CR-V'],
  ['TOYOTA', 'RAV4'], ['JEEP', 'GRAND CHEROKEE'], ['HYUNDAI', 'ELANTRA'], ['SUBARU', 'OUTBACK'], ['TESLA', 'MODEL 3'], ['KIA', 'SORENTO'],
  ['RAM', '1500'], ['GMC', 'SIERRA 1500'], ['BMW', '330I'], ['MAZDA', 'CX-5'], ['VOLKSWAGEN', 'JETTA'], ['CHEVROLET', 'EQUINOX'],
] as const;
const LANDLORDS = ['Greystar Property Management', 'Mid-America Apartment Communities', 'Lincoln Property Company', 'Camden Property Trust', 'Invitation Homes'] as const;
const CONTRACTORS = ['Gulf Coast Roofing LLC', 'Allied Plumbing & Heating', 'Summit Home Builders', 'Premier Electric Services'] as const;

/** The view of the consumer searched: a persona's, or one generated from who the consumer is. */
export function advReportFor(search: AdvSearch, profileName: string, asOf: Date): AdvReport {
  const s = normalizedSearch(search);
  const persona = findAdvPersona(s);
  const seedKey = persona ? `adv-persona|${persona.key}` : `adv|${s.firstName}|${s.lastName}|${s.ssn ?? ''}|${s.dateOfBirth ?? ''}|${s.ssn || s.dateOfBirth ? '' : `${s.address.city}|${s.address.state}`}`;
  const rng = Rng.fromKey(seedKey);
  // the persona's own street and ZIP stand in for what the search leaves out, when it names the persona's city
  const home = persona && sameCity(persona.address, s.address) ? persona.address : undefined;
  const subject: Subject = {
    ...s,
    // what is on record fills in what the search leaves out; a no-hit shows only what was searched
    ssn: s.ssn ?? (persona?.spec.hit ? persona.ssn : undefined) ?? null,
    dateOfBirth: s.dateOfBirth ?? (persona?.spec.hit ? persona.dateOfBirth : undefined) ?? null,
    address: { ...s.address, zip: s.address.zip ?? home?.zip ?? placeZip(s.address.city, s.address.state) },
  };
  return generate(subject, persona?.spec ?? TYPICAL_ADV, rng, profileName, asOf, home);
}

const sameCity = (a: { city: string; state: string }, b: { city: string; state: string }) => a.city.toUpperCase() === b.city.toUpperCase() && a.state.toUpperCase() === b.state.toUpperCase();
const placeZip = (city: string, state: string) => US_PLACES.find((p) => p[0] === city && p[1] === state)?.[2] ?? '';

function normalizedSearch(search: AdvSearch): AdvSearch {
  const address = normalizeAddress({ line1: search.address.addressLine1 ?? '', city: search.address.city, state: search.address.state, zip: search.address.zip ?? '' });
  return {
    firstName: normalizeName(search.firstName),
    middleName: search.middleName ? normalizeName(search.middleName) || undefined : undefined,
    lastName: normalizeName(search.lastName),
    suffix: search.suffix,
    address: { addressLine1: address.line1 || undefined, city: address.city, state: address.state, zip: address.zip || undefined },
    ssn: search.ssn,
    dateOfBirth: search.dateOfBirth,
  };
}

type Subject = Omit<AdvSearch, 'ssn' | 'dateOfBirth'> & { ssn: string | null; dateOfBirth: string | null };

function generate(subject: Subject, spec: AdvSpec, rng: Rng, profileName: string, asOf: Date, personaAddress?: { line1: string }): AdvReport {
  const now = monthOfDate(asOf);
  const last = now - 1;
  const dateOfBirth = subject.dateOfBirth ?? (spec.hit ? isoOf(now - 12 * rng.int(25, 70) - rng.int(0, 11), rng.int(1, 28)) : null);
  const base: AdvReport = {
    identifier: ADV_IDENTIFIER,
    hit: spec.hit,
    profileName,
    asOfDate: isoOf(now, 1),
    subject: {
      firstName: subject.firstName,
      middleName: subject.middleName ?? null,
      lastName: subject.lastName,
      suffix: subject.suffix ?? null,
      ssnMasked: subject.ssn ? `***-**-${subject.ssn.slice(-4)}` : null,
      dateOfBirth: spec.hit ? dateOfBirth : subject.dateOfBirth,
      age: dateOfBirth ? ageAt(dateOfBirth, asOf) : null,
      deceased: false,
      deceasedDate: null,
    },
    ssnInfo: null,
    akas: [],
    addresses: [],
    phones: [],
    relatives: [],
    properties: [],
    vehicles: [],
    bankruptcies: [],
    liens: [],
    judgments: [],
  };
  if (!spec.hit) return base;

  const age = base.subject.age ?? 40;
  // a consumer on record since about age 18
  const adultSince = dateOfBirth ? monthOfIso(dateOfBirth) + 12 * 18 : now - 240;
  const lastSeen = spec.deceasedMonthsAgo === null ? last : now - spec.deceasedMonthsAgo;
  const ssnLast4 = subject.ssn ? subject.ssn.slice(-4) : rng.digits(4);
  base.ssnInfo = { ssnMasked: `***-**-${ssnLast4}`, otherIdentities: spec.otherIdentities };
  base.subject.ssnMasked = `***-**-${ssnLast4}`;
  if (spec.deceasedMonthsAgo !== null) {
    base.subject.deceased = true;
    base.subject.deceasedDate = isoOf(now - spec.deceasedMonthsAgo, rng.int(1, 28));
  }

  base.akas = akasOf(subject, spec, rng.fork('akas'), last);
  const { addresses, ownsHome } = addressesOf(subject, spec, rng.fork('addresses'), lastSeen, adultSince, personaAddress);
  base.addresses = addresses;
  base.phones = phonesOf(subject, spec, rng.fork('phones'), base.addresses, lastSeen);
  base.relatives = relativesOf(subject, spec, rng.fork('relatives'), age, base.addresses[0]);
  base.properties = propertiesOf(spec, rng.fork('properties'), base.addresses, ownsHome);
  base.vehicles = vehiclesOf(spec, rng.fork('vehicles'), now, base.addresses[0].state, spec.deceasedMonthsAgo !== null);
  Object.assign(base, recordsOf(spec, rng.fork('records'), now, base.addresses[0]));
  return base;
}

function akasOf(subject: Subject, spec: AdvSpec, rng: Rng, last: number): AdvReport['akas'] {
  const count = rng.int(...spec.akas);
  const out: AdvReport['akas'] = [];
  const nick = NICKNAMES[subject.firstName];
  if (nick && count > out.length) out.push({ firstName: nick, middleName: null, lastName: subject.lastName, lastSeen: isoOf(last - rng.int(2, 60), rng.int(1, 28)) });
  while (out.length < count) {
    const prior = rng.pick(SURNAMES);
    if (prior === subject.lastName) continue;
    out.push({ firstName: subject.firstName, middleName: subject.middleName ?? null, lastName: prior, lastSeen: isoOf(last - rng.int(36, 180), rng.int(1, 28)) });
  }
  return out;
}

function dwellingOf(line1: string, owned: boolean, rng: Rng): Address['dwelling'] {
  if (/^PO BOX/.test(line1)) return 'po-box';
  if (/\b(APT|UNIT|STE|#)\b/.test(line1)) return rng.chance(0.8) ? 'apartment' : 'condominium';
  if (owned) return 'single-family';
  return rng.weighted<Address['dwelling']>([['single-family', 5], ['apartment', 3], ['condominium', 1], ['mobile-home', 1]]);
}

/** The address history, current first; `ownsHome`: the current address is the consumer's own home. */
function addressesOf(subject: Subject, spec: AdvSpec, rng: Rng, lastSeen: number, adultSince: number, personaAddress?: { line1: string }): { addresses: Address[]; ownsHome: boolean } {
  const { city, state, zip } = subject.address;
  const owns = rng.chance(spec.ownsHomeChance);
  const line1 = subject.address.addressLine1 ?? (personaAddress ? normalizeAddress({ ...personaAddress, city, state, zip: zip ?? '' }).line1 : streetLine(rng, owns ? 0 : 0.3));
  let firstSeen = Math.max(adultSince, lastSeen - rng.int(...spec.stayMonths));
  const out: Address[] = [
    { line1, city, state, zip: zip ?? '', county: countyOf(city, state), dwelling: dwellingOf(line1, owns, rng), firstSeen: isoOf(firstSeen, rng.int(1, 28)), lastSeen: isoOf(lastSeen, rng.int(1, 28)), current: true },
  ];
  const count = rng.int(...spec.formerAddresses);
  let place: readonly [string, string, string] = [city, state, zip ?? ''];
  for (let i = 0; i < count; i++) {
    const end = firstSeen - rng.int(0, 1);
    const start = Math.max(adultSince, end - rng.int(...spec.stayMonths));
    if (end <= adultSince) break;
    // a move is most often within the city, else to a city nearby (a persona's places in turn)
    if (spec.places) place = spec.places[i % spec.places.length];
    else if (!rng.chance(0.4)) place = nearbyPlace(state, rng);
    const former = streetLine(rng, 0.35);
    out.push({
      line1: former,
      city: place[0],
      state: place[1],
      zip: place[2],
      county: countyOf(place[0], place[1]),
      dwelling: dwellingOf(former, false, rng),
      firstSeen: isoOf(start, rng.int(1, 28)),
      lastSeen: isoOf(end, rng.int(1, 28)),
      current: false,
    });
    firstSeen = start;
  }
  return { addresses: out, ownsHome: owns };
}

function phonesOf(subject: Subject, spec: AdvSpec, rng: Rng, addresses: Address[], lastSeen: number): AdvReport['phones'] {
  const count = rng.int(...spec.phones);
  const out: AdvReport['phones'] = [];
  const listed = `${subject.lastName}, ${subject.firstName}`;
  for (let i = 0; i < count; i++) {
    const at = addresses[Math.min(i, addresses.length - 1)];
    const type = i === 0 ? 'mobile' : rng.weighted<AdvReport['phones'][number]['type']>([['landline', 3], ['mobile', 3], ['voip', 1]]);
    const carriers = type === 'mobile' ? MOBILE_CARRIERS : type === 'landline' ? LANDLINE_CARRIERS : VOIP_CARRIERS;
    let number = fictitiousPhone(at.state, rng);
    while (out.some((p) => p.number === number)) number = fictitiousPhone(at.state, rng);
    const current = i === 0 || (i === 1 && type === 'landline' && at.current);
    out.push({
      number,
      type,
      carrier: rng.pick(carriers),
      listedName: type === 'landline' ? listed : null,
      firstSeen: at.firstSeen,
      lastSeen: current ? isoOf(lastSeen, rng.int(1, 28)) : at.lastSeen,
      current,
    });
  }
  return out;
}

function relativesOf(subject: Subject, spec: AdvSpec, rng: Rng, age: number, home: Address): AdvReport['relatives'] {
  const out: AdvReport['relatives'] = [];
  const relatives = rng.int(...spec.relatives);
  const used = new Set<string>([subject.firstName]);
  const firstName = () => {
    let name = rng.pick(FIRST_NAMES);
    while (used.has(name)) name = rng.pick(FIRST_NAMES);
    used.add(name);
    return name;
  };
  const placeOf = () => (rng.chance(0.5) ? [home.city, home.state] : nearbyPlace(home.state, rng).slice(0, 2));
  for (let i = 0; i < relatives; i++) {
    const spouse = i === 0 && age >= 25 && rng.chance(spec.spouseChance);
    const [city, state] = spouse ? [home.city, home.state] : placeOf();
    const relAge = spouse ? age + rng.int(-4, 4) : rng.chance(0.5) ? age + rng.int(20, 30) : Math.max(18, age + rng.int(-12, 12));
    out.push({ name: `${firstName()} ${subject.lastName}`, relationship: spouse ? 'spouse' : 'relative', age: relAge > 98 ? null : relAge, city, state });
  }
  const associates = rng.int(...spec.associates);
  for (let i = 0; i < associates; i++) {
    const [city, state] = placeOf();
    out.push({ name: `${firstName()} ${rng.pick(SURNAMES)}`, relationship: spec.stayMonths[1] < 24 && rng.chance(0.7) ? 'roommate' : 'associate', age: Math.max(18, age + rng.int(-8, 8)), city, state });
  }
  return out;
}

const parcel = (rng: Rng) => `${rng.digits(3)}-${rng.digits(2)}-${rng.digits(3)}-${rng.digits(3)}`;

function propertiesOf(spec: AdvSpec, rng: Rng, addresses: Address[], ownsHome: boolean): AdvReport['properties'] {
  const out: AdvReport['properties'] = [];
  const home = addresses[0];
  if (ownsHome) {
    const price = Math.round(rng.real(160_000, 520_000) / 500) * 500;
    out.push({
      line1: home.line1, city: home.city, state: home.state, zip: home.zip, county: home.county, parcelNumber: parcel(rng), propertyType: 'Single-family residence',
      purchaseDate: home.firstSeen, purchasePrice: price, assessedValue: Math.round((price * rng.real(1.05, 1.45)) / 100) * 100, owned: true, soldDate: null,
    });
  }
  const sold = Math.min(rng.int(...spec.soldProperties), addresses.length - 1);
  for (let i = 0; i < sold; i++) {
    const a = addresses[addresses.length - 1 - i];
    const price = Math.round(rng.real(90_000, 320_000) / 500) * 500;
    out.push({
      line1: a.line1.replace(/ APT .*$/, ''), city: a.city, state: a.state, zip: a.zip, county: a.county, parcelNumber: parcel(rng),
      propertyType: rng.pick(['Single-family residence', 'Townhouse', 'Condominium']),
      purchaseDate: a.firstSeen, purchasePrice: price, assessedValue: null, owned: false, soldDate: a.lastSeen,
    });
  }
  return out;
}

function vehiclesOf(spec: AdvSpec, rng: Rng, now: number, state: string, deceased: boolean): AdvReport['vehicles'] {
  if (deceased) return [];
  const year = Math.floor(now / 12);
  return rng.sample(VEHICLES, rng.int(...spec.vehicles)).map(([make, model]) => {
    const registered = now - rng.int(1, 11);
    return {
      year: year - rng.int(0, 14),
      make,
      model,
      vinLast6: `${rng.pick(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'J', 'K'])}${rng.digits(5)}`,
      plateState: state,
      registeredDate: isoOf(registered, rng.int(1, 28)),
      expirationDate: isoOf(registered + 12, rng.int(1, 28)),
    };
  });
}

const office = (county: string) => (county ? `${county}${/Parish|City$/.test(county) ? '' : ' County'} Recorder` : 'County Recorder');
const court = (county: string, state: string) => (county ? `${county}${/Parish|City$/.test(county) ? '' : ' County'} Court, ${state}` : `District Court, ${state}`);

function recordsOf(spec: AdvSpec, rng: Rng, now: number, home: Address): Pick<AdvReport, 'bankruptcies' | 'liens' | 'judgments'> {
  const out: Pick<AdvReport, 'bankruptcies' | 'liens' | 'judgments'> = { bankruptcies: [], liens: [], judgments: [] };
  const b = spec.bankruptcy;
  if (b && rng.chance(b.chance)) {
    const filed = now - rng.int(...b.monthsAgo);
    const closed = b.status === 'filed' ? null : filed + (b.status === 'discharged' ? (b.chapter === '7' ? 4 : 60) : rng.int(2, 8));
    out.bankruptcies.push({
      chapter: b.chapter,
      court: bankruptcyCourt(home.state, 'US'),
      caseNumber: `${String(Math.floor(filed / 12) % 100).padStart(2, '0')}-${rng.int(10000, 99999)}`,
      filedDate: isoOf(filed, rng.int(1, 28)),
      status: closed !== null && closed >= now ? 'filed' : b.status,
      statusDate: closed !== null && closed < now ? isoOf(closed, rng.int(1, 28)) : null,
      liabilities: Math.round(rng.real(18_000, 95_000)),
      assets: Math.round(rng.real(1_500, 22_000)),
    });
  }
  const filing = (month: number) => `${Math.floor(month / 12)}${rng.digits(6)}`;
  if (rng.chance(spec.openLienChance)) {
    const filed = now - rng.int(8, 30);
    out.liens.push({ type: 'federal-tax', creditor: 'Internal Revenue Service', filingOffice: office(home.county), filingNumber: filing(filed), filedDate: isoOf(filed, rng.int(1, 28)), amount: Math.round(rng.real(4_000, 38_000)), status: 'open', releasedDate: null });
  }
  if (rng.chance(spec.releasedLienChance)) {
    const filed = now - rng.int(40, 90);
    const state = spec.releasedLienType === 'either' ? rng.chance(0.7) : spec.releasedLienType === 'state-tax';
    out.liens.push({
      type: state ? 'state-tax' : 'mechanics',
      creditor: state ? `${home.state} Department of Revenue` : rng.pick(CONTRACTORS),
      filingOffice: office(home.county),
      filingNumber: filing(filed),
      filedDate: isoOf(filed, rng.int(1, 28)),
      amount: Math.round(rng.real(900, 9_500)),
      status: 'released',
      releasedDate: isoOf(filed + rng.int(6, 24), rng.int(1, 28)),
    });
  }
  if (rng.chance(spec.openJudgmentChance)) {
    const filed = now - rng.int(6, 40);
    const eviction = rng.chance(0.3);
    out.judgments.push({
      type: eviction ? 'eviction' : 'civil', court: court(home.county, home.state), caseNumber: `${Math.floor(filed / 12)}-CV-${rng.digits(5)}`,
      plaintiff: eviction ? rng.pick(LANDLORDS) : rng.pick(DEBT_BUYERS), filedDate: isoOf(filed, rng.int(1, 28)), amount: Math.round(rng.real(1_200, 14_000)), status: 'open', statusDate: null,
    });
  }
  if (rng.chance(spec.satisfiedJudgmentChance)) {
    const filed = now - rng.int(36, 84);
    out.judgments.push({
      type: rng.chance(0.6) ? 'civil' : 'small-claims', court: court(home.county, home.state), caseNumber: `${Math.floor(filed / 12)}-CV-${rng.digits(5)}`,
      plaintiff: rng.pick(DEBT_BUYERS), filedDate: isoOf(filed, rng.int(1, 28)), amount: Math.round(rng.real(800, 7_500)), status: 'satisfied', statusDate: isoOf(filed + rng.int(4, 20), rng.int(1, 28)),
    });
  }
  return out;
}
