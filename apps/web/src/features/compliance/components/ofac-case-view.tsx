import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { OfacCase } from '@creditdesk/contracts';
import { PageFrame } from '../../../components/page-frame';
import { formatDateAndTime } from '../../../reports/format';
import { SdnCandidatesSection } from '../../../reports/products/screening/screening-sections';
import { ReportSection } from '../../../reports/viewer/report-section';
import { type ScreenCandidates, useScreenCandidates } from '../hooks/use-screen-candidates';
import { OfacCaseFacts, OfacDecisionFacts } from './ofac-case-facts';
import { OfacDecisionForm } from './ofac-decision-form';
import { OfacReportDeadline } from './ofac-report-deadline';

/**
 * One review case: a confirmed match's deadline first, the case, the screen's candidates and the
 * decision: the form while the case is open, the record once it is decided.
 */
export function OfacCaseView({ ofacCase }: { ofacCase: OfacCase }) {
  const screen = useScreenCandidates(ofacCase.inquiryId);
  const candidates = screen.kind === 'shown' ? screen.report.candidates : undefined;
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
        <Candidates screen={screen} count={ofacCase.candidateCount} />
        {open && decision}
      </Stack>
    </PageFrame>
  );
}

/** The screen's candidates as its report shows them (the screening reports' own section), or why they cannot be shown. */
function Candidates({ screen, count }: { screen: ScreenCandidates; count: number }) {
  if (screen.kind === 'shown') return <SdnCandidatesSection candidates={screen.report.candidates} threshold={screen.report.threshold} />;
  return (
    <ReportSection heading="h2" title="Candidates" count={count}>
      {screen.kind === 'loading' ? (
        <Stack spacing={1.5} aria-busy="true" aria-label="Loading the candidates">
          <Skeleton variant="rounded" height={120} />
          <Skeleton variant="rounded" height={120} />
        </Stack>
      ) : screen.kind === 'unavailable' ? (
        <Alert severity="info">{screen.text}</Alert>
      ) : (
        <Alert severity="error" action={<Button color="inherit" onClick={screen.retry}>Try again</Button>}>
          The screen's report could not be loaded.
        </Alert>
      )}
    </ReportSection>
  );
}
