import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { PERMISSIBLE_PURPOSES } from '@creditdesk/contracts';
import { PageFrame } from '../../../components/page-frame';
import { httpStatusOf } from '../../../api/api-errors';
import { reportFailureMessage } from '../../../reports/report-errors';
import { ReportViewer } from '../../../reports/viewer/report-viewer';
import { useGetInquiryDetailsQuery } from '../api';

const purposeLabel = (value: string) => PERMISSIBLE_PURPOSES.find((p) => p.value === value)?.label ?? value;

/** A past report, loaded from the server's stored copy, in the shared viewer with its PDF button. */
export function InquiryReport({ inquiryId }: { inquiryId: string }) {
  const details = useGetInquiryDetailsQuery(inquiryId);
  const item = details.data?.item;
  return (
    <PageFrame
      title={item?.productName ?? 'Report'}
      subtitle={item ? `Ordered for ${item.consumerName}${item.coApplicantName ? ` and ${item.coApplicantName}` : ''}.` : undefined}
    >
      <InquiryReportBody details={details} />
    </PageFrame>
  );
}

function InquiryReportBody({ details }: { details: ReturnType<typeof useGetInquiryDetailsQuery> }) {
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
    const status = httpStatusOf(details.error);
    return (
      <Alert severity="error">
        {status === 404 || status === 400
          ? 'This report could not be found. It may have been deleted from My Reports.'
          : reportFailureMessage(details.error)}
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
        permissiblePurpose: purposeLabel(data.item.permissiblePurpose),
      }}
    />
  );
}
