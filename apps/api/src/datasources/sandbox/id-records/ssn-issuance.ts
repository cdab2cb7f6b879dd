import { type IdReportSsnFindings, SSN_RANDOMIZATION_DATE } from '@creditdesk/contracts';

/*
 * What an SSN's digits tell about its issuance, under the Social Security Administration's rules.
 *
 * Before 25 June 2011 the area number (first three digits) was allocated to a state; since then
 * numbers are assigned at random from every area but 000, 666 and 900–999, including the old
 * states' areas. So an area alone never proves a state: it does when the number was in use before
 * randomisation (the bureau's file shows it then), and areas no state ever had (734–749, 773–899)
 * prove the number was issued at random, on or after 25 June 2011. Areas 700–728 were the Railroad
 * Retirement Board's until 1963.
 *
 * The table is kept small and honest: the SSA's published state allocation by area range, and
 * nothing finer. The group number orders issuance within an area, but a year from it needs the
 * SSA's monthly high-group lists per area, which the sandbox does not ship; so no year is inferred
 * from the group (docs/products/idreport.md).
 */

/** [first area, last area, USPS code] of the pre-randomisation allocation. Areas shared or unassigned to one state are left out. */
const AREA_STATES: readonly (readonly [number, number, string])[] = [
  [1, 3, 'NH'], [4, 7, 'ME'], [8, 9, 'VT'], [10, 34, 'MA'], [35, 39, 'RI'], [40, 49, 'CT'], [50, 134, 'NY'], [135, 158, 'NJ'],
  [159, 211, 'PA'], [212, 220, 'MD'], [221, 222, 'DE'], [223, 231, 'VA'], [233, 236, 'WV'], [237, 246, 'NC'], [247, 251, 'SC'],
  [252, 260, 'GA'], [261, 267, 'FL'], [268, 302, 'OH'], [303, 317, 'IN'], [318, 361, 'IL'], [362, 386, 'MI'], [387, 399, 'WI'],
  [400, 407, 'KY'], [408, 415, 'TN'], [416, 424, 'AL'], [425, 428, 'MS'], [429, 432, 'AR'], [433, 439, 'LA'], [440, 448, 'OK'],
  [449, 467, 'TX'], [468, 477, 'MN'], [478, 485, 'IA'], [486, 500, 'MO'], [501, 502, 'ND'], [503, 504, 'SD'], [505, 508, 'NE'],
  [509, 515, 'KS'], [516, 517, 'MT'], [518, 519, 'ID'], [520, 520, 'WY'], [521, 524, 'CO'], [525, 525, 'NM'], [526, 527, 'AZ'],
  [528, 529, 'UT'], [530, 530, 'NV'], [531, 539, 'WA'], [540, 544, 'OR'], [545, 573, 'CA'], [574, 574, 'AK'], [575, 576, 'HI'],
  [577, 579, 'DC'], [581, 584, 'PR'], [585, 585, 'NM'], [587, 588, 'MS'], [589, 595, 'FL'], [596, 599, 'PR'], [600, 601, 'AZ'],
  [602, 626, 'CA'], [627, 645, 'TX'], [646, 647, 'UT'], [648, 649, 'NM'], [650, 653, 'CO'], [654, 658, 'SC'], [659, 665, 'LA'],
  [667, 675, 'GA'], [676, 679, 'AR'], [680, 680, 'NV'], [681, 690, 'NC'], [691, 699, 'VA'], [750, 751, 'HI'], [752, 755, 'MS'],
  [756, 763, 'TN'], [764, 765, 'AZ'], [766, 772, 'FL'],
];

/** The Railroad Retirement Board's areas, and the end of the year it stopped issuing numbers. */
const RAILROAD = { first: 700, last: 728, issuedNotAfter: '1963-12-31' } as const;

/** The state an area was allocated to before randomisation, or null (none, shared, or not a state's). */
export function areaStateOf(area: number): string | null {
  return AREA_STATES.find(([first, last]) => area >= first && area <= last)?.[2] ?? null;
}

/** Areas no state ever had: a number in one was issued at random, on or after 25 June 2011. */
export const isRandomizedOnlyArea = (area: number): boolean => (area >= 734 && area <= 749) || (area >= 773 && area <= 899);

/**
 * The issuance of an issuable number, given when the bureau's file first reported it (any identity;
 * null when never): the assignment, the area's state and the dates that bound the issuance.
 */
export function ssnIssuanceOf(ssn: string, firstReported: string | null): NonNullable<IdReportSsnFindings['issuance']> {
  const areaText = ssn.slice(0, 3);
  const area = Number(areaText);
  const areaState = areaStateOf(area);
  // a number cannot have been issued after the file first reported it
  const reportedBound = firstReported ?? null;
  if (area >= RAILROAD.first && area <= RAILROAD.last) {
    return { assignment: 'railroad', area: areaText, areaState: null, issuedNotBefore: null, issuedNotAfter: earliest(RAILROAD.issuedNotAfter, reportedBound) };
  }
  if (isRandomizedOnlyArea(area)) {
    return { assignment: 'randomized', area: areaText, areaState: null, issuedNotBefore: SSN_RANDOMIZATION_DATE, issuedNotAfter: reportedBound };
  }
  if (areaState && reportedBound && reportedBound < SSN_RANDOMIZATION_DATE) {
    return { assignment: 'state', area: areaText, areaState, issuedNotBefore: null, issuedNotAfter: reportedBound };
  }
  return { assignment: 'undetermined', area: areaText, areaState, issuedNotBefore: null, issuedNotAfter: reportedBound };
}

const earliest = (a: string, b: string | null) => (b !== null && b < a ? b : a);
