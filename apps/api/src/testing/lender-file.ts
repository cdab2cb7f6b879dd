import { Rng } from '../datasources/sandbox/seeded-random.js';

/*
 * A consumer-credit batch file as a lender's loan system exports it (issue 27): a byte-order mark,
 * CRLF, quoted cells (every cell of some rows, an address with a comma), names as people write them
 * (accents, decomposed accents, straight and curly apostrophes, hyphens, dots, other alphabets), SSNs
 * with and without dashes, dates as MM/DD/YYYY, M/D/YYYY and YYYY-MM-DD, ZIP and ZIP+4. Drawn from a
 * seed, with a known set of rows made deliberately wrong, each in one column.
 */

const FIRST = ['José', 'Zoë', 'Anne-Marie', "D'Andre", 'O’Neal', 'Mary Kate', 'Jean-Luc', 'Chloé', 'Søren', 'Ægir', 'Łukasz', 'Renée', 'François', 'Nguyễn Văn', 'Zoe\u0308', 'Jose\u0301', 'Björn', 'İlker', 'Siobhán', 'Dee Dee', 'J.', 'Michael', 'Jennifer', 'Wei', '李', 'Μαρία', 'Александр', 'Kaʻiulani'];
const LAST = ['García', 'Nguyễn', "O'Brien", 'O’Connor', 'Smith-Jones', 'St. John', 'Müller', 'Peña', 'Ødegaard', 'Wałęsa', 'Straße', 'van der Berg', 'De La Cruz', 'MacDonald', 'Thành', 'Johnson', 'Williams', 'Pen\u0303a', 'Dubois', 'Zhang', 'Иванов', 'Παπαδόπουλος'];
const MIDDLE = ['', '', '', 'Q', 'Q.', 'Zoë', 'Anne Marie', 'José Luis', "D'Arcy"];
const SUFFIX = ['', '', '', '', '', 'JR', 'Sr', 'iii'];
const STREETS = ['Main St', 'Oak Avenue', 'Calle Ocho', 'Rue Sainte-Anne', 'Martin Luther King Jr Blvd', 'Old Mill Rd'];
const PLACES: readonly (readonly [string, string, string])[] = [
  ['Columbus', 'OH', '43004'], ['Boston', 'MA', '02134'], ['Española', 'NM', '87532'], ['Cañon City', 'CO', '81212'],
  ['Austin', 'tx', '73301'], ['Newark', 'NJ', '07102'], ['Coeur d’Alene', 'ID', '83814'], ['San José', 'CA', '95112'],
];

export const LENDER_FILE_HEADER = ['First Name', 'Middle Name', 'Last Name', 'Suffix', 'SSN', 'Date of Birth', 'Address', 'City', 'State', 'ZIP', 'Reference'] as const;
type Row = Record<'firstName' | 'middleName' | 'lastName' | 'suffix' | 'ssn' | 'dateOfBirth' | 'addressLine1' | 'city' | 'state' | 'zip' | 'customerReferenceNumber', string>;

/** One deliberate mistake: the column whose check must refuse it, and how the row is spoiled. */
type Mistake = { column: keyof Row; spoil: (row: Row) => void };
const MISTAKES: readonly Mistake[] = [
  { column: 'ssn', spoil: (r) => (r.ssn = '12345') },
  { column: 'ssn', spoil: (r) => (r.ssn = '123-45-678X') },
  { column: 'ssn', spoil: (r) => (r.ssn = '000-12-3456') },
  { column: 'ssn', spoil: (r) => (r.ssn = '666123456') },
  { column: 'dateOfBirth', spoil: (r) => (r.dateOfBirth = '02/30/1980') },
  { column: 'dateOfBirth', spoil: (r) => (r.dateOfBirth = '13/01/1980') },
  { column: 'dateOfBirth', spoil: (r) => (r.dateOfBirth = '1/2/80') },
  { column: 'dateOfBirth', spoil: (r) => (r.dateOfBirth = '2099-01-01') },
  { column: 'dateOfBirth', spoil: (r) => (r.dateOfBirth = '') },
  { column: 'firstName', spoil: (r) => (r.firstName = '12345') },
  { column: 'firstName', spoil: (r) => (r.firstName = 'J0hn') },
  { column: 'firstName', spoil: (r) => (r.firstName = 'Jo\u0007se') },
  { column: 'lastName', spoil: (r) => (r.lastName = '--') },
  { column: 'lastName', spoil: (r) => (r.lastName = '') },
  { column: 'lastName', spoil: (r) => (r.lastName = 'Wolfeschlegelsteinhausenbergerdorffvoralternwaren') },
  { column: 'middleName', spoil: (r) => (r.middleName = 'R2') },
  { column: 'suffix', spoil: (r) => (r.suffix = 'ESQ') },
  { column: 'zip', spoil: (r) => (r.zip = '4300') },
  { column: 'zip', spoil: (r) => (r.zip = '43004-12') },
  { column: 'state', spoil: (r) => (r.state = 'XX') },
  { column: 'addressLine1', spoil: (r) => (r.addressLine1 = '') },
  { column: 'city', spoil: (r) => (r.city = '') },
];

