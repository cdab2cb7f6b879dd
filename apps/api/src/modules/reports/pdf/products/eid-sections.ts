import { type EidSubject, NOT_REPORTED } from '@creditdesk/contracts';
import { date, fullName } from '../format.js';

// The identity products' shared PDF pieces (eIDcompare and eIDverifier read the same identity file).

/** eIDcompare's and eIDverifier's confidentiality line. */
export const EID_CONFIDENTIALITY = 'Identity verification information. Use only to verify identity and prevent fraud, as your agreement permits; do not share.';

/** The applicant panel both identity products print: name, masked SSN, date of birth, address. */
export const eidApplicantPanel = (s: EidSubject) => ({
  title: 'Applicant',
  rows: [
    { label: 'Name', value: fullName(s) || NOT_REPORTED, bold: true },
    { label: 'SSN', value: s.ssnMasked },
    { label: 'Date of birth', value: s.dateOfBirth ? date(s.dateOfBirth) : 'Not given' },
    { label: 'Address', value: `${s.address.line1}, ${s.address.city}, ${s.address.state} ${s.address.zip}` },
  ],
});
