import { ID_RISK_SEVERITY_LABELS, ID_VERDICT_INFO, idKeyFindings, idSummaryTiles, type IdReport, type IdReportDataSourceResponse } from '@creditdesk/contracts';
import { KeyFindingsSection } from '../../viewer/key-findings';
import { SummaryTilesSection } from '../../viewer/summary-tiles';
import { ReportBody } from '../../viewer/report-body';
import { IdentitySubjectSection, withSeverities } from '../../product-kit/identity/identity-sections';
import { IdElementsSection, IdOtherIdentitiesSection, IdSsnSection } from './idreport-sections';

/**
 * The contracts' key findings: each risk indicator with its title, severity and code. Without one
 * they are the verdict in words, which the identity's panel already says.
 */
const findingsOf = (report: IdReport) =>
  withSeverities(
    idKeyFindings(report).filter((finding) => finding.text !== ID_VERDICT_INFO[report.verdict].text),
    report.riskIndicators,
    ID_RISK_SEVERITY_LABELS,
  );

/**
 * The ID Report on screen, the same information as its PDF: the data source's messages, the
 * identity submitted under the verdict, the key findings (the risk indicators), the summary tiles,
 * each element's result, the SSN's validity, issuance and Death Master File findings, and other
 * identities on the number. A no-hit reads the same way: its verdict says no record was found and
 * its elements are not checked.
 */
export function IdReportView({ dataSourceResponse: dsr }: { dataSourceResponse: IdReportDataSourceResponse }) {
  return (
    <ReportBody errors={dsr.errors} report={dsr.value?.idReport} missing="The identity verification service returned no ID Report for this request.">
      {(report) => (
        <>
          <IdentitySubjectSection title="Identity submitted" subject={report.subject} statement={ID_VERDICT_INFO[report.verdict]} asOfDate={report.asOfDate} />
          <KeyFindingsSection findings={findingsOf(report)} />
          <SummaryTilesSection tiles={idSummaryTiles(report)} columns={{ xs: 2, sm: 4 }} />
          <IdElementsSection report={report} />
          <IdSsnSection report={report} />
          <IdOtherIdentitiesSection report={report} />
        </>
      )}
    </ReportBody>
  );
}
