import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { OFAC_HIT_GUIDANCE, OFAC_RESULT_INFO, ofacKeyFindings, ofacSummaryTiles, type OfacDataSourceResponse } from '@creditdesk/contracts';
import { KeyFindingsSection } from '../../viewer/key-findings';
import { ReportBody } from '../../viewer/report-body';
import { SummaryTilesSection } from '../../viewer/summary-tiles';
import { ScreenedListsSection, ScreenedSubjectPanel, SdnCandidatesSection, sdnListFacts } from '../../product-kit/screening/screening-sections';
import { OfacCasePanel } from './ofac-case-panel';

/**
 * The OFAC screen on screen, the same information as its PDF: the result for the name screened, the
 * review case a hit opened, the key findings and summary tiles, the SDN list screened on (its publish
 * date, load time and the threshold) and each candidate with its score and why; for a hit, what to do.
 */
export function OfacReportView({ dataSourceResponse: dsr, inquiryId }: { dataSourceResponse: OfacDataSourceResponse; inquiryId: string }) {
  return (
    <ReportBody errors={dsr.errors} report={dsr.value?.ofacReport} missing="The screen returned no OFAC report for this request.">
      {(report) => (
        <>
          <ScreenedSubjectPanel subject={report.subject} statement={OFAC_RESULT_INFO[report.result]} screenedAt={report.screenedAt} />
          {report.result === 'hit' && <OfacCasePanel inquiryId={inquiryId} />}
          <KeyFindingsSection findings={ofacKeyFindings(report)} />
          <SummaryTilesSection tiles={ofacSummaryTiles(report)} columns={{ xs: 2, sm: 3, md: 5 }} />
          <ScreenedListsSection title="SDN list screened" facts={sdnListFacts(report.list, report.threshold)} />
          <SdnCandidatesSection candidates={report.candidates} threshold={report.threshold} />
          {report.candidates.length > 0 && (
            <Alert severity="warning" role="note">
              <AlertTitle>What to do with a potential match</AlertTitle>
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {OFAC_HIT_GUIDANCE.map((step) => (
                  <li key={step.title}>
                    <strong>{step.title}.</strong> {step.text}
                  </li>
                ))}
              </Box>
            </Alert>
          )}
        </>
      )}
    </ReportBody>
  );
}
