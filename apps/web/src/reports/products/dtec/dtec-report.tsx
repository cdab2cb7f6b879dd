import { DTEC_RISK_INFO, DTEC_SEVERITY_LABELS, dtecKeyFindings, dtecSummaryTiles, formatDigits334, type DtecDataSourceResponse, type DtecReport } from '@creditdesk/contracts';
import { ReportBody } from '../../viewer/report-body';
import { KeyFindingsSection } from '../../viewer/key-findings';
import { SummaryTilesSection } from '../../viewer/summary-tiles';
import { IdentitySubjectSection, withSeverities } from '../../product-kit/identity/identity-sections';
import { DtecAddressPhoneSection, DtecAlertsSection, DtecIdentitiesSection, DtecInquiriesSection } from './dtec-sections';

/** The contracts' key findings: each warning with its title, severity and code; for a clean screen one sentence saying so. */
const findingsOf = (report: DtecReport) => withSeverities(dtecKeyFindings(report), report.warnings, DTEC_SEVERITY_LABELS);

/**
 * DTEC on screen, the same information as its PDF: the data source's messages, the application's
 * identity under the risk level, the key findings (the warnings), the summary tiles, the alerts on
 * file, the inquiries on the identity, the identities reported with the SSN and the address and
 * phone screens. A no-hit reads the same way: its warning says no identity is on file for the SSN.
 */
export function DtecReportView({ dataSourceResponse: dsr }: { dataSourceResponse: DtecDataSourceResponse }) {
  return (
    <ReportBody errors={dsr.errors} report={dsr.value?.dtecReport} missing="The fraud screening service returned no DTEC report for this request.">
      {(report) => (
        <>
          <IdentitySubjectSection
            title="Application identity"
            subject={report.subject}
            statement={DTEC_RISK_INFO[report.riskLevel]}
            asOfDate={report.asOfDate}
            extraFacts={[{ label: 'Phone', value: report.subject.phone ? formatDigits334(report.subject.phone) : 'Not given' }]}
          />
          <KeyFindingsSection findings={findingsOf(report)} />
          <SummaryTilesSection tiles={dtecSummaryTiles(report)} columns={{ xs: 2, sm: 4 }} />
          <DtecAlertsSection report={report} />
          <DtecInquiriesSection report={report} />
          <DtecIdentitiesSection report={report} />
          <DtecAddressPhoneSection report={report} />
        </>
      )}
    </ReportBody>
  );
}
