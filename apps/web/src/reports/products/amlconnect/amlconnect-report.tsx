import { AML_RISK_INFO, formatDate, type AmlConnectDataSourceResponse } from '@creditdesk/contracts';
import { ReportBody } from '../../viewer/report-body';
import { ScreenedListsSection, ScreenedSubjectPanel, SdnCandidatesSection, StatementReasons, sdnListFacts } from '../../product-kit/screening/screening-sections';
import { AmlMediaSection, AmlPepsSection } from './amlconnect-sections';

/**
 * AML Connect on screen, the same information as its PDF: the one risk and its reasons for the name
 * screened, the lists screened on and their dates, then what each list found: the sanctions
 * candidates, the politically exposed persons and the adverse media, each saying so when it found none.
 */
export function AmlConnectReportView({ dataSourceResponse: dsr }: { dataSourceResponse: AmlConnectDataSourceResponse }) {
  return (
    <ReportBody errors={dsr.errors} report={dsr.value?.amlConnectReport} missing="The screen returned no AML Connect report for this request.">
      {(report) => (
        <>
          <ScreenedSubjectPanel subject={report.subject} statement={AML_RISK_INFO[report.risk.level]} screenedAt={report.screenedAt}>
            <StatementReasons reasons={report.risk.reasons} />
          </ScreenedSubjectPanel>
          <ScreenedListsSection
            title="Lists screened"
            facts={[...sdnListFacts(report.sanctions.list, report.sanctions.threshold), { label: 'PEP and media lists as of', value: formatDate(report.listsAsOf) }]}
          />
          <SdnCandidatesSection title="Sanctions: OFAC SDN list" candidates={report.sanctions.candidates} threshold={report.sanctions.threshold} />
          <AmlPepsSection report={report} />
          <AmlMediaSection report={report} />
        </>
      )}
    </ReportBody>
  );
}
