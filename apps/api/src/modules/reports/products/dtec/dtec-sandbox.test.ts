import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatDigits334, formatNineDigits324 } from '@creditdesk/contracts';
import { SANDBOX_AS_OF } from '../../../../datasources/sandbox/calendar.js';
import { DTEC_PERSONAS } from './dtec-personas.sandbox.js';
import { addressTypeOf, dtecReportFor } from './dtec-screen.sandbox.js';

describe('the address rules', () => {
  it.each([
    ['8817 Desert Bloom Pkwy Ste 110 PMB 412', 'mail-drop'],
    ['500 Main St #204 Private Mailbox', 'mail-drop'],
    ['1 Correctional Way', 'correctional'],
    ['2460 County Jail Rd', 'correctional'],
    ['PO Box 4410', 'po-box'],
    ['P.O. Box 12', 'po-box'],
    ['200 E Broad St Suite 1200', 'commercial'],
    ['2847 Linden Ave', 'residential'],
    ['12 Jailhouse Rock Ln', 'residential'],
  ])('%s is %s', (line1, type) => {
    expect(addressTypeOf(line1).type).toBe(type);
  });
});

describe('the DTEC personas', () => {
  const screen = (p: (typeof DTEC_PERSONAS)[number]) => dtecReportFor({ firstName: p.firstName, lastName: p.lastName, ssn: p.ssn, dateOfBirth: p.dateOfBirth, address: p.address, ...(p.phone ? { phone: p.phone } : {}) }, SANDBOX_AS_OF);

  it('give the risk levels the documentation promises', () => {
    expect(Object.fromEntries(DTEC_PERSONAS.map((p) => [p.key, screen(p).riskLevel]))).toEqual({
      clear: 'low',
      fraudAlert: 'high',
      highRiskAddress: 'high',
      velocity: 'high',
      ssnOtherName: 'high',
      activeDuty: 'elevated',
      deceased: 'high',
      noHit: 'elevated',
    });
  });

  it('are listed in docs/products/dtec.md as they are', () => {
    const doc = fs.readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../../../docs/products/dtec.md'), 'utf8');
    for (const p of DTEC_PERSONAS) {
      const row = doc.split('\n').find((line) => line.startsWith(`| \`${p.key}\` | ${p.firstName} |`));
      expect(row, p.key).toBeDefined();
      expect(row).toContain(`| ${p.firstName} | ${p.lastName} | ${formatNineDigits324(p.ssn)} | ${p.dateOfBirth} |`);
      expect(row).toContain(`${p.address.line1}, ${p.address.city}, ${p.address.state} ${p.address.zip}`);
      expect(row).toContain(p.phone ? formatDigits334(p.phone) : '| — |');
      for (const code of screen(p).warnings.map((x) => x.code)) expect(row, `${p.key} ${code}`).toContain(code);
    }
  });
});
