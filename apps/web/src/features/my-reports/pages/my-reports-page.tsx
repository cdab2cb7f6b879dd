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
import { listArgsOf, writeMyReportsQuery } from '../my-reports-query';
import { endpointRequest } from '../../../api/endpoint-request';
import { ExportCsvButton } from '../../../components/list/export-csv-button';
import { MY_REPORTS_CSV, downloadMyReportsEndpoint } from '@creditdesk/contracts';
import { reportLinkOf } from '../report-link';

/** My Reports' export: the list's filters and order, without its paging. */
const myReportsExport = ({ customerId, pageNumber: _page, pageSize: _size, ...query }: ReturnType<typeof listArgsOf>) =>
  endpointRequest(downloadMyReportsEndpoint, { params: { customerId }, query });

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
        <>
          <ExportCsvButton fileName={MY_REPORTS_CSV.fileName} request={() => myReportsExport(listArgsOf(query, auth.customerId))} />
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
        </>
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
