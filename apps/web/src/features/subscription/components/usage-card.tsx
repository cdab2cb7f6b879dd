import { useSelector } from 'react-redux';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import InsertChartOutlined from '@mui/icons-material/InsertChartOutlined';
import { EmptyState } from '../../../components/empty-state';
import { ListLoadError } from '../../../components/list/list-load-error';
import { selectAuth } from '../../../lib/auth/auth-slice';
import { useGetBillingUsageQuery } from '../api';
import { USAGE_MONTHS, grandTotal, productColumns, reportsText, thisMonth } from '../usage';
import { MonthLookup } from './month-lookup';
import { UsageChart } from './usage-chart';
import { UsageTable } from './usage-table';

/** Billing usage: the last 12 months as a chart and a table, and any one month on request. */
export function UsageCard() {
  const { customerId } = useSelector(selectAuth);
  const usage = useGetBillingUsageQuery({ customerId, months: USAGE_MONTHS });
  const months = usage.data;
  // The server's last month is its current one (billing months are UTC).
  const currentMonth = months?.at(-1)?.month ?? thisMonth();
  const products = months ? productColumns(months) : [];

  return (
    <Paper variant="outlined" component="section" aria-labelledby="usage-heading" sx={{ overflow: 'hidden' }}>
      <Box sx={{ px: { xs: 2, sm: 3 }, pt: 2.5, pb: 2 }}>
        <Typography id="usage-heading" variant="h5" component="h2">
          Usage
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {months && grandTotal(months) > 0
            ? `${reportsText(grandTotal(months))} ordered in the last ${USAGE_MONTHS} months, as billed. A report removed from My Reports still counts.`
            : 'Reports ordered each month, as billed. A report removed from My Reports still counts.'}
        </Typography>
      </Box>
      <Divider />
      {usage.isError && !usage.isFetching ? (
        <ListLoadError what="Your usage" onRetry={() => void usage.refetch()} />
      ) : !months ? (
        <Box aria-busy="true" aria-label="Loading usage">
          <Skeleton variant="rounded" height={200} sx={{ mx: { xs: 2, sm: 3 }, my: 2 }} />
          <UsageTable months={undefined} products={[]} currentMonth={currentMonth} />
        </Box>
      ) : grandTotal(months) === 0 ? (
        <EmptyState icon={<InsertChartOutlined aria-hidden="true" fontSize="large" />} title={`No reports ordered in the last ${USAGE_MONTHS} months`}>
          Once people at your company order reports, each month's count appears here, product by product.
        </EmptyState>
      ) : (
        <>
          <UsageChart months={months} products={products} currentMonth={currentMonth} />
          <Divider sx={{ mt: 1 }} />
          <UsageTable months={months} products={products} currentMonth={currentMonth} />
        </>
      )}
      <Divider />
      <MonthLookup currentMonth={currentMonth} />
    </Paper>
  );
}
