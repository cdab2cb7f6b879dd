import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { COAPPLICANT_REPORT_ID, type CreditReport, type DataxReport, type TwnSelectReport } from '@creditdesk/contracts';
import { FileNotices } from './file-notices';
import { AddressesSection, EmploymentSection, NamesSection } from './identity-sections';
import { AlternativeDataSection, EmploymentVerificationSection, NotRequestedSection } from './oneview-sections';
import { CollectionsSection, InquiriesSection, PublicRecordsSection } from './records-sections';
import { ScoreSection } from './score-section';
import { SubjectSection } from './subject-section';
import { SummarySection } from './summary-section';
import { TradelinesSection } from './tradelines-section';

type ConsumerReportProps = {
  report: CreditReport;
  twn?: TwnSelectReport;
  datax?: DataxReport;
  /** oneviewplus: the supplements the order did not ask for (not connected: Configuration Engine). */
  notRequested?: { twn: boolean; datax: boolean };
};

export const roleLabelOf = (report: CreditReport) => (report.identifier === COAPPLICANT_REPORT_ID ? 'Co-Applicant' : 'Primary Applicant');

/**
 * One person's credit file on screen. Notices come first; a no-hit or frozen file releases no credit
 * content, so only the identity and the notice show.
 */
export function ConsumerReport({ report, twn, datax, notRequested }: ConsumerReportProps) {
  const released = report.hit && !report.frozen;
  return (
    <Stack spacing={3}>
      <FileNotices report={report} />
      <SubjectSection report={report} roleLabel={roleLabelOf(report)} />
      {released ? (
        <>
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' } }}>
            <SummarySection report={report} />
            <ScoreSection report={report} />
          </Box>
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' }, alignItems: 'start' }}>
            <NamesSection report={report} />
            <AddressesSection report={report} />
            <EmploymentSection report={report} />
          </Box>
        </>
      ) : (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' }, alignItems: 'start' }}>
          <ScoreSection report={report} />
          <NamesSection report={report} />
          <AddressesSection report={report} />
        </Box>
      )}
      {released && (
        <>
          <TradelinesSection tradelines={report.tradelines} />
          <InquiriesSection inquiries={report.inquiries} />
          <PublicRecordsSection records={report.publicRecords} />
          <CollectionsSection collections={report.collections} />
        </>
      )}
      {(twn || datax || notRequested?.twn || notRequested?.datax) && (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }}>
          {twn ? <EmploymentVerificationSection twn={twn} /> : notRequested?.twn && <NotRequestedSection source="twn" />}
          {datax ? <AlternativeDataSection datax={datax} /> : notRequested?.datax && <NotRequestedSection source="datax" />}
        </Box>
      )}
    </Stack>
  );
}
