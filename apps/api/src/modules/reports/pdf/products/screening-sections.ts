import { NOT_REPORTED, OFAC_ENTRY_TYPE_LABELS, OFAC_MATCHED_AS_LABELS, type OfacCandidate, formatOfacScore, ofacCandidateStrength, ofacNoCandidateText } from '@creditdesk/contracts';
import type { PdfLayout } from '../layout.js';
import { drawTable } from '../table.js';
import { LEVEL_INK } from '../theme.js';
import { plural } from './product-sections.js';

// The SDN screen's PDF pieces, shared by the three products that screen on the list (OFAC, AML Connect, Kount).

/** A screen's candidates against the SDN list, best first: the entry, its programs, the name that matched, why, the score. The OFAC, AML Connect and Kount reports print it alike. */
export function sdnCandidatesTable(layout: PdfLayout, candidates: OfacCandidate[], threshold: number, title = 'Candidates'): void {
  drawTable(layout, {
    title,
    count: plural(candidates.length, 'candidate'),
    rows: candidates,
    empty: ofacNoCandidateText(threshold),
    accent: (c) => LEVEL_INK[ofacCandidateStrength(c).level],
    columns: [
      { header: 'Listed name', width: 2.6, cell: (c) => ({ text: c.listedName, bold: true, sub: `Entry ${c.entNum} · ${OFAC_ENTRY_TYPE_LABELS[c.type]}` }) },
      { header: 'Programs', width: 1.3, cell: (c) => c.programs.join(', ') || NOT_REPORTED },
      { header: 'Matched', width: 2.4, cell: (c) => ({ text: c.matchedName, sub: OFAC_MATCHED_AS_LABELS[c.matchedAs] }) },
      { header: 'Why', width: 3.2, cell: (c) => ({ text: c.reasons.join('. '), sub: [c.birthDates.length ? `DOB ${c.birthDates.join('; ')}` : '', c.countries.join(', ')].filter(Boolean).join(' · ') || undefined }) },
      { header: 'Score', width: 1.1, align: 'right', cell: (c) => ({ text: formatOfacScore(c.score), bold: true, color: LEVEL_INK[ofacCandidateStrength(c).level], sub: ofacCandidateStrength(c).label }) },
    ],
  });
}
