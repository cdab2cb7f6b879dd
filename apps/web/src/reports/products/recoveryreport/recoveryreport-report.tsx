import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { RECOVERY_NO_LOCATE, recoveryKeyFindings, recoverySummaryTiles, type RecoveryDataSourceResponse } from '@creditdesk/contracts';
import { KeyFindingsSection } from '../../viewer/key-findings';
import { ReportBody } from '../../viewer/report-body';
import { SummaryTilesSection } from '../../viewer/summary-tiles';
import {
  RecoveryAddressesSection,
  RecoveryBankruptcySection,
  RecoveryEmployersSection,
  RecoveryNewAccountsSection,
  RecoveryPhonesSection,
  RecoveryScoreSection,
  RecoverySubjectSection,
} from './recoveryreport-sections';

/**
 * The Recovery Report on screen, the same information as its PDF: the data source's messages, the
 * consumer under the report's status, then on a hit the key findings, the recovery score, the
 * summary tiles, the bankruptcy, addresses, phones, employers and the accounts opened since the
 * charge-off, what is new since marked so; on a no-hit, that there is no locate data.
 */
export function RecoveryReportView({ dataSourceResponse: dsr }: { dataSourceResponse: RecoveryDataSourceResponse }) {
  return (
    <ReportBody errors={dsr.errors} report={dsr.value?.recoveryReport} missing="The locate service returned no Recovery Report for this request.">
      {(report) => (
        <>
          <RecoverySubjectSection report={report} />
          {report.hit ? (
            <>
              <KeyFindingsSection findings={recoveryKeyFindings(report)} />
              <RecoveryScoreSection report={report} />
              <SummaryTilesSection tiles={recoverySummaryTiles(report)} columns={{ xs: 2, sm: 3, md: 6 }} />
              <RecoveryBankruptcySection report={report} />
              <RecoveryAddressesSection report={report} />
              <RecoveryPhonesSection report={report} />
              <RecoveryEmployersSection report={report} />
              <RecoveryNewAccountsSection report={report} />
            </>
          ) : (
            <Alert severity="info" role="note">
              <AlertTitle>{RECOVERY_NO_LOCATE.title}</AlertTitle>
              {RECOVERY_NO_LOCATE.text}
            </Alert>
          )}
        </>
      )}
    </ReportBody>
  );
}
