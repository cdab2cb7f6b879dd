import { TELECHECK_CODE_INFO, telecheckCheckFacts, telecheckConsumerFacts, telecheckHistoryFacts, type TelecheckDataSourceResponse } from '@creditdesk/contracts';
import { FactList } from '../../viewer/fact-list';
import { ReportBody } from '../../viewer/report-body';
import { ReportSection } from '../../viewer/report-section';
import { StatementPanel } from '../../viewer/statement-panel';
import { TelecheckPlacementPanel } from './telecheck-placement-panel';

/**
 * TeleCheck's answer on screen, as its PDF: the decision with its code, reason and what to do, the
 * check verified (the account by its last four digits), the check writer, what TeleCheck's files hold
 * on the account; for a decline, placing the check for collection or as a negative item.
 */
export function TelecheckReportView({ dataSourceResponse: dsr, inquiryId }: { dataSourceResponse: TelecheckDataSourceResponse; inquiryId: string }) {
  return (
    <ReportBody errors={dsr.errors} report={dsr.value?.telecheckReport} missing="TeleCheck returned no answer for this check.">
      {(report) => (
        <>
          <StatementPanel
            title="Check writer"
            name={`${report.consumer.firstName} ${report.consumer.lastName}`}
            statement={TELECHECK_CODE_INFO[report.code]}
            facts={[
              { label: 'Code', value: report.code },
              { label: 'Reason', value: report.reason },
              ...telecheckConsumerFacts(report).slice(1),
            ]}
            columns={{ xs: 1, sm: 3 }}
          />
          <ReportSection title="Check verified">
            <FactList facts={telecheckCheckFacts(report)} columns={{ xs: 1, sm: 2, md: 5 }} />
          </ReportSection>
          <ReportSection title="TeleCheck history of the account">
            <FactList facts={telecheckHistoryFacts(report)} columns={{ xs: 1, sm: 2, md: 5 }} />
          </ReportSection>
          {report.decision === 'decline' && <TelecheckPlacementPanel inquiryId={inquiryId} />}
        </>
      )}
    </ReportBody>
  );
}
