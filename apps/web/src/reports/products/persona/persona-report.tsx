import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { PERSONA_NO_CREDIT_DATA, personaKeyFindings, personaSummaryTilesOf, type PersonaDataSourceResponse } from '@creditdesk/contracts';
import { KeyFindingsSection } from '../../viewer/key-findings';
import { ReportBody } from '../../viewer/report-body';
import { SummaryTilesSection } from '../../viewer/summary-tiles';
import { PersonaAddressesSection, PersonaEmploymentSection, PersonaNamesSection, PersonaPhonesSection, PersonaSubjectSection } from './persona-sections';

/**
 * The Persona on screen, the same information as its PDF: the data source's messages, the subject,
 * then on a hit the key findings, the summary tiles, the names, addresses, employment and phones on
 * file and what the report never holds; on a no-hit, that the bureau has no file.
 */
export function PersonaReportView({ dataSourceResponse: dsr }: { dataSourceResponse: PersonaDataSourceResponse }) {
  return (
    <ReportBody errors={dsr.errors} report={dsr.value?.personaReport} missing="The bureau returned no Persona for this request.">
      {(report) => (
        <>
          <PersonaSubjectSection report={report} />
          {report.hit ? (
            <>
              <KeyFindingsSection findings={personaKeyFindings(report)} />
              <SummaryTilesSection tiles={personaSummaryTilesOf(report.summary)} columns={{ xs: 2, sm: 3, md: 5 }} />
              <PersonaNamesSection report={report} />
              <PersonaAddressesSection report={report} />
              <PersonaEmploymentSection report={report} />
              <PersonaPhonesSection report={report} />
              <Alert severity="info" role="note">
                <AlertTitle>About this report</AlertTitle>
                {PERSONA_NO_CREDIT_DATA}
              </Alert>
            </>
          ) : (
            <Alert severity="info" role="note" sx={{ alignItems: 'flex-start' }}>
              <AlertTitle>The bureau has no file for this consumer</AlertTitle>
              <Box component="span">
                No file matched the name, SSN and date of birth searched: there are no names, addresses, employers or phones to report. Check the identity
                for errors and order again.
              </Box>
            </Alert>
          )}
        </>
      )}
    </ReportBody>
  );
}
