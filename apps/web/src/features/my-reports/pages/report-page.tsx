import { Link as RouterLink, useLocation, useParams, useSearchParams } from 'react-router';
import Button from '@mui/material/Button';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import { OrderedReport } from '../../../reports/order/ordered-report';
import { useOrderSession } from '../../../reports/order/order-session';
import { isOpenedFromBatch } from '../../../reports/batch-report-link';
import { BatchOrigin } from '../components/batch-origin';
import { StoredReport } from '../components/stored-report';
import { backToListOf } from '../report-link';

/**
 * /reports/:inquiryId: a report of any product at its own address. The report just ordered in this tab
 * shows from the order's answer; any other (a reload, a bookmark, a shared link, My Reports) loads the
 * server's stored copy, which the server gives only to those who may read it. One opened from its batch
 * (`?from=batch`) leads back to that batch instead of My Reports.
 */
export function ReportPage() {
  const { inquiryId = '' } = useParams();
  const { state } = useLocation();
  const [search] = useSearchParams();
  const { ordered } = useOrderSession();
  if (ordered && ordered.answer.inquiryId === inquiryId) return <OrderedReport ordered={ordered} />;
  const toMyReports = (
    <Button component={RouterLink} to={backToListOf(state)} size="small" startIcon={<ArrowBackRounded aria-hidden="true" />} sx={{ mb: 1, ml: -1 }}>
      Back to My Reports
    </Button>
  );
  return (
    <>
      {isOpenedFromBatch(search) ? <BatchOrigin key={inquiryId} inquiryId={inquiryId} fallback={toMyReports} /> : toMyReports}
      <StoredReport key={inquiryId} inquiryId={inquiryId} />
    </>
  );
}
