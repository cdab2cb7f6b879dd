import { Link as RouterLink, Navigate, useLocation } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import PolicyOutlined from '@mui/icons-material/PolicyOutlined';
import { KOUNT_PRODUCT, findPortalRoute } from '@creditdesk/contracts';
import { EmptyState } from '../../../components/empty-state';
import { PageFrame } from '../../../components/page-frame';
import { reportPath } from '../../order/order-report';
import { OrderedReport } from '../../order/ordered-report';
import { useOrderSession } from '../../order/order-session';

/** The inquiry the order navigated here with (React Router keeps it in the tab's history, so it survives a reload). */
const inquiryIdOf = (state: unknown): string | undefined => {
  const id = (state as { inquiryId?: unknown } | null)?.inquiryId;
  return typeof id === 'string' && id ? id : undefined;
};

/**
 * /kount/report (reports.md §3, §6): where a Kount Compliance order opens its result. It shows the
 * Kount report just ordered in this order session, with its own address to bookmark or share
 * (/reports/:inquiryId). With none in memory (a reload), the report the tab last ordered opens at its
 * own address; with none at all, the page says so and offers a new order or My Reports.
 */
export function KountReportPage() {
  const { ordered } = useOrderSession();
  const { state } = useLocation();
  if (ordered?.productKey === KOUNT_PRODUCT.key) {
    const address = reportPath(ordered.answer.inquiryId);
    return (
      <OrderedReport
        ordered={ordered}
        note={
          <Alert severity="info" role="note">
            This report stays in My Reports. Its own address, to bookmark or share with a colleague who may read it:{' '}
            <Link component={RouterLink} to={address} underline="always" sx={{ overflowWrap: 'anywhere' }}>
              {`${window.location.origin}${address}`}
            </Link>
          </Alert>
        }
      />
    );
  }
  const inquiryId = inquiryIdOf(state);
  if (inquiryId) return <Navigate to={reportPath(inquiryId)} replace />;
  return (
    <PageFrame title={findPortalRoute('/kount/report')?.title ?? KOUNT_PRODUCT.name}>
      <Paper variant="outlined">
        <EmptyState
          icon={<PolicyOutlined fontSize="large" aria-hidden="true" />}
          title="No Kount Compliance report in this session"
          action={
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
              <Button component={RouterLink} to={`/products/${KOUNT_PRODUCT.key}`} variant="contained">
                Order a Kount Compliance report
              </Button>
              <Button component={RouterLink} to="/my-reports" variant="outlined">
                Open My Reports
              </Button>
            </Stack>
          }
        >
          The result of a Kount Compliance screen shows here right after you order it. Earlier reports are in My Reports.
        </EmptyState>
      </Paper>
    </PageFrame>
  );
}
