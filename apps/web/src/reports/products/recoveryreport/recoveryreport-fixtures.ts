import type { RecoveryDataSourceResponse, RecoveryReport, RecoveryReportResponse } from '@creditdesk/contracts';
import { orderAnswer, productDsr } from '../../testing/product-order-harness';

/* The sandbox's answers for the Recovery Report's documented consumers (docs/products/recoveryreport.md), charged off on 2024-03-15. */

/** skip: BRITTANY COLE. */
export const SKIP: RecoveryReport = {
  identifier: 'current',
  hit: true,
  asOfDate: '2026-11-01',
  chargeOffDate: '2024-03-15',
  subject: { firstName: 'BRITTANY', middleName: null, lastName: 'COLE', suffix: null, ssnMasked: '***-**-1009', dateOfBirth: '1990-03-28', age: 36, deceased: false, deceasedDate: null },
  bankruptcy: null,
  addresses: [
    { line1: '457 RIDGE TER', city: 'DALLAS', state: 'TX', zip: '75201', firstReported: '2025-12-14', lastReported: '2026-10-07', current: true, sinceChargeOff: true, source: 'change-of-address' },
    { line1: '1046 RIVERSIDE WAY APT 38A', city: 'BOSSIER CITY', state: 'LA', zip: '71111', firstReported: '2025-02-01', lastReported: '2025-11-25', current: false, sinceChargeOff: true, source: 'change-of-address' },
    { line1: '4421 ELM ST APT 12', city: 'SHREVEPORT', state: 'LA', zip: '71105', firstReported: '2019-04-21', lastReported: '2025-02-04', current: false, sinceChargeOff: false, source: 'credit-file' },
    { line1: '2997 PARK CIR', city: 'SHREVEPORT', state: 'LA', zip: '71105', firstReported: '2016-07-07', lastReported: '2019-04-23', current: false, sinceChargeOff: false, source: 'credit-file' },
  ],
  phones: [
    { number: '2145550180', type: 'mobile', firstReported: '2025-12-14', lastReported: '2026-10-07', current: true, sinceChargeOff: true },
    { number: '5045550110', type: 'mobile', firstReported: '2025-02-01', lastReported: '2025-11-25', current: false, sinceChargeOff: true },
    { number: '5045550135', type: 'mobile', firstReported: '2019-04-21', lastReported: '2025-02-04', current: false, sinceChargeOff: false },
    { number: '5045550142', type: 'landline', firstReported: '2019-04-21', lastReported: '2025-02-04', current: false, sinceChargeOff: false },
  ],
  employers: [
    { name: 'Amazon.com Services LLC', position: 'Sales Associate', city: 'NEW ORLEANS', state: 'LA', firstReported: '2021-10-18', lastReported: '2026-10-15', current: true, sinceChargeOff: false, verified: true },
  ],
  newAccounts: [],
  recoveryScore: {
    model: 'Sandbox Recovery Score 1.0',
    value: 461,
    notScoredReason: null,
    reasons: [
      { code: 'R06', text: 'Address changed since the charge-off' },
      { code: 'R02', text: 'Employment unchanged since the charge-off' },
      { code: 'R08', text: 'Time since the charge-off' },
    ],
  },
};

/** newEmployer: DERRICK HOLLAND. */
export const NEW_EMPLOYER: RecoveryReport = {
  identifier: 'current',
  hit: true,
  asOfDate: '2026-11-01',
  chargeOffDate: '2024-03-15',
  subject: { firstName: 'DERRICK', middleName: null, lastName: 'HOLLAND', suffix: null, ssnMasked: '***-**-3201', dateOfBirth: '1984-08-22', age: 42, deceased: false, deceasedDate: null },
  bankruptcy: null,
  addresses: [
    { line1: '1187 CEDAR ST', city: 'AKRON', state: 'OH', zip: '44308', firstReported: '2020-09-26', lastReported: '2026-10-15', current: true, sinceChargeOff: false, source: 'credit-file' },
    { line1: '9425 HAWTHORNE CT', city: 'CLEVELAND', state: 'OH', zip: '44113', firstReported: '2018-08-15', lastReported: '2020-08-10', current: false, sinceChargeOff: false, source: 'credit-file' },
  ],
  phones: [
    { number: '6145550104', type: 'mobile', firstReported: '2020-09-26', lastReported: '2026-10-15', current: true, sinceChargeOff: false },
    { number: '6145550185', type: 'landline', firstReported: '2020-09-26', lastReported: '2026-10-15', current: true, sinceChargeOff: false },
  ],
  employers: [
    { name: 'FedEx Ground', position: 'Warehouse Associate', city: null, state: null, firstReported: '2025-07-18', lastReported: '2026-10-08', current: true, sinceChargeOff: true, verified: true },
    { name: 'Publix Super Markets', position: 'Pharmacist', city: null, state: null, firstReported: '2021-05-22', lastReported: '2025-06-07', current: false, sinceChargeOff: false, verified: false },
  ],
  newAccounts: [
    { creditor: 'Regional Finance', accountType: 'Personal loan', openedDate: '2026-09-08', limitOrAmount: 6113, balance: 5773, monthlyPayment: 232, status: 'current' },
    { creditor: 'Wells Fargo Auto', accountType: 'Auto loan', openedDate: '2026-03-19', limitOrAmount: 24762, balance: 22011, monthlyPayment: 470, status: 'current' },
  ],
  recoveryScore: {
    model: 'Sandbox Recovery Score 1.0',
    value: 736,
    notScoredReason: null,
    reasons: [
      { code: 'R01', text: 'Employment reported since the charge-off' },
      { code: 'R04', text: 'New credit in good standing since the charge-off' },
      { code: 'R08', text: 'Time since the charge-off' },
      { code: 'R07', text: 'Stable address since the charge-off' },
    ],
  },
};

