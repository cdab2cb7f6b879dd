import type { OfacCandidate, OfacDataSourceResponse, OfacReport } from '@creditdesk/contracts';
import { orderAnswer, productDsr } from '../../testing/product-order-harness';

/*
 * OFAC answers as the server gives them on the shipped SDN list (docs/ofac-screening.md): Joaquin
 * Guzman Loera (entry 6861, his date of birth listed), Kim Jong Un (two candidates), Banco Nacional de
 * Cuba (a business), and Margaret Ellison (no candidate). AML Connect's and Kount's fixtures screen on
 * the same list.
 */

/** The shipped list, as a screen names it. */
export const SDN_LIST: OfacReport['list'] = { id: '4954ef42-5ce0-408e-912b-54ea35cefa67', publishedOn: '2026-11-24', loadedAt: '2026-11-24T06:00:12.000Z', entryCount: 8976, aliasCount: 14351 };
export const SCREENED_AT = '2026-11-24T14:05:00.000Z';

const screen = { identifier: 'current', list: SDN_LIST, threshold: 0.88, screenedAt: SCREENED_AT };

/** Entry 6861 found by its primary name and the date of birth it lists. */
export const GUZMAN_CANDIDATE: OfacCandidate = {
  entNum: 6861,
  listedName: "GUZMAN LOERA, Joaquin",
  type: "individual",
  programs: [
    "SDNTK"
  ],
  score: 1,
  nameScore: 1,
  matchedName: "GUZMAN LOERA, Joaquin",
  matchedAs: "name",
  reasons: [
    "Name \"GUZMAN LOERA, Joaquin\" matches 100 %",
    "Date of birth 1954-12-25 is listed"
  ],
  birthDates: [
    "1954-12-25"
  ],
  countries: [],
  addresses: [],
  aliases: [
    "AREGON, Max",
    "GUZMAN, Chapo",
    "GUIERREZ LOERA, Jose Luis",
    "GUZMAN FERNANDEZ, Joaquin",
    "GUZMAN LOESA, Joaquin",
    "GUZMAN PADILLA, Joaquin",
    "GUMAN LOERAL, Joaquin",
    "GUZMAN, Archibaldo",
    "GUZMAN, Aureliano",
    "ORTEGA, Miguel",
    "RAMIREZ, Joise Luis",
    "CARO RODRIGUEZ, Gilberto",
    "GUZMAN, Joaquin Chapo",
    "GUZMAN LOREA, Chapo",
    "GUZMAN LOEIA, Joaguin",
    "GUZMAN, Achivaldo",
    "OSUNA, Gilberto",
    "RAMOX PEREZ, Jorge"
  ],
  remarks: "DOB 25 Dec 1954; POB Mexico."
};

export const GUZMAN: OfacReport = { ...screen, subject: {
    type: "individual",
    name: "Joaquin Guzman Loera",
    dateOfBirth: "1954-12-25",
    country: "MX"
  }, result: 'hit', candidates: [GUZMAN_CANDIDATE] };

export const KIM: OfacReport = {
  ...screen,
  subject: {
    type: "individual",
    name: "Jong Un Kim",
    dateOfBirth: null,
    country: null
  },
  result: 'hit',
  candidates: [
    {
      entNum: 20157,
      listedName: "KIM, Jong Un",
      type: "individual",
      programs: [
        "DPRK3"
      ],
      score: 1,
      nameScore: 1,
      matchedName: "KIM, Jong Un",
      matchedAs: "name",
      reasons: [
        "Name \"KIM, Jong Un\" matches 100 %"
      ],
      birthDates: [
        "1984-01-08"
      ],
      countries: [
        "Korea, North"
      ],
      addresses: [
        "Korea, North"
      ],
      aliases: [],
      remarks: "DOB 08 Jan 1984; Secondary sanctions risk: North Korea Sanctions Regulations, sections 510.201 and 510.210; Transactions Prohibited For Persons Owned or Controlled By U.S. Financial Institutions: North Korea Sanctions Regulations section 510.214; Chairman of the Workers' Party of Korea."
    },
    {
      entNum: 18558,
      listedName: "KIM, Jung Jong",
      type: "individual",
      programs: [
        "NPWMD"
      ],
      score: 0.891,
      nameScore: 0.891,
      matchedName: "KIM, Jung Jong",
      matchedAs: "name",
      reasons: [
        "Name \"KIM, Jung Jong\" matches 89 %"
      ],
      birthDates: [
        "1966-11-07"
      ],
      countries: [
        "Vietnam"
      ],
      addresses: [
        "Vietnam"
      ],
      aliases: [
        "KIM, Chung Chong"
      ],
      remarks: "DOB 07 Nov 1966; Secondary sanctions risk: North Korea Sanctions Regulations, sections 510.201 and 510.210; Transactions Prohibited For Persons Owned or Controlled By U.S. Financial Institutions: North Korea Sanctions Regulations section 510.214; Passport 199421147 (Korea, North) expires 29 Dec 2014; alt. Passport 381110042 (Korea, North) expires 25 Jan 2016; alt. Passport 563210184 (Korea, North) expires 18 Jun 2018; Tanchon Commercial Bank Representative in Vietnam; Linked To: TANCHON COMMERCIAL BANK."
    }
  ],
};

export const ELLISON: OfacReport = { ...screen, subject: {
    type: "individual",
    name: "Margaret Ellison",
    dateOfBirth: "1966-04-12",
    country: "US"
  }, result: 'clear', candidates: [] };

export const BANK: OfacReport = {
  ...screen,
  subject: {
    type: "business",
    name: "Banco Nacional de Cuba",
    dateOfBirth: null,
    country: null
  },
  result: 'hit',
  candidates: [
    {
      entNum: 306,
      listedName: "BANCO NACIONAL DE CUBA",
      type: "entity",
      programs: [
        "CUBA"
      ],
      score: 1,
      nameScore: 1,
      matchedName: "BANCO NACIONAL DE CUBA",
      matchedAs: "name",
      reasons: [
        "Name \"BANCO NACIONAL DE CUBA\" matches 100 %"
      ],
      birthDates: [],
      countries: [
        "Switzerland",
        "Spain",
        "Japan",
        "Panama"
      ],
      addresses: [
        "Zweierstrasse 35, Zurich CH-8022, Switzerland",
        "Avenida de Concha Espina 8, Madrid E-28036, Spain",
        "Dai-Ichi Bldg. 6th Floor, 10-2 Nihombashi, 2-chome, Chuo-ku, Tokyo 103, Japan",
        "Federico Boyd Avenue & 51 Street, Panama City, Panama"
      ],
      aliases: [
        "NATIONAL BANK OF CUBA",
        "BNC"
      ],
      remarks: "a.k.a. 'BNC'."
    }
  ],
};

export const ofacDsr = (ofacReport: OfacReport, errors: OfacDataSourceResponse['errors'] = []): OfacDataSourceResponse => productDsr({ ofacReport }, errors);

export const ofacOrderResponse = (ofacReport: OfacReport) => orderAnswer('ofac', ofacDsr(ofacReport));
