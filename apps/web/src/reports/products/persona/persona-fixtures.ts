import type { PersonaDataSourceResponse, PersonaReport, PersonaReportResponse } from '@creditdesk/contracts';
import { INQUIRY_ID } from '../../testing/report-fixtures';

/* The sandbox's answers for the Persona's documented consumers (docs/products/persona.md), as the contracts declare them. */

/** longEmployment: MARGARET ELLISON. */
export const LONG_EMPLOYMENT: PersonaReport = {
  identifier: 'Primary Report 1',
  hit: true,
  asOfDate: '2026-11-01',
  subject: { firstName: 'MARGARET', middleName: null, lastName: 'ELLISON', suffix: null, ssnLast4: '1001', yearOfBirth: 1966, fileSinceDate: '1987-07-01' },
  names: [
    { firstName: 'MARGARET', middleName: null, lastName: 'ELLISON', suffix: null, type: 'primary', firstReported: '1987-07-21', lastReported: '2026-10-06' },
  ],
  addresses: [
    { line1: '2847 LINDEN AVE', city: 'EVANSTON', state: 'IL', zip: '60201', type: 'residential', status: 'current', firstReported: '2018-10-02', lastReported: '2026-10-07', timesReported: 14 },
    { line1: '1760 SUMMIT CIR APT 15A', city: 'CHICAGO', state: 'IL', zip: '60601', type: 'apartment', status: 'former', firstReported: '2011-06-27', lastReported: '2018-08-08', timesReported: 11 },
    { line1: '7998 JEFFERSON PL', city: 'BOISE', state: 'ID', zip: '83702', type: 'residential', status: 'former', firstReported: '2004-05-09', lastReported: '2011-04-20', timesReported: 12 },
    { line1: '7762 FAIRVIEW WAY APT 30B', city: 'EVANSTON', state: 'IL', zip: '60201', type: 'apartment', status: 'former', firstReported: '1996-07-26', lastReported: '2004-04-20', timesReported: 24 },
    { line1: '4754 RIDGE CIR', city: 'NAPERVILLE', state: 'IL', zip: '60540', type: 'residential', status: 'former', firstReported: '1990-03-28', lastReported: '1996-05-13', timesReported: 11 },
  ],
  employment: [
    { employer: 'JPMorgan Chase & Co', position: 'Director', city: 'EVANSTON', state: 'IL', status: 'current', firstReported: '2021-12-03', lastReported: '2026-10-21' },
    { employer: 'Wells Fargo & Company', position: 'Operations Manager', city: 'CHICAGO', state: 'IL', status: 'former', firstReported: '2016-07-22', lastReported: '2021-10-05' },
    { employer: 'State Farm Insurance', position: 'Financial Analyst', city: 'CHICAGO', state: 'IL', status: 'former', firstReported: '2011-08-11', lastReported: '2016-03-25' },
    { employer: 'Allstate Insurance', position: 'Financial Analyst', city: 'BOISE', state: 'ID', status: 'former', firstReported: '2007-07-06', lastReported: '2011-07-28' },
    { employer: 'Deloitte LLP', position: 'Accountant', city: 'EVANSTON', state: 'IL', status: 'former', firstReported: '2002-10-19', lastReported: '2007-05-17' },
    { employer: 'Walgreens', position: null, city: 'EVANSTON', state: 'IL', status: 'former', firstReported: '1997-11-25', lastReported: '2002-05-05' },
    { employer: 'Target Corporation', position: 'Sales Associate', city: null, state: null, status: 'former', firstReported: '1993-09-19', lastReported: '1997-09-16' },
  ],
  phones: [
    { number: '3125550183', type: 'mobile', firstReported: '2017-03-24', lastReported: '2026-10-05' },
    { number: '3125550175', type: 'home', firstReported: '2018-10-02', lastReported: '2026-10-11' },
    { number: '3125550166', type: 'work', firstReported: '2021-12-03', lastReported: '2026-10-21' },
  ],
  summary: { nameCount: 1, akaCount: 0, addressCount: 5, employerCount: 7, phoneCount: 3, currentAddress: '2847 LINDEN AVE, EVANSTON, IL 60201', currentEmployer: 'JPMorgan Chase & Co', monthsAtCurrentAddress: 96 },
};

