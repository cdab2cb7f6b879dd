import { useState } from 'react';
import Typography from '@mui/material/Typography';
import { EIDV_STATUS_INFO, type EidVerifierDataSourceResponse, type EidVerifierQuestion, type EidVerifierReport } from '@creditdesk/contracts';
import { ReportBody } from '../../viewer/report-body';
import { SimpleTableSection, type Column } from '../../viewer/simple-table-section';
import { IdentitySubjectSection, reportDate } from '../../product-kit/identity/identity-sections';
import { EidVerifierQuestions } from './eidverifier-questions';

type Attempt = EidVerifierReport['attempts'][number];
const ATTEMPT_COLUMNS: Column<Attempt>[] = [
  { header: 'Answered', cell: (a) => <Typography variant="body2" sx={{ fontWeight: 700 }}>{reportDate(a.answeredAt.slice(0, 10))}</Typography>, nowrap: true },
  { header: 'Right answers', cell: (a) => `${a.correct} of ${a.total}`, align: 'right' },
];
const QUESTION_COLUMNS: Column<EidVerifierQuestion>[] = [
  { header: 'Question', cell: (q) => <Typography variant="body2" sx={{ fontWeight: 600 }}>{q.text}</Typography> },
  { header: 'Choices offered', cell: (q) => q.choices.map((c) => c.text).join(' · '), wide: true },
];

/**
 * eIDverifier on screen: the outcome over the applicant; while the questions await answers, the
 * questions to ask; then the attempts and the questions asked, as the PDF shows them. The answer to
 * the questions replaces the report shown (the server's stored copy is the same).
 */
export function EidVerifierReportView({ dataSourceResponse, inquiryId }: { dataSourceResponse: EidVerifierDataSourceResponse; inquiryId: string }) {
  const [dsr, setDsr] = useState(dataSourceResponse);
  return (
    <ReportBody errors={dsr.errors} report={dsr.value?.eidVerifierReport} missing="The identity service returned no eIDverifier report for this request.">
      {(report) => (
        <>
          <IdentitySubjectSection
            title="Applicant"
            subject={report.subject}
            statement={EIDV_STATUS_INFO[report.status]}
            asOfDate={report.asOfDate}
            extraFacts={[{ label: 'Transaction', value: report.transactionId }]}
          />
          {report.status === 'questions' ? (
            <EidVerifierQuestions inquiryId={inquiryId} report={report} onAnswered={(answer) => setDsr(answer.dataSourceResponse)} />
          ) : (
            <>
              <SimpleTableSection title="Attempts" rows={report.attempts} columns={ATTEMPT_COLUMNS} empty="None: no questions were given." minWidth={320} />
              <SimpleTableSection title="Questions asked" rows={report.questions} columns={QUESTION_COLUMNS} empty="None: no questions were given." />
            </>
          )}
        </>
      )}
    </ReportBody>
  );
}
