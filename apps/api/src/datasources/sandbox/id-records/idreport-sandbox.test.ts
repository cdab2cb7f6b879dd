import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatNineDigits324 } from '@creditdesk/contracts';
import { SANDBOX_AS_OF } from '../calendar.js';
import { ID_REPORT_PERSONAS } from './idreport-personas.js';
import { idReportFor } from './idreport-verifier.js';
import { areaStateOf, isRandomizedOnlyArea, ssnIssuanceOf } from './ssn-issuance.js';

describe('what the area number tells', () => {
  it('names the state an area was allocated to before randomisation, and none for shared or never-allocated areas', () => {
    expect([1, 123, 134, 135, 318, 449, 545, 573, 574, 602, 627, 772].map(areaStateOf)).toEqual(['NH', 'NY', 'NY', 'NJ', 'IL', 'TX', 'CA', 'CA', 'AK', 'CA', 'TX', 'FL']);
    expect([232, 580, 586, 666, 700, 729, 734, 773, 899].map(areaStateOf)).toEqual([null, null, null, null, null, null, null, null, null]);
  });

  it('knows the areas only randomisation uses: 734–749 and 773–899', () => {
    expect([733, 734, 749, 750, 772, 773, 899].map(isRandomizedOnlyArea)).toEqual([false, true, true, false, false, true, true]);
  });

  it('infers a state only when the file shows the number in use before 25 June 2011', () => {
    expect(ssnIssuanceOf('123451001', '1984-09-10')).toEqual({ assignment: 'state', area: '123', areaState: 'NY', issuedNotBefore: null, issuedNotAfter: '1984-09-10' });
    expect(ssnIssuanceOf('123451001', '2015-01-01')).toEqual({ assignment: 'undetermined', area: '123', areaState: 'NY', issuedNotBefore: null, issuedNotAfter: '2015-01-01' });
    expect(ssnIssuanceOf('123451001', null)).toEqual({ assignment: 'undetermined', area: '123', areaState: 'NY', issuedNotBefore: null, issuedNotAfter: null });
  });

  it('bounds a railroad number by 1963 and a randomised one from 25 June 2011', () => {
    expect(ssnIssuanceOf('712451206', '2013-02-04')).toEqual({ assignment: 'railroad', area: '712', areaState: null, issuedNotBefore: null, issuedNotAfter: '1963-12-31' });
    expect(ssnIssuanceOf('712451206', '1950-01-01').issuedNotAfter).toBe('1950-01-01');
    expect(ssnIssuanceOf('812451205', null)).toEqual({ assignment: 'randomized', area: '812', areaState: null, issuedNotBefore: '2011-06-25', issuedNotAfter: null });
  });
});

describe('the ID Report personas', () => {
  const verify = (p: (typeof ID_REPORT_PERSONAS)[number]) => idReportFor({ firstName: p.firstName, lastName: p.lastName, ssn: p.ssn, dateOfBirth: p.dateOfBirth, address: p.address }, SANDBOX_AS_OF);

  it('give the verdicts the documentation promises', () => {
    expect(Object.fromEntries(ID_REPORT_PERSONAS.map((p) => [p.key, verify(p).verdict]))).toEqual({
      clean: 'verified',
      noHit: 'no-record',
      deceased: 'not-verified',
      neverIssued: 'not-verified',
      issuedAfterBirth: 'review',
      issuedBeforeBirth: 'not-verified',
      multipleIdentities: 'review',
      addressMismatch: 'review',
    });
  });

  it('never put a record on file before its SSN can have been issued', () => {
    for (const p of ID_REPORT_PERSONAS.filter((x) => x.onFile)) {
      const issuance = ssnIssuanceOf(p.ssn, p.onFile!.firstReported);
      expect(issuance.issuedNotBefore === null || p.onFile!.firstReported >= issuance.issuedNotBefore, p.key).toBe(true);
    }
  });

  it('are listed in docs/products/idreport.md as they are', () => {
    const doc = fs.readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../../docs/products/idreport.md'), 'utf8');
    for (const p of ID_REPORT_PERSONAS) {
      const row = doc.split('\n').find((line) => line.startsWith(`| \`${p.key}\` |`));
      expect(row, p.key).toBeDefined();
      expect(row).toContain(`| ${p.firstName} | ${p.lastName} | ${formatNineDigits324(p.ssn)} | ${p.dateOfBirth} |`);
      expect(row).toContain(`${p.address.line1}, ${p.address.city}, ${p.address.state} ${p.address.zip}`);
    }
  });
});
