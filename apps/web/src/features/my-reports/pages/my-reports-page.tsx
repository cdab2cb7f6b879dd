import { useSelector } from 'react-redux';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import AddRounded from '@mui/icons-material/AddRounded';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import { hasAnyEntitlement } from '@creditdesk/contracts';
import { PageFrame } from '../../../components/page-frame';
import { selectAuth } from '../../../lib/auth/auth-slice';
import { selectRunReportDisabled } from '../../../reports/run-report-slice';
import { InquiryReport } from '../components/inquiry-report';
import { MyReportsList } from '../components/my-reports-list';
import { useMyReportsQuery } from '../hooks/use-my-reports-query';
import { writeMyReportsQuery } from '../my-reports-query';

/** /my-reports: the reports the user ran (the company's, for a transactions admin); ?inquiry= opens one. */
export function MyReportsPage() {
  const { query } = useMyReportsQuery();
  const auth = useSelector(selectAuth);
  const runReportDisabled = useSelector(selectRunReportDisabled);

  if (query.inquiry) {
    const back = writeMyReportsQuery({ ...query, inquiry: '' }).toString();
    return (
      <>
        <Button component={RouterLink} to={`/my-reports${back ? `?${back}` : ''}`} size="small" startIcon={<ArrowBackRounded aria-hidden="true" />} sx={{ mb: 1, ml: -1 }}>
          Back to My Reports
        </Button>
        <InquiryReport inquiryId={query.inquiry} />
      </>
    );
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
      <MyReportsList />
    </PageFrame>
  );
}
