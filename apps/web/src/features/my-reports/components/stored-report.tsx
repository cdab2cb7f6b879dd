import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import { PERMISSIBLE_PURPOSES } from '@creditdesk/contracts';
import { EmptyState } from '../../../components/empty-state';
import { PageFrame } from '../../../components/page-frame';
import { httpStatusOf } from '../../../api/api-errors';
import { reportFailureMessage } from '../../../reports/report-errors';
import { ReportViewer } from '../../../reports/viewer/report-viewer';
import { useGetInquiryDetailsQuery } from '../api';

const purposeLabel = (value: string) => PERMISSIBLE_PURPOSES.find((p) => p.value === value)?.label ?? value;

/**
 * A report of any product loaded from the server's stored copy (GET /reportinquiries/extract/{id}/details),
 * in the shared viewer with its PDF button. The server answers only reports the caller may read: any
 * other id is "not found".
 */
export function StoredReport({ inquiryId }: { inquiryId: string }) {
  const details = useGetInquiryDetailsQuery(inquiryId);
  const status = httpStatusOf(details.error);
  const notFound = details.isError && (status === 404 || status === 400);
  const item = details.data?.item;

  if (notFound) {
    return (
      <PageFrame title="Report not found">
        <Paper variant="outlined">
          <EmptyState
            icon={<SearchOffRounded aria-hidden="true" fontSize="large" />}
            title="This report could not be found"
            action={
              <Button component={RouterLink} to="/my-reports" variant="contained">
                Go to My Reports
              </Button>
            }
          >
            It may have been deleted from My Reports, or the link may be incomplete. A report opens only for the people
            allowed to read it.
          </EmptyState>
        </Paper>
      </PageFrame>
    );
  }

  return (
    <PageFrame
      title={item?.productName ?? 'Report'}
      subtitle={item ? `Ordered for ${item.consumerName}${item.coApplicantName ? ` and ${item.coApplicantName}` : ''}.` : undefined}
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
