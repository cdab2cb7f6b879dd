import Stack from '@mui/material/Stack';
import type { OfacCaseReview } from '@creditdesk/contracts';
import { PageFrame } from '../../../components/page-frame';
import { formatDateAndTime } from '../../../reports/format';
import { SdnCandidatesSection, screenedSubjectFacts, sdnListFacts } from '../../../reports/product-kit/screening/screening-sections';
import { FactList } from '../../../reports/viewer/fact-list';
import { ReportSection } from '../../../reports/viewer/report-section';
import { OfacCaseFacts, OfacDecisionFacts } from './ofac-case-facts';
import { OfacDecisionForm } from './ofac-decision-form';
import { OfacReportDeadline } from './ofac-report-deadline';

/**
 * One review case: a confirmed match's deadline first, the case, what was screened on which list,
 * the screen's candidates and the decision: the form while the case is open, the record once it is decided.
 */
export function OfacCaseView({ review }: { review: OfacCaseReview }) {
  const { case: ofacCase, screen } = review;
  const open = ofacCase.status === 'open';

  const decision = (
    <ReportSection heading="h2" title="Decision">
      {open ? (
        <OfacDecisionForm openCase={ofacCase} candidates={screen.candidates} />
      ) : (
        <Stack spacing={2}>
          <OfacDecisionFacts ofacCase={ofacCase} candidates={screen.candidates} />
        </Stack>
      )}
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
        <ReportSection heading="h2" title="Screen">
          <FactList facts={[...screenedSubjectFacts(screen.subject, screen.screenedAt), ...sdnListFacts(screen.list, screen.threshold)]} columns={{ xs: 2, md: 4 }} />
        </ReportSection>
        <SdnCandidatesSection candidates={screen.candidates} threshold={screen.threshold} />
        {open && decision}
      </Stack>
    </PageFrame>
  );
}