const pad = (n: number, width: number) => String(n).padStart(width, '0');

function goodRow(rng: Rng, rowNumber: number): Row {
  const [city, state, zip] = rng.pick(PLACES);
  const area = rng.chance(0.5) ? rng.int(1, 665) : rng.int(667, 899);
  const ssn = [pad(area, 3), pad(rng.int(1, 99), 2), pad(rng.int(1, 9999), 4)];
  const [y, m, d] = [rng.int(1940, 2004), rng.int(1, 12), rng.int(1, 28)];
  const dateOfBirth = rng.pick([`${pad(m, 2)}/${pad(d, 2)}/${y}`, `${m}/${d}/${y}`, `${y}-${pad(m, 2)}-${pad(d, 2)}`]);
  return {
    firstName: rng.pick(FIRST),
    middleName: rng.pick(MIDDLE),
    lastName: rng.pick(LAST),
    suffix: rng.pick(SUFFIX),
    ssn: rng.chance(0.5) ? ssn.join('-') : ssn.join(''),
    dateOfBirth,
    addressLine1: rng.chance(0.3) ? `${rng.int(1, 9999)} ${rng.pick(STREETS)}, Apt ${rng.int(1, 40)}` : `${rng.int(1, 9999)} ${rng.pick(STREETS)}`,
    city,
    state,
    zip: rng.chance(0.3) ? `${zip}-${pad(rng.int(1, 9999), 4)}` : zip,
    customerReferenceNumber: `LN-${pad(rowNumber, 6)}`,
  };
}

const quoted = (cell: string) => `"${cell.replace(/"/g, '""')}"`;

export type LenderFile = {
  csv: string;
  /** the rows made wrong (1-based, the header not counted), each with the column that must be named. */
  mistakes: Map<number, keyof Row>;
};

/** `rows` rows, `wrong` of them spoiled, drawn from `seed`; the same arguments give the same file. */
export function lenderFile(rows: number, wrong: number, seed = 'lender-file'): LenderFile {
  const rng = Rng.fromKey(seed);
  const numbers = Array.from({ length: rows }, (_, i) => i + 1);
  for (let i = numbers.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [numbers[i], numbers[j]] = [numbers[j], numbers[i]];
  }
  const mistakes = new Map(numbers.slice(0, wrong).sort((a, b) => a - b).map((n, i) => [n, MISTAKES[i % MISTAKES.length]] as const));
  const lines = [LENDER_FILE_HEADER.join(',')];
  for (let n = 1; n <= rows; n++) {
    const row = goodRow(rng, n);
    mistakes.get(n)?.spoil(row);
    // some exports quote every cell; the others quote only a cell that needs it (a comma)
    const allQuoted = rng.chance(0.4);
    lines.push(Object.values(row).map((cell) => (allQuoted || cell.includes(',') ? quoted(cell) : cell)).join(','));
  }
  return { csv: `\uFEFF${lines.join('\r\n')}\r\n`, mistakes: new Map([...mistakes].map(([n, m]) => [n, m.column])) };
}
