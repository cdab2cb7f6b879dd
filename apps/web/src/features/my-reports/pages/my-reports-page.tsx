import { useSelector } from 'react-redux';
import { Navigate, Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AddRounded from '@mui/icons-material/AddRounded';
import { hasAnyEntitlement } from '@creditdesk/contracts';
import { PageFrame } from '../../../components/page-frame';
import { selectAuth } from '../../../lib/auth/auth-slice';
import { selectRunReportDisabled } from '../../../reports/run-report-slice';
import { MyReportsList } from '../components/my-reports-list';
import { LegacyReportsSection } from '../legacy/legacy-reports-section';
import { useMyReportsQuery } from '../hooks/use-my-reports-query';
import { writeMyReportsQuery } from '../my-reports-query';
import { reportLinkOf } from '../report-link';

/**
 * /my-reports: the reports the user ran (the company's, for a transactions admin); each opens at its own
 * address, /reports/:inquiryId. The former ?inquiry= link goes there.
 */
export function MyReportsPage() {
  const { query } = useMyReportsQuery();
  const auth = useSelector(selectAuth);
  const runReportDisabled = useSelector(selectRunReportDisabled);

  if (query.inquiry) {
    const back = writeMyReportsQuery({ ...query, inquiry: '' }).toString();
    const link = reportLinkOf(query.inquiry, `/my-reports${back ? `?${back}` : ''}`);
    return <Navigate to={link.to} state={link.state} replace />;
  }

  const everyone = hasAnyEntitlement(auth.entitlements, ['usertransactionsadmin']);
  return (
    <PageFrame
      title="My Reports"
      subtitle={everyone ? `Reports run by everyone at ${auth.customerName || 'your company'}.` : 'Reports you have run. Open one to read it again or download its PDF.'}
      actions={
        <Button
          component={RouterLink}
          to="/products"
          variant="contained"
          startIcon={<AddRounded aria-hidden="true" />}
          disabled={runReportDisabled}
          title={runReportDisabled ? 'A report is being run' : undefined}
        >
          Run Report
        </Button>
      }
    >
      <Stack spacing={3}>
        <MyReportsList />
        {/* a migrated legacy user's reports from the legacy system; nothing for anyone else */}
        <LegacyReportsSection />
      </Stack>
    </PageFrame>
  );
}
