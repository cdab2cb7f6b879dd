import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import LockOutlined from '@mui/icons-material/LockOutlined';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import { PERMISSIBLE_PURPOSES } from '@creditdesk/contracts';
import { EmptyState } from '../../../components/empty-state';
import { PageFrame } from '../../../components/page-frame';
import { httpStatusOf, serverMessageOf } from '../../../api/api-errors';
import { reportFailureMessage } from '../../../reports/report-errors';
import { useGetInquiryDetailsQuery } from '../../../reports/stored-report-api';
import { ReportViewer } from '../../../reports/viewer/report-viewer';
import { OrderAnotherProduct } from '../../../reports/order/order-another-product';

const asSentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);
const purposeLabel = (value: string) => PERMISSIBLE_PURPOSES.find((p) => p.value === value)?.label ?? value;

const toMyReports = (
  <Button component={RouterLink} to="/my-reports" variant="contained">
    Go to My Reports
  </Button>
);

/**
 * A report of any product loaded from the server's stored copy (GET /reportinquiries/extract/{id}/details),
 * in the shared viewer with its PDF button. The server answers only reports the caller may read: another
 * company's, a deleted one or no report at all is "not found" (404); a colleague's, for a user who may
 * open only their own, is refused (403) with the server's reason.
 */
export function StoredReport({ inquiryId }: { inquiryId: string }) {
  const details = useGetInquiryDetailsQuery(inquiryId);
  const status = details.isError ? httpStatusOf(details.error) : undefined;
  const item = details.data?.item;

  if (status === 404 || status === 400) {
    return (
      <PageFrame title="Report not found">
        <Paper variant="outlined">
          <EmptyState icon={<SearchOffRounded aria-hidden="true" fontSize="large" />} title="This report could not be found" action={toMyReports}>
            It may have been deleted from My Reports, or the link may be incomplete. A report opens only for the people
            allowed to read it.
          </EmptyState>
        </Paper>
      </PageFrame>
    );
  }
  if (status === 403) {
    return (
      <PageFrame title="Report not available">
        <Paper variant="outlined">
          <EmptyState icon={<LockOutlined aria-hidden="true" fontSize="large" />} title="You cannot open this report" action={toMyReports}>
            {asSentence(serverMessageOf(details.error) ?? 'This report is not one you may read')} Ask the person who ran it, or an
            administrator who sees all of your company's reports.
          </EmptyState>
        </Paper>
      </PageFrame>
    );
  }

  return (
    <PageFrame
      title={item?.productName ?? 'Report'}
      subtitle={item ? `Ordered for ${item.consumerName}${item.coApplicantName ? ` and ${item.coApplicantName}` : ''}.` : undefined}
      actions={item && <OrderAnotherProduct inquiryId={item.id} consumerName={item.consumerName} />}
    >
      <StoredReportBody details={details} />
    </PageFrame>
  );
}

function StoredReportBody({ details }: { details: ReturnType<typeof useGetInquiryDetailsQuery> }) {
  if (details.isLoading) {
    return (
      <Stack spacing={3} aria-busy="true" aria-label="Loading the report">
        <Skeleton variant="rounded" height={88} />
        <Skeleton variant="rounded" height={260} />
        <Skeleton variant="rounded" height={420} />
      </Stack>
    );
  }
  if (details.isError || !details.data) {
    return (
      <Alert severity="error" action={<Button color="inherit" onClick={() => void details.refetch()}>Try again</Button>}>
        {reportFailureMessage(details.error)}
      </Alert>
    );
  }
  const { data } = details;
  return (
    <ReportViewer
      key={data.inquiryId}
      product={data.product}
      inquiryId={data.inquiryId}
      dataSourceResponse={data.dataSourceResponse}
      companions={'companions' in data ? data.companions : undefined}
      alertCheck={'alertCheck' in data ? data.alertCheck : undefined}
      details={{
        productName: data.item.productName,
        orderedAt: data.createdAt,
        customerReferenceNumber: data.item.customerReferenceNumber,
        accountNumber: data.item.accountNumber,
        userName: data.item.userName,
        permissiblePurpose: data.item.permissiblePurpose ? purposeLabel(data.item.permissiblePurpose) : undefined,
      }}
    />
  );
}
