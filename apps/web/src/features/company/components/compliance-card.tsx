import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { CompanySettings } from '@creditdesk/contracts';
import { AlertPolicySection } from './alert-policy-section';
import { CreditReportChecksSection } from './credit-report-checks-section';
import { OfacThresholdSection } from './ofac-threshold-section';
import { ReportReuseSection } from './report-reuse-section';

/** How the company screens its applicants; each part saves on its own. */
export function ComplianceCard({ company }: { company: CompanySettings }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="compliance-title">
      <Typography id="compliance-title" variant="h5" component="h2" sx={{ px: { xs: 2, sm: 3 }, pt: { xs: 2, sm: 3 } }}>
        Compliance
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ px: { xs: 2, sm: 3 }, mt: 0.5 }}>
        How your company's orders screen applicants for sanctions and the Military Lending Act, and offer a recent report instead of a second pull. Each part below is saved on its own.
      </Typography>
      <OfacThresholdSection company={company} />
      <Divider />
      <CreditReportChecksSection company={company} />
      <Divider />
      <AlertPolicySection company={company} />
      <ReportReuseSection company={company} />
    </Paper>
  );
}
