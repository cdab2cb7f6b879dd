import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { OfacCase } from '@creditdesk/contracts';
import { PageFrame } from '../../../components/page-frame';
import { formatDateAndTime } from '../../../reports/format';
import { ReportSection } from '../../../reports/viewer/report-section';
import { type ScreenCandidates, useScreenCandidates } from '../hooks/use-screen-candidates';
import { OfacCandidateList } from './ofac-candidate-list';
import { OfacCaseFacts, OfacDecisionFacts } from './ofac-case-facts';
import { OfacDecisionForm } from './ofac-decision-form';
import { OfacReportDeadline } from './ofac-report-deadline';

/**
 * One review case: a confirmed match's deadline first, the case, the screen's candidates and the
 * decision: the form while the case is open, the record once it is decided.
 */
export function OfacCaseView({ ofacCase }: { ofacCase: OfacCase }) {
  const screen = useScreenCandidates(ofacCase.inquiryId);
  const candidates = screen.kind === 'shown' ? screen.candidates : undefined;
  const open = ofacCase.status === 'open';

  const decision = (
    <ReportSection heading="h2" title="Decision">
      {open ? <OfacDecisionForm openCase={ofacCase} candidates={candidates} /> : <Stack spacing={2}><OfacDecisionFacts ofacCase={ofacCase} candidates={candidates} /></Stack>}
    </ReportSection>
  );
  return (
    <PageFrame title={ofacCase.subjectName} subtitle={`OFAC review case, opened ${formatDateAndTime(ofacCase.openedAt)} by ${ofacCase.openedBy}.`}>
      <Stack spacing={3}>
        {ofacCase.reportDueOn && ofacCase.decision && <OfacReportDeadline reportDueOn={ofacCase.reportDueOn} decidedAt={ofacCase.decision.at} />}
        <ReportSection heading="h2" title="Case">
          <OfacCaseFacts ofacCase={ofacCase} />
        </ReportSection>
        {!open && decision}
        <ReportSection heading="h2" title="Candidates" count={ofacCase.candidateCount}>
          <Candidates screen={screen} confirmedEntNum={ofacCase.decision?.entNum} />
        </ReportSection>
        {open && decision}
      </Stack>
    </PageFrame>
  );
}

function Candidates({ screen, confirmedEntNum }: { screen: ScreenCandidates; confirmedEntNum: number | null | undefined }) {
  if (screen.kind === 'loading')
    return (
      <Stack spacing={1.5} aria-busy="true" aria-label="Loading the candidates">
        <Skeleton variant="rounded" height={120} />
        <Skeleton variant="rounded" height={120} />
      </Stack>
    );
  if (screen.kind === 'unavailable') return <Alert severity="info">{screen.text}</Alert>;
  if (screen.kind === 'failed')
    return (
      <Alert severity="error" action={<Button color="inherit" onClick={screen.retry}>Try again</Button>}>
        The screen's report could not be loaded.
      </Alert>
    );
  return <OfacCandidateList candidates={screen.candidates} confirmedEntNum={confirmedEntNum} />;
}
