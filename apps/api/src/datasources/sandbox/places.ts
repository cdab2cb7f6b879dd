import { STREET_NAMES, STREET_SUFFIXES, US_PLACES } from './creditors.js';
import type { Rng } from './seeded-random.js';

/*
 * Places and contact points for the sandbox's locate and public-records answers (ADV, Recovery
 * Report): the county of a city, a telephone area code of a state, fictitious phone numbers and
 * street lines. Phone numbers are always in the 555-0100…555-0199 block reserved for fiction.
 */

/** The county (or parish, or independent city) of the cities the sandbox uses. */
const COUNTIES: Record<string, string> = {
  'COLUMBUS OH': 'Franklin', 'INDIANAPOLIS IN': 'Marion', 'CHARLOTTE NC': 'Mecklenburg', 'JACKSONVILLE FL': 'Duval',
  'AUSTIN TX': 'Travis', 'SAN ANTONIO TX': 'Bexar', 'DALLAS TX': 'Dallas', 'HOUSTON TX': 'Harris', 'PHOENIX AZ': 'Maricopa',
  'MESA AZ': 'Maricopa', 'DENVER CO': 'Denver', 'AURORA CO': 'Arapahoe', 'SEATTLE WA': 'King', 'SPOKANE WA': 'Spokane',
  'PORTLAND OR': 'Multnomah', 'SACRAMENTO CA': 'Sacramento', 'FRESNO CA': 'Fresno', 'SAN DIEGO CA': 'San Diego',
  'RIVERSIDE CA': 'Riverside', 'LAS VEGAS NV': 'Clark', 'SALT LAKE CITY UT': 'Salt Lake', 'ALBUQUERQUE NM': 'Bernalillo',
  'OKLAHOMA CITY OK': 'Oklahoma', 'TULSA OK': 'Tulsa', 'KANSAS CITY MO': 'Jackson', 'ST LOUIS MO': 'St. Louis City',
  'OMAHA NE': 'Douglas', 'MINNEAPOLIS MN': 'Hennepin', 'MILWAUKEE WI': 'Milwaukee', 'CHICAGO IL': 'Cook', 'NAPERVILLE IL': 'DuPage',
  'DETROIT MI': 'Wayne', 'GRAND RAPIDS MI': 'Kent', 'CLEVELAND OH': 'Cuyahoga', 'PITTSBURGH PA': 'Allegheny',
  'PHILADELPHIA PA': 'Philadelphia', 'BALTIMORE MD': 'Baltimore City', 'RICHMOND VA': 'Richmond City',
  'VIRGINIA BEACH VA': 'Virginia Beach City', 'RALEIGH NC': 'Wake', 'ATLANTA GA': 'Fulton', 'SAVANNAH GA': 'Chatham',
  'NASHVILLE TN': 'Davidson', 'MEMPHIS TN': 'Shelby', 'LOUISVILLE KY': 'Jefferson', 'BIRMINGHAM AL': 'Jefferson',
  'NEW ORLEANS LA': 'Orleans Parish', 'TAMPA FL': 'Hillsborough', 'ORLANDO FL': 'Orange', 'MIAMI FL': 'Miami-Dade',
  'BOSTON MA': 'Suffolk', 'WORCESTER MA': 'Worcester', 'HARTFORD CT': 'Hartford', 'PROVIDENCE RI': 'Providence',
  'NEWARK NJ': 'Essex', 'BUFFALO NY': 'Erie', 'ALBANY NY': 'Albany', 'BROOKLYN NY': 'Kings', 'BOISE ID': 'Ada',
  'DES MOINES IA': 'Polk', 'LITTLE ROCK AR': 'Pulaski', 'COLUMBIA SC': 'Richland', 'HONOLULU HI': 'Honolulu',
  'ANCHORAGE AK': 'Anchorage',
  // the cities of the documented personas
  'EVANSTON IL': 'Cook', 'AMES IA': 'Story', 'PORTLAND ME': 'Cumberland', 'TUCSON AZ': 'Pima', 'FAYETTEVILLE NC': 'Cumberland',
  'DAYTON OH': 'Montgomery', 'MACON GA': 'Bibb', 'SHREVEPORT LA': 'Caddo', 'PLANO TX': 'Collin', 'KENNER LA': 'Jefferson Parish',
  'METAIRIE LA': 'Jefferson Parish', 'BATON ROUGE LA': 'East Baton Rouge Parish', 'LAFAYETTE LA': 'Lafayette Parish',
  'MOBILE AL': 'Mobile', 'GULFPORT MS': 'Harrison', 'JACKSON MS': 'Hinds', 'HOUMA LA': 'Terrebonne Parish',
  'AKRON OH': 'Summit', 'TOLEDO OH': 'Lucas', 'FORT WAYNE IN': 'Allen', 'BOSSIER CITY LA': 'Bossier Parish',
};

/** The county of a city (capitals, as the bureau files it), or '' when the sandbox does not know it. */
export const countyOf = (city: string, state: string): string => COUNTIES[`${city.toUpperCase()} ${state.toUpperCase()}`] ?? '';

/** One telephone area code of each state (the largest city's). */
const AREA_CODES: Record<string, string> = {
  AL: '205', AK: '907', AZ: '602', AR: '501', CA: '916', CO: '303', CT: '860', DE: '302', DC: '202', FL: '305', GA: '404',
  HI: '808', ID: '208', IL: '312', IN: '317', IA: '515', KS: '316', KY: '502', LA: '504', ME: '207', MD: '410', MA: '617',
  MI: '313', MN: '612', MS: '601', MO: '314', MT: '406', NE: '402', NV: '702', NH: '603', NJ: '201', NM: '505', NY: '212',
  NC: '704', ND: '701', OH: '614', OK: '405', OR: '503', PA: '215', RI: '401', SC: '803', SD: '605', TN: '615', TX: '214',
  UT: '801', VT: '802', VA: '804', WA: '206', WV: '304', WI: '414', WY: '307',
};

/** A fictitious ten-digit number of the state: its area code, then 555-01xx. */
export function fictitiousPhone(state: string, rng: Rng): string {
  return `${AREA_CODES[state] ?? '555'}55501${String(rng.int(0, 99)).padStart(2, '0')}`;
}

export const MOBILE_CARRIERS = ['Verizon Wireless', 'T-Mobile USA', 'AT&T Mobility', 'US Cellular', 'Cricket Wireless', 'Metro by T-Mobile'] as const;
export const LANDLINE_CARRIERS = ['AT&T Southwest', 'Verizon New England', 'CenturyLink', 'Frontier Communications', 'Windstream', 'Spectrum Voice'] as const;
export const VOIP_CARRIERS = ['Google Voice', 'Bandwidth.com', 'Vonage', 'Ooma'] as const;

/** A street line in bureau style: number, street name, USPS suffix, sometimes a unit. */
export function streetLine(rng: Rng, unitChance = 0.2): string {
  const base = `${rng.int(100, 9899)} ${rng.pick(STREET_NAMES)} ${rng.pick(STREET_SUFFIXES)}`;
  return rng.chance(unitChance) ? `${base} APT ${rng.int(1, 40)}${rng.pick(['', 'A', 'B', 'C'])}` : base;
}

/** A real city with one of its ZIP codes: most often in the consumer's own state. */
export function nearbyPlace(state: string, rng: Rng): readonly [city: string, state: string, zip: string] {
  const inState = US_PLACES.filter((p) => p[1] === state);
  return inState.length > 0 && rng.chance(0.6) ? rng.pick(inState) : rng.pick(US_PLACES);
}
