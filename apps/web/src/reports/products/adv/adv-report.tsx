import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { advKeyFindings, advSummaryTiles, type AdvDataSourceResponse } from '@creditdesk/contracts';
import { KeyFindingsSection } from '../../viewer/key-findings';
import { ReportBody } from '../../viewer/report-body';
import { SummaryTilesSection } from '../../viewer/summary-tiles';
import {
  AdvAddressesSection,
  AdvBankruptciesSection,
  AdvJudgmentsSection,
  AdvLiensSection,
  AdvNamesSection,
  AdvPhonesSection,
  AdvPropertiesSection,
  AdvRelativesSection,
  AdvSubjectSection,
  AdvVehiclesSection,
} from './adv-sections';

/**
 * The Automated Data View on screen, the same information as its PDF: the data source's messages, the
 * subject with the view's status, then on a hit the key findings, the summary tiles and each kind of
 * record; on a no-hit, that no public record matched.
 */
export function AdvReportView({ dataSourceResponse: dsr }: { dataSourceResponse: AdvDataSourceResponse }) {
  return (
    <ReportBody errors={dsr.errors} report={dsr.value?.advReport} missing="The public-records service returned no view for this request.">
      {(report) => (
        <>
          <AdvSubjectSection report={report} />
          {report.hit ? (
            <>
              <KeyFindingsSection findings={advKeyFindings(report)} />
              <SummaryTilesSection tiles={advSummaryTiles(report)} columns={{ xs: 2, sm: 4, md: 4, lg: 8 }} />
              <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }}>
                <AdvNamesSection report={report} />
                <AdvRelativesSection report={report} />
              </Box>
              <AdvAddressesSection report={report} />
              <AdvPhonesSection report={report} />
              <AdvPropertiesSection report={report} />
              <AdvVehiclesSection report={report} />
              <AdvBankruptciesSection report={report} />
              <AdvLiensSection report={report} />
              <AdvJudgmentsSection report={report} />
            </>
          ) : (
            <Alert severity="info" role="note">
              <AlertTitle>No public-records identity was found for this consumer</AlertTitle>
              No public record matched the name, address and identifiers searched. Check them for errors; adding the SSN or the date of birth narrows
              the search to one consumer.
            </Alert>
          )}
        </>
      )}
    </ReportBody>
  );
}
