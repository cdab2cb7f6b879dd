import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { MLA_SAFE_HARBOR_NOTE, MLA_STATUS_INFO, formatDate, mlaSafeHarborFacts, type MlaReport } from '@creditdesk/contracts';
import { FactList } from '../../viewer/fact-list';
import { ReportSection } from '../../viewer/report-section';
import { StatementPanel } from '../../viewer/statement-panel';
import { fullName } from '../../product-kit/identity/identity-sections';

/** The answer up front: the consumer checked and whether the Military Lending Act covers them, in the contracts' words. */
export function MlaAnswerPanel({ report }: { report: MlaReport }) {
  return (
    <StatementPanel
      title="Consumer checked"
      name={fullName(report.subject)}
      statement={MLA_STATUS_INFO[report.status]}
      facts={[
        { label: 'SSN', value: report.subject.ssnMasked },
        { label: 'Date of birth', value: formatDate(report.subject.dateOfBirth) },
      ]}
    />
  );
}

/** The record 32 CFR 232.5(b) asks the creditor to keep: who checked, when, the source, its records' date and the certificate. */
export function MlaSafeHarborSection({ report, orderedBy }: { report: MlaReport; orderedBy?: string }) {
  return (
    <ReportSection title="Safe-harbour record, 32 CFR 232.5(b)">
      <Stack spacing={2.5}>
        <FactList facts={mlaSafeHarborFacts(report, orderedBy ?? 'Not recorded')} columns={{ xs: 1, sm: 2, md: 3 }} />
        <Alert severity="info" role="note">
          {MLA_SAFE_HARBOR_NOTE}
        </Alert>
      </Stack>
    </ReportSection>
  );
}
