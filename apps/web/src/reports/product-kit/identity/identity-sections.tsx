import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { NOT_REPORTED, formatDate } from '@creditdesk/contracts';
import { FactList, type Fact } from '../../viewer/fact-list';
import { ReportSection } from '../../viewer/report-section';
import { StatementPanel, type Statement } from '../../viewer/statement-panel';

/*
 * What the ID Report and DTEC show alike (their PDFs share it too): the identity submitted under
 * the report's one statement (the ID Report's verdict, DTEC's risk level), and screens of facts
 * side by side.
 */

/** A date as the reports print it (MM-DD-YYYY), or not reported. */
export const reportDate = (value: string | null | undefined) => formatDate(value) || NOT_REPORTED;

/** A name as printed: first, middle, last, suffix. */
export const fullName = (n: { firstName: string; middleName: string | null; lastName: string; suffix?: string | null }) =>
  [n.firstName, n.middleName, n.lastName, n.suffix].filter((part) => part && part.trim()).join(' ');

/** A place on one line: "EVANSTON, IL 60201". */
export const placeOf = (a: { city: string; state: string; zip: string }) => `${a.city}, ${a.state} ${a.zip}`.trim();

/**
 * The contracts' key findings with each one's severity in words, found by its code among the
 * report's coded findings (the ID Report's risk indicators, DTEC's warnings).
 */
export function withSeverities<F extends { code?: string }, S extends string>(findings: readonly F[], coded: readonly { code: string; severity: S }[], labels: Record<S, string>) {
  return findings.map((finding) => {
    const severity = coded.find((c) => c.code === finding.code)?.severity;
    return { ...finding, severity: severity && labels[severity] };
  });
}

type SubjectProps = {
  /** "Identity submitted", "Application identity". */
  title: string;
  subject: { firstName: string; middleName: string | null; lastName: string; suffix: string | null; ssnMasked: string; dateOfBirth: string | null; address: { line1: string; city: string; state: string; zip: string } };
  /** what the report concludes, as its contract words it. */
  statement: Statement;
  /** the date the records are current to. */
  asOfDate: string;
  /** facts the product adds after the address (DTEC: the phone). */
  extraFacts?: Fact[];
};

/**
 * Who was screened and what the report concludes (the statement panel), then the identity as
 * submitted (the SSN masked) and the records' date.
 */
export function IdentitySubjectSection({ title, subject, statement, asOfDate, extraFacts = [] }: SubjectProps) {
  const facts: Fact[] = [
    { label: 'SSN', value: subject.ssnMasked || NOT_REPORTED },
    { label: 'Date of birth', value: subject.dateOfBirth ? formatDate(subject.dateOfBirth) : 'Not given' },
    { label: 'Address', value: <AddressLines address={subject.address} /> },
    ...extraFacts,
    { label: 'Records as of', value: reportDate(asOfDate) },
  ];
  return <StatementPanel title={title} name={fullName(subject)} statement={statement} facts={facts} />;
}

/** An address on two lines: the street, then city, state and ZIP. */
export function AddressLines({ address }: { address: { line1: string; city: string; state: string; zip: string } }) {
  return (
    <>
      {address.line1 || NOT_REPORTED}
      <Box component="span" sx={{ display: 'block', fontWeight: 500, color: 'text.secondary' }}>
        {placeOf(address)}
      </Box>
    </>
  );
}

/** One screen of facts in a pair: its title and its facts. */
export type FactPanel = { title: string; facts: Fact[]; note?: ReactNode };

/** A report section of two panels of facts side by side (stacked on a narrow screen), as the PDF's panel pairs. */
export function FactPanelsSection({ title, panels, children }: { title: string; panels: readonly FactPanel[]; children?: ReactNode }) {
  return (
    <ReportSection title={title}>
      {children}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: `repeat(${panels.length}, minmax(0, 1fr))` } }}>
        {panels.map((panel) => (
          <Box key={panel.title} sx={{ border: '1px solid', borderColor: 'divider', borderRadius: 1.5, p: 2, minWidth: 0 }}>
            <Typography component="h4" sx={{ fontWeight: 700, mb: 1.5 }}>
              {panel.title}
            </Typography>
            <FactList facts={panel.facts} columns={{ xs: 1, sm: 2, md: 2 }} />
            {panel.note}
          </Box>
        ))}
      </Box>
    </ReportSection>
  );
}