/** noLocate: PRIYA RAMAN. */
export const NO_LOCATE: RecoveryReport = {
  identifier: 'current',
  hit: false,
  asOfDate: '2026-11-01',
  chargeOffDate: '2024-03-15',
  subject: { firstName: 'PRIYA', middleName: null, lastName: 'RAMAN', suffix: null, ssnMasked: '***-**-1003', dateOfBirth: '1998-02-14', age: 28, deceased: false, deceasedDate: null },
  bankruptcy: null,
  addresses: [],
  phones: [],
  employers: [],
  newAccounts: [],
  recoveryScore: {
    model: 'Sandbox Recovery Score 1.0',
    value: null,
    notScoredReason: 'No locate data on file',
    reasons: [],
  },
};

/** deceased: HAROLD JENNINGS. */
export const DECEASED: RecoveryReport = {
  identifier: 'current',
  hit: true,
  asOfDate: '2026-11-01',
  chargeOffDate: '2024-03-15',
  subject: { firstName: 'HAROLD', middleName: null, lastName: 'JENNINGS', suffix: null, ssnMasked: '***-**-1007', dateOfBirth: '1941-08-09', age: 85, deceased: true, deceasedDate: '2026-01-02' },
  bankruptcy: null,
  addresses: [
    { line1: '702 ORCHARD ST', city: 'DAYTON', state: 'OH', zip: '45402', firstReported: '2020-06-07', lastReported: '2026-01-03', current: true, sinceChargeOff: false, source: 'credit-file' },
    { line1: '1816 WILLOW TER', city: 'CLEVELAND', state: 'OH', zip: '44113', firstReported: '2018-05-16', lastReported: '2020-05-02', current: false, sinceChargeOff: false, source: 'credit-file' },
  ],
  phones: [
    { number: '6145550122', type: 'mobile', firstReported: '2020-06-07', lastReported: '2026-01-03', current: true, sinceChargeOff: false },
  ],
  employers: [],
  newAccounts: [],
  recoveryScore: {
    model: 'Sandbox Recovery Score 1.0',
    value: null,
    notScoredReason: 'Consumer reported deceased',
    reasons: [],
  },
};

/** bankruptcy: KEVIN DOYLE. */
export const BANKRUPTCY: RecoveryReport = {
  identifier: 'current',
  hit: true,
  asOfDate: '2026-11-01',
  chargeOffDate: '2024-03-15',
  subject: { firstName: 'KEVIN', middleName: null, lastName: 'DOYLE', suffix: null, ssnMasked: '***-**-1008', dateOfBirth: '1976-12-02', age: 49, deceased: false, deceasedDate: null },
  bankruptcy: { chapter: '7', court: 'U.S. Bankruptcy Court, Middle District of Georgia', caseNumber: '25-56186', filedDate: '2025-03-10', status: 'discharged', statusDate: '2025-07-06' },
  addresses: [
    { line1: '1945 RIVERSIDE DR', city: 'MACON', state: 'GA', zip: '31201', firstReported: '2021-02-16', lastReported: '2026-10-06', current: true, sinceChargeOff: false, source: 'credit-file' },
    { line1: '1508 CHESTNUT DR', city: 'ATLANTA', state: 'GA', zip: '30303', firstReported: '2018-02-04', lastReported: '2021-01-01', current: false, sinceChargeOff: false, source: 'credit-file' },
  ],
  phones: [
    { number: '4045550140', type: 'mobile', firstReported: '2021-02-16', lastReported: '2026-10-06', current: true, sinceChargeOff: false },
    { number: '4045550133', type: 'landline', firstReported: '2021-02-16', lastReported: '2026-10-06', current: true, sinceChargeOff: false },
  ],
  employers: [
    { name: 'Enterprise Holdings', position: 'Project Manager', city: 'ATLANTA', state: 'GA', firstReported: '2019-04-12', lastReported: '2026-10-01', current: true, sinceChargeOff: false, verified: false },
  ],
  newAccounts: [
    { creditor: 'Merrick Bank', accountType: 'Credit card', openedDate: '2024-06-05', limitOrAmount: 1000, balance: 511, monthlyPayment: 51, status: 'current' },
  ],
  recoveryScore: {
    model: 'Sandbox Recovery Score 1.0',
    value: 290,
    notScoredReason: null,
    reasons: [
      { code: 'R09', text: 'Bankruptcy on file' },
      { code: 'R02', text: 'Employment unchanged since the charge-off' },
      { code: 'R04', text: 'New credit in good standing since the charge-off' },
      { code: 'R08', text: 'Time since the charge-off' },
    ],
  },
};

export const recoveryDsr = (report: RecoveryReport, errors: RecoveryDataSourceResponse['errors'] = []): RecoveryDataSourceResponse => productDsr({ recoveryReport: report }, errors);

export const recoveryOrderResponse = (report: RecoveryReport, inquiryId?: string): RecoveryReportResponse => orderAnswer('recoveryreport', recoveryDsr(report), inquiryId);
