import type { SandboxPersonaInfo } from '@creditdesk/contracts';

const us = (line1: string, city: string, state: string, zip: string) => ({ line1, city, state, zip, country: 'US' as const });

/** The identities the ID Report shares with DTEC's sandbox (docs/sandbox-personas.md): one consumer reads alike across products. */
export const SHARED_IDENTITIES = {
  ellison: { firstName: 'MARGARET', lastName: 'ELLISON', ssn: '123451001', dateOfBirth: '1966-04-12', address: us('2847 Linden Ave', 'Evanston', 'IL', '60201') },
  raman: { firstName: 'PRIYA', lastName: 'RAMAN', ssn: '123451003', dateOfBirth: '1998-02-14', address: us('88 Harbor View Dr', 'Portland', 'ME', '04101') },
  jennings: { firstName: 'HAROLD', lastName: 'JENNINGS', ssn: '123451007', dateOfBirth: '1941-08-09', address: us('702 Orchard St', 'Dayton', 'OH', '45402') },
} satisfies Record<string, Omit<SandboxPersonaInfo, 'key' | 'description'>>;

/**
 * The ID Report's documented test consumers (docs/products/idreport.md, "Sandbox"), offered on its
 * form while the sandbox answers. Fictitious: never a real consumer.
 */
export const ID_REPORT_TEST_CONSUMERS: readonly SandboxPersonaInfo[] = [
  { key: 'clean', ...SHARED_IDENTITIES.ellison, description: 'Verified: every element matches; the SSN was issued in New York before randomisation.' },
  { key: 'noHit', ...SHARED_IDENTITIES.raman, description: 'No record found: no identity record for the SSN, every element not checked.' },
  { key: 'deceased', ...SHARED_IDENTITIES.jennings, description: 'Not verified: the identity matches, but the Death Master File reports the SSN deceased.' },
  {
    key: 'neverIssued',
    firstName: 'VICTOR',
    lastName: 'NASH',
    ssn: '666451204',
    dateOfBirth: '1988-03-15',
    address: us('1420 Commerce St', 'Dallas', 'TX', '75201'),
    description: 'Not verified: area 666 is never issued; the other elements are not checked.',
  },
  {
    key: 'issuedAfterBirth',
    firstName: 'DENISE',
    lastName: 'HOLLOWAY',
    ssn: '812451205',
    dateOfBirth: '1974-02-08',
    address: us('3906 Cedar Springs Rd', 'Dallas', 'TX', '75219'),
    description: 'Review needed: a randomised-only area, so the SSN was issued when she was at least 37.',
  },
  {
    key: 'issuedBeforeBirth',
    firstName: 'CONNOR',
    lastName: 'WALSH',
    ssn: '712451206',
    dateOfBirth: '1994-07-19',
    address: us('615 W Lake St', 'Minneapolis', 'MN', '55408'),
    description: 'Not verified: a Railroad Retirement Board number, issued by 1963, 30 years before his birth.',
  },
  {
    key: 'multipleIdentities',
    firstName: 'RAYMOND',
    lastName: 'PIERCE',
    ssn: '123451207',
    dateOfBirth: '1979-05-23',
    address: us('2210 Fairview Ave', 'Baltimore', 'MD', '21215'),
    description: 'Review needed: his identity matches; two other people are reported with the number.',
  },
  {
    key: 'addressMismatch',
    firstName: 'GLORIA',
    lastName: 'TRAN',
    ssn: '123451208',
    dateOfBirth: '1982-11-30',
    address: us('77 Harbor Point Rd', 'Tampa', 'FL', '33602'),
    description: 'Review needed: name, SSN and date of birth match; the Tampa address is not on file.',
  },
];
