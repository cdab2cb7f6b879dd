import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  NOT_REPORTED,
  OFAC_ENTRY_TYPE_LABELS,
  OFAC_MATCHED_AS_LABELS,
  formatCountry,
  formatDate,
  formatOfacScore,
  ofacCandidateStrength,
  ofacNoCandidateText,
  type OfacCandidate,
  type OfacReport,
} from '@creditdesk/contracts';
import { formatDateAndTime } from '../../format';
import { FactList, type Fact } from '../../viewer/fact-list';
import { LevelTag, Stacked } from '../../viewer/level-cells';
import { RecordTableSection } from '../../viewer/record-table-section';
import { ReportSection } from '../../viewer/report-section';
import type { Column } from '../../viewer/simple-table-section';
import { StatementPanel, type Statement } from '../../viewer/statement-panel';

/*
 * What the OFAC, AML Connect and Kount reports show alike (their PDFs share it too): the subject
 * screened under the report's one statement, the list screened on with its dates and the threshold,
 * and the SDN list's candidates.
 */

type ScreenedSubject = OfacReport['subject'];

type ScreenedSubjectPanelProps = {
  subject: ScreenedSubject;
  /** what the screen concludes, as its contract words it. */
  statement: Statement;
  screenedAt: string;
  /** under the statement's sentence (the reasons for it). */
  children?: ReactNode;
};

/** What was screened, and when: the kind, the date of birth and country given (the name is shown apart). */
export function screenedSubjectFacts(subject: ScreenedSubject, screenedAt: string): Fact[] {
  const person = subject.type === 'individual';
  return [
    { label: 'Screened as', value: person ? 'Person' : 'Business' },
    ...(person ? [{ label: 'Date of birth', value: subject.dateOfBirth ? formatDate(subject.dateOfBirth) : 'Not given' }] : []),
    { label: 'Country', value: formatCountry(subject.country) },
    { label: 'Screened', value: formatDateAndTime(screenedAt) },
  ];
}

/** Who was screened and what the screen concludes: the name, the statement, the kind, the date of birth and country given, and when. */
export function ScreenedSubjectPanel({ subject, statement, screenedAt, children }: ScreenedSubjectPanelProps) {
  const facts = screenedSubjectFacts(subject, screenedAt);
  return (
    <StatementPanel title="Screened" name={subject.name} statement={statement} facts={facts} columns={{ xs: 2, sm: 2, md: facts.length }}>
      {children}
    </StatementPanel>
  );
}

/** The reasons for a statement, as a list under its sentence. */
export function StatementReasons({ reasons }: { reasons: readonly string[] }) {
  if (reasons.length === 0) return null;
  return (
    <Box component="ul" aria-label="Why" sx={{ m: 0, mt: 0.75, pl: 2.5 }}>
      {reasons.map((reason) => (
        <Typography component="li" key={reason}>
          {reason}
        </Typography>
      ))}
    </Box>
  );
}

/** The SDN list a screen ran on, as every screening report names it: its publish date, when it was loaded, its size and the threshold. */
export function sdnListFacts(list: OfacReport['list'], threshold: number): Fact[] {
  return [
    { label: 'SDN list published', value: formatDate(list.publishedOn) },
    { label: 'SDN list loaded', value: formatDateAndTime(list.loadedAt) },
    { label: 'Entries', value: `${list.entryCount.toLocaleString('en-US')} entries, ${list.aliasCount.toLocaleString('en-US')} aliases` },
    { label: 'Threshold', value: formatOfacScore(threshold) },
  ];
}

/** A section of the lists a screen ran on. */
export function ScreenedListsSection({ title, facts, children }: { title: string; facts: Fact[]; children?: ReactNode }) {
  return (
    <ReportSection title={title}>
      {children}
      <FactList facts={facts} columns={{ xs: 2, sm: 2, md: Math.min(facts.length, 5) }} />
    </ReportSection>
  );
}

const listed = (values: readonly string[], separator = ', ') => values.join(separator) || NOT_REPORTED;

const CANDIDATE_COLUMNS: Column<OfacCandidate>[] = [
  { header: 'Listed name', cell: (c) => <Stacked main={c.listedName} sub={`Entry ${c.entNum} · ${OFAC_ENTRY_TYPE_LABELS[c.type]}`} strong /> },
  {
    header: 'Score',
    nowrap: true,
    cell: (c) => {
      const strength = ofacCandidateStrength(c);
      return (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography component="span" sx={{ fontWeight: 700 }}>
            {formatOfacScore(c.score)}
          </Typography>
          <LevelTag label={strength.label} level={strength.level} />
        </Box>
      );
    },
  },
  { header: 'Programs', cell: (c) => listed(c.programs) },
  { header: 'Matched', cell: (c) => <Stacked main={c.matchedName} sub={OFAC_MATCHED_AS_LABELS[c.matchedAs]} /> },
  {
    header: 'Why',
    wide: true,
    cell: (c) => (
      <Box component="ul" sx={{ m: 0, pl: 2, '& li + li': { mt: 0.25 } }}>
        {c.reasons.map((reason) => (
          <Typography component="li" variant="body2" key={reason}>
            {reason}
          </Typography>
        ))}
      </Box>
    ),
  },
  { header: 'Dates of birth', cell: (c) => listed(c.birthDates, '; ') },
  { header: 'Countries', cell: (c) => listed(c.countries) },
];

/**
 * A screen's candidates on the SDN list, best first: the entry and its type, its score and strength,
 * its programs, the name or alias that matched, why, and the entry's dates of birth and countries. A table
 * from the small-tablet width up, a card a candidate on a phone; the threshold's empty line when none.
 */
export function SdnCandidatesSection({ title = 'Candidates', candidates, threshold }: { title?: string; candidates: OfacCandidate[]; threshold: number }) {
  return <RecordTableSection title={title} rows={candidates} columns={CANDIDATE_COLUMNS} empty={`${ofacNoCandidateText(threshold)}.`} minWidth={900} />;
}
