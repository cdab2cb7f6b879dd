import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import { type OfacCandidate, type OfacCase } from '@creditdesk/contracts';
import { formatDateAndTime } from '../../../reports/format';
import { FactList, type Fact } from '../../../reports/viewer/fact-list';
import { OfacBestScore } from './ofac-best-score';
import { OfacCaseStatusTag } from './ofac-case-status';

/** What the case is (its subject is the page's title): its status, the screen that opened it with a link to its report, who opened it and when. */
export function OfacCaseFacts({ ofacCase }: { ofacCase: OfacCase }) {
  const facts: Fact[] = [
    { label: 'Status', value: <OfacCaseStatusTag status={ofacCase.status} /> },
    { label: 'Best score', value: <OfacBestScore score={ofacCase.bestScore} /> },
    { label: 'Candidates', value: ofacCase.candidateCount },
    { label: 'Opened', value: formatDateAndTime(ofacCase.openedAt) },
    { label: 'Opened by', value: ofacCase.openedBy },
    {
      label: 'Screen',
      value: (
        <Link component={RouterLink} to={`/reports/${ofacCase.inquiryId}`} underline="always">
          Open the screen's report
        </Link>
      ),
    },
  ];
  return <FactList facts={facts} columns={{ xs: 2, md: 3 }} />;
}

/** A decided case's record (its outcome is the case's status): who decided, when, why, and for a match the candidate confirmed. */
export function OfacDecisionFacts({ ofacCase, candidates }: { ofacCase: OfacCase; candidates: readonly OfacCandidate[] }) {
  const { decision } = ofacCase;
  if (!decision) return null;
  const entry = decision.entNum === null ? undefined : candidates.find((c) => c.entNum === decision.entNum);
  const facts: Fact[] = [
    { label: 'Decided by', value: decision.by },
    { label: 'Decided', value: formatDateAndTime(decision.at) },
    ...(decision.entNum === null ? [] : [{ label: 'Confirmed entry', value: entry ? `${entry.listedName} (entry ${decision.entNum})` : `Entry ${decision.entNum}` }]),
  ];
  return (
    <>
      <FactList facts={facts} columns={{ xs: 2, md: 3 }} />
      <FactList facts={[{ label: 'Reason', value: decision.reason }]} columns={{ xs: 1 }} />
    </>
  );
}
