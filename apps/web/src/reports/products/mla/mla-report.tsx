import type { MlaDataSourceResponse } from '@creditdesk/contracts';
import { ReportBody } from '../../viewer/report-body';
import { MlaAnswerPanel, MlaSafeHarborSection } from './mla-sections';

/**
 * The Military Lending Act check on screen, as its PDF: the data source's messages, the covered-borrower
 * answer with the consumer checked (SSN masked), then the safe-harbour record naming who ordered it.
 */
export function MlaReportView({ dataSourceResponse: dsr, orderedBy }: { dataSourceResponse: MlaDataSourceResponse; orderedBy?: string }) {
  return (
    <ReportBody errors={dsr.errors} report={dsr.value?.mlaReport} missing="The Defense Manpower Data Center returned no answer for this check.">
      {(report) => (
        <>
          <MlaAnswerPanel report={report} />
          <MlaSafeHarborSection report={report} orderedBy={orderedBy} />
        </>
      )}
    </ReportBody>
  );
}