/** aliases: CATHERINE WHITFIELD. */
export const ALIASES: PersonaReport = {
  identifier: 'Primary Report 1',
  hit: true,
  asOfDate: '2026-11-01',
  subject: { firstName: 'CATHERINE', middleName: null, lastName: 'WHITFIELD', suffix: null, ssnLast4: '7301', yearOfBirth: 1979, fileSinceDate: '1999-05-01' },
  names: [
    { firstName: 'CATHERINE', middleName: null, lastName: 'WHITFIELD', suffix: null, type: 'primary', firstReported: '2013-03-04', lastReported: '2026-10-21' },
    { firstName: 'CATHERINE', middleName: 'A', lastName: 'DUBOIS', suffix: null, type: 'aka', firstReported: '1999-05-10', lastReported: '2006-05-21' },
    { firstName: 'CATHERINE', middleName: null, lastName: 'REYES', suffix: null, type: 'aka', firstReported: '2006-06-20', lastReported: '2013-02-24' },
    { firstName: 'CATHERINE', middleName: null, lastName: 'DUBOIS-REYES', suffix: null, type: 'aka', firstReported: '2006-06-27', lastReported: '2009-11-14' },
    { firstName: 'KATE', middleName: null, lastName: 'WHITFIELD', suffix: null, type: 'aka', firstReported: '2014-04-22', lastReported: '2026-09-01' },
  ],
  addresses: [
    { line1: '1520 MAGNOLIA AVE', city: 'SAVANNAH', state: 'GA', zip: '31401', type: 'residential', status: 'current', firstReported: '2019-05-11', lastReported: '2026-10-24', timesReported: 18 },
    { line1: '7175 MILL BLVD APT 21C', city: 'SAVANNAH', state: 'GA', zip: '31401', type: 'apartment', status: 'former', firstReported: '2013-11-12', lastReported: '2019-03-22', timesReported: 11 },
    { line1: '6619 MADISON AVE APT 6', city: 'SAVANNAH', state: 'GA', zip: '31401', type: 'apartment', status: 'former', firstReported: '2007-09-17', lastReported: '2013-08-06', timesReported: 18 },
    { line1: '6055 CEDAR TER STE 342', city: 'NEW ORLEANS', state: 'LA', zip: '70112', type: 'commercial', status: 'former', firstReported: '2000-06-25', lastReported: '2007-07-28', timesReported: 11 },
  ],
  employment: [
    { employer: 'HCA Healthcare', position: 'Registered Nurse', city: 'SAVANNAH', state: 'GA', status: 'current', firstReported: '2020-12-17', lastReported: '2026-10-01' },
    { employer: 'Humana Inc', position: null, city: 'SAVANNAH', state: 'GA', status: 'former', firstReported: '2014-11-06', lastReported: '2020-08-10' },
    { employer: 'CVS Health', position: 'Medical Assistant', city: 'SAVANNAH', state: 'GA', status: 'former', firstReported: '2009-04-20', lastReported: '2014-08-18' },
  ],
  phones: [
    { number: '4045550167', type: 'mobile', firstReported: '2021-12-09', lastReported: '2026-10-06' },
    { number: '4045550153', type: 'home', firstReported: '2013-11-12', lastReported: '2026-10-23' },
  ],
  summary: { nameCount: 5, akaCount: 4, addressCount: 4, employerCount: 3, phoneCount: 2, currentAddress: '1520 MAGNOLIA AVE, SAVANNAH, GA 31401', currentEmployer: 'HCA Healthcare', monthsAtCurrentAddress: 89 },
};

/** noHit: PRIYA RAMAN. */
export const NO_HIT: PersonaReport = {
  identifier: 'Primary Report 1',
  hit: false,
  asOfDate: '2026-11-01',
  subject: { firstName: 'PRIYA', middleName: null, lastName: 'RAMAN', suffix: null, ssnLast4: '1003', yearOfBirth: null, fileSinceDate: null },
  names: [],
  addresses: [],
  employment: [],
  phones: [],
  summary: { nameCount: 0, akaCount: 0, addressCount: 0, employerCount: 0, phoneCount: 0, currentAddress: null, currentEmployer: null, monthsAtCurrentAddress: null },
};

export const personaDsr = (report: PersonaReport, errors: PersonaDataSourceResponse['errors'] = []): PersonaDataSourceResponse => ({
  value: { personaReport: report },
  errors,
  status: 200,
});

export function personaOrderResponse(report: PersonaReport, inquiryId = INQUIRY_ID): PersonaReportResponse {
  const dataSourceResponse = personaDsr(report);
  return { inquiryId, product: 'persona', createdAt: '2026-11-20T14:05:00.000Z', dataSourceResponse, formatedResponse: JSON.stringify({ dataSourceResponse }) };
}
