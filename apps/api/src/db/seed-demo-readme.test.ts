import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEMO_COMPANIES } from './seed-demo.js';

// The README's demo paragraphs say what the demo data grants; they went stale once (issue 33).
const readme = fs.readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8').replace(/\s+/g, ' ');
const paragraph = (start: string) => readme.slice(readme.indexOf(start), readme.indexOf('. ', readme.indexOf(start) + start.length));

describe("the README's demo data", () => {
  it('names the features each demo company holds', () => {
    for (const company of DEMO_COMPANIES.filter((c) => c.subscriptions.length > 0)) {
      const sentence = paragraph(`${company.name} holds the`);
      expect([...sentence.matchAll(/`([a-z]+)`/g)].map((m) => m[1]).sort(), company.name).toEqual([...company.subscriptions].sort());
    }
  });

  it("says what each demo group grants: every product the company holds, or the codes, and file transfer", () => {
    const grants = paragraph('A user orders a report only through a user group');
    for (const company of DEMO_COMPANIES) {
      for (const group of company.groups) {
        expect(grants, group.name).toContain(`"${group.name}"`);
        const all = [...group.products].sort().join() === [...company.products].sort().join() && group.products.length > 1;
        expect(grants, `${company.name} ${group.name}`).toContain(all ? 'every product the company holds' : `(${group.products.join(', ')}`);
      }
    }
    for (const code of ['TLKC', 'TLKN', 'TCCN']) expect(grants).toContain(code);
    expect(grants).not.toContain('each granting CCR, NAL and OneView+');
  });
});
