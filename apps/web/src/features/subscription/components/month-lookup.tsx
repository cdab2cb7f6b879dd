import { useSearchParams } from 'react-router';
import { useSelector } from 'react-redux';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { monthField } from '@creditdesk/contracts';
import { ListLoadError } from '../../../components/list/list-load-error';
import { selectAuth } from '../../../lib/auth/auth-slice';
import { useGetBillingUsageQuery } from '../api';
import { monthLabel, productColumns, reportsText } from '../usage';

/** One month's usage (?month=YYYY-MM, kept in the URL), for a month the chart does not reach. */
export function MonthLookup({ currentMonth }: { currentMonth: string }) {
  const { customerId } = useSelector(selectAuth);
  const [search, setSearch] = useSearchParams();
  const raw = search.get('month') ?? '';
  const month = monthField.safeParse(raw).success && raw <= currentMonth ? raw : '';
  const usage = useGetBillingUsageQuery({ customerId, month }, { skip: !month });
  const found = usage.currentData?.[0];

  const choose = (value: string) =>
    setSearch(
      (params) => {
        if (value) params.set('month', value);
        else params.delete('month');
        return params;
      },
      { replace: true },
    );

  return (
    <Box component="section" aria-labelledby="month-lookup-heading" sx={{ px: { xs: 2, sm: 3 }, py: 2.5 }}>
      <Typography id="month-lookup-heading" variant="h6" component="h3">
        Look up a month
      </Typography>
      <Box sx={{ display: 'flex', gap: 3, alignItems: 'flex-start', flexWrap: 'wrap', mt: 1.5 }}>
        <TextField
          label="Month"
          type="month"
          size="small"
          value={month}
          onChange={(event) => choose(event.target.value)}
          sx={{ width: 200 }}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: currentMonth } }}
        />
        <Box sx={{ flex: 1, minWidth: 240 }} aria-live="polite">
          {!month ? (
            <Typography variant="body2" color="text.secondary" sx={{ pt: 1 }}>
              Choose a month to see what was ordered in it, product by product.
            </Typography>
          ) : usage.isError && !usage.isFetching ? (
            <ListLoadError what={`The usage of ${monthLabel(month, 'long')}`} onRetry={() => void usage.refetch()} />
          ) : !found ? (
            <LinearProgress aria-label={`Loading ${monthLabel(month, 'long')}`} sx={{ mt: 2 }} />
          ) : (
            <MonthDetail month={month} products={productColumns([found])} total={found.total} />
          )}
        </Box>
      </Box>
    </Box>
  );
}

type MonthDetailProps = { month: string; products: ReturnType<typeof productColumns>; total: number };

function MonthDetail({ month, products, total }: MonthDetailProps) {
  if (total === 0) return <Typography sx={{ pt: 1 }}>No reports ordered in {monthLabel(month, 'long')}.</Typography>;
  return (
    <Box>
      <Typography sx={{ fontWeight: 600, pt: 0.75 }}>
        {monthLabel(month, 'long')}: {reportsText(total)}
      </Typography>
      <Box component="ul" aria-label={`Usage in ${monthLabel(month, 'long')}`} sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
        {products.map((p) => (
          <Typography component="li" variant="body2" key={p.code}>
            {p.name}: {p.total}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
