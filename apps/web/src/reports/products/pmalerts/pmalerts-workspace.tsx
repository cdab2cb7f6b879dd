import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSelector } from 'react-redux';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PM_ALERTS_CSV, PM_ALERTS_SORT, PM_WATCH_LIST_SORT, formatSort, isDefaultSort, PM_ALERTS_MESSAGES, PM_ALERT_TYPES, pmAlertsDownloadEndpoint, PM_ALERT_TYPE_INFO, type PmAlertType, formatDate, pmAlertRange, pmAlertsSubmitBody } from '@creditdesk/contracts';
import { serverMessageOf, type ApiError } from '../../../api/api-errors';
import { selectAuth } from '../../../lib/auth/auth-slice';
import { endpointRequest } from '../../../api/endpoint-request';
import { ExportCsvButton } from '../../../components/list/export-csv-button';
import type { ListColumn } from '../../../components/list/list-table';
import { SortSelect } from '../../../components/list/sort-select';
import { readSort, sortArg, sortingOf, writeSort } from '../../../lib/list-sort-url';
import { useUrlQuery } from '../../../lib/use-url-query';
import { OrderFormSection } from '../../order/order-form-section';
import type { OrderFormValues } from '../../product-kit/consumer/form/order-form-values';
import { useGetCompanyMembersQuery } from '../../product-kit/consumer/consumer-api';
import type { OrderFormProps } from '../portal-product';
import { PmAddWatchEntryForm } from './pmalerts-add-form';
import { AlertsTable } from './pmalerts-report';
import { useGetAlertQuery, useGetAlertsQuery, useGetWatchListQuery, useRemoveWatchEntryMutation } from './pmalerts-api';

type AlertsOrder = { sort: ReturnType<typeof PM_ALERTS_SORT.read> };
const readAlertsOrder = (params: URLSearchParams): AlertsOrder => ({ sort: readSort(params, PM_ALERTS_SORT) });
const without = (params: URLSearchParams, name: string) => {
  const next = new URLSearchParams(params);
  next.delete(name);
  return next;
};

/**
 * The watch list's order in the URL: its own parameter (`watchSort`), as the alerts below hold `sort`;
 * sent to the watch list's endpoint as its declared `sort` (PM_WATCH_LIST_SORT).
 */
const WATCH_SORT_QUERY = 'watchSort';
type WatchOrder = { sort: ReturnType<typeof PM_WATCH_LIST_SORT.read> };
const readWatchOrder = (params: URLSearchParams): WatchOrder => ({ sort: PM_WATCH_LIST_SORT.read(params.get(WATCH_SORT_QUERY)) });
const writeWatchOrder = (params: URLSearchParams, order: WatchOrder['sort']) => {
  const next = without(params, WATCH_SORT_QUERY);
  if (!isDefaultSort(PM_WATCH_LIST_SORT, order)) next.set(WATCH_SORT_QUERY, formatSort(order));
  return next;
};
/** The watch list's sortable fields, offered by its Sort by (the list is cards at every width). */
const WATCH_COLUMNS: readonly ListColumn[] = [
  { label: 'Date added', sortKey: 'addedAt' },
  { label: 'Consumer', sortKey: 'consumerName' },
  { label: 'Account number', sortKey: 'accountNumber' },
  { label: 'Reference', sortKey: 'customerReferenceNumber' },
  { label: 'Added by', sortKey: 'addedBy' },
  { label: 'Alerts', sortKey: 'alertCount' },
];

const Grid = ({ children }: { children: React.ReactNode }) => <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}>{children}</Box>;

/**
 * PM Alerts' page: the watch list (add, search, remove), the alerts of a range (by type and
 * consumer, paged; one opens with the bureau's facts) and the alerts report of the same criteria,
 * ordered through the order frame (stored, with its PDF and its line in My Reports).
 */
export function PmAlertsWorkspace({ draft, pending, onOrder }: OrderFormProps) {
  const { customerId, username } = useSelector(selectAuth);
  const members = useGetCompanyMembersQuery(customerId);
  const accounts = (members.data ?? []).filter((m) => m.status === 'active');
  const [accountNumber, setAccountNumber] = useState('');
  const account = accountNumber || accounts[0]?.memberNumber || '';

  const [search, setSearch] = useState('');
  const [watchPage, setWatchPage] = useState(0);
  const [params] = useSearchParams();
  const { query: watchOrder, update: orderWatch } = useUrlQuery(readWatchOrder, (q: WatchOrder) => writeWatchOrder(params, q.sort));
  const watch = useGetWatchListQuery({ customerId, pageNumber: watchPage + 1, pageSize: 10, search, ...sortArg(PM_WATCH_LIST_SORT, watchOrder.sort) });
  const [remove] = useRemoveWatchEntryMutation();
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);

  const range = pmAlertRange({});
  const [filter, setFilter] = useState<{ fromDate: string; toDate: string; alertType: PmAlertType | ''; watchEntryId: string }>({ ...range, alertType: '', watchEntryId: '' });
  const [alertsPage, setAlertsPage] = useState(0);
  // the alerts' order by their headers, in the URL beside the page's own parameters
  const { query: alertsOrder, update: orderAlerts } = useUrlQuery(readAlertsOrder, (q: AlertsOrder) => writeSort(without(params, 'sort'), PM_ALERTS_SORT, q.sort));
  const alerts = useGetAlertsQuery({
    customerId,
    pageNumber: alertsPage + 1,
    pageSize: 10,
    fromDate: filter.fromDate,
    toDate: filter.toDate,
    alertType: filter.alertType,
    watchEntryId: filter.watchEntryId,
    ...sortArg(PM_ALERTS_SORT, alertsOrder.sort),
  });
  const [openAlert, setOpenAlert] = useState<string | null>(null);

  const removeEntry = async (entryId: string) => {
    const res = await remove({ customerId, entryId });
    setNotice('error' in res ? { severity: 'error', text: serverMessageOf(res.error as ApiError) ?? 'The consumer could not be removed.' } : { severity: 'success', text: res.data.message });
  };

  const pullReport = () =>
    onOrder({
      request: pmAlertsSubmitBody({ accountNumber: account, fromDate: filter.fromDate, toDate: filter.toDate, alertType: filter.alertType, watchEntryId: filter.watchEntryId }, { userName: username }) as unknown as Record<string, unknown>,
      draft: undefined,
      summary: { people: ['Watched consumers'], accountNumber: account },
      details: { accountNumber: account },
    });

  return (
    <Stack spacing={3}>
      {notice && (
        <Alert severity={notice.severity} onClose={() => setNotice(null)} role={notice.severity === 'error' ? 'alert' : 'status'}>
          {notice.text}
        </Alert>
      )}
      <PmAddWatchEntryForm draft={draft as OrderFormValues | undefined} onAdded={(text) => setNotice({ severity: 'success', text })} />

      <OrderFormSection title="Watch list" description="The consumers your company watches. SSNs and dates of birth are masked.">
        <Stack spacing={1}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
            <TextField size="small" label="Search the watch list" value={search} onChange={(e) => { setSearch(e.target.value); setWatchPage(0); }} helperText="Name, reference, account number or the SSN’s last four." sx={{ flex: 1 }} />
            <SortSelect
              columns={WATCH_COLUMNS}
              sorting={sortingOf(watchOrder.sort, (sort) => {
                orderWatch({ sort });
                setWatchPage(0);
              })}
            />
          </Stack>
          {watch.isLoading ? (
            <CircularProgress aria-label="Loading the watch list" />
          ) : watch.isError ? (
            <Alert severity="error">The watch list could not be loaded.</Alert>
          ) : watch.data && watch.data.totalCount === 0 ? (
            <Typography>{search ? 'No watched consumer matches the search.' : PM_ALERTS_MESSAGES.noWatchedConsumers}</Typography>
          ) : (
            <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Watched consumers">
              {watch.data?.data.map((e) => (
                <Box component="li" key={e.id} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', borderBottom: 1, borderColor: 'divider', pb: 1 }}>
                  <Box sx={{ flex: '1 1 220px' }}>
                    <Typography sx={{ fontWeight: 600 }}>{e.consumerName}</Typography>
                    <Typography variant="body2">
                      {e.ssnMasked} · born {e.birthYear} · account {e.accountNumber} · ref {e.customerReferenceNumber} · {e.alertCount} alerts
                    </Typography>
                  </Box>
                  <Button size="small" onClick={() => { setFilter({ ...filter, watchEntryId: e.id }); setAlertsPage(0); }}>
                    Show alerts
                  </Button>
                  <Button size="small" color="error" onClick={() => void removeEntry(e.id)} aria-label={`Remove ${e.consumerName} from the watch list`}>
                    Remove
                  </Button>
                </Box>
              ))}
            </Stack>
          )}
          {watch.data && watch.data.totalCount > 10 && <TablePagination component="div" count={watch.data.totalCount} page={watchPage} rowsPerPage={10} rowsPerPageOptions={[10]} onPageChange={(_e, p) => setWatchPage(p)} />}
        </Stack>
      </OrderFormSection>

      <OrderFormSection title="Alerts" description="What the bureau reported on the watched consumers’ files, newest first.">
        <Stack spacing={2}>
          <Grid>
            <TextField size="small" type="date" label="From" value={filter.fromDate} slotProps={{ inputLabel: { shrink: true } }} onChange={(e) => { setFilter({ ...filter, fromDate: e.target.value }); setAlertsPage(0); }} />
            <TextField size="small" type="date" label="To" value={filter.toDate} slotProps={{ inputLabel: { shrink: true } }} onChange={(e) => { setFilter({ ...filter, toDate: e.target.value }); setAlertsPage(0); }} />
            <TextField select size="small" label="Alert type" value={filter.alertType} onChange={(e) => { setFilter({ ...filter, alertType: e.target.value as PmAlertType | '' }); setAlertsPage(0); }}>
              <MenuItem value="">All types</MenuItem>
              {PM_ALERT_TYPES.map((t) => (
                <MenuItem key={t} value={t}>
                  {PM_ALERT_TYPE_INFO[t].label}
                </MenuItem>
              ))}
            </TextField>
            <TextField select size="small" label="Consumer" value={filter.watchEntryId} onChange={(e) => { setFilter({ ...filter, watchEntryId: e.target.value }); setAlertsPage(0); }}>
              <MenuItem value="">All watched consumers</MenuItem>
              {(watch.data?.data ?? []).map((e) => (
                <MenuItem key={e.id} value={e.id}>
                  {e.consumerName}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          {alerts.isFetching && !alerts.data ? (
            <CircularProgress aria-label="Loading the alerts" />
          ) : alerts.isError ? (
            <Alert severity="error">{serverMessageOf(alerts.error as ApiError) ?? 'The alerts could not be loaded.'}</Alert>
          ) : (
            alerts.data && (
              <>
                <Alert severity={alerts.data.totalCount > 0 ? 'info' : 'success'} role="status">
                  {alerts.data.message}
                </Alert>
                {alerts.data.totalCount > 0 && (
                  <Box>
                    <ExportCsvButton
                      fileName={PM_ALERTS_CSV.fileName}
                      request={() =>
                        endpointRequest(pmAlertsDownloadEndpoint, {
                          params: { customerId },
                          query: {
                            fromDate: filter.fromDate,
                            toDate: filter.toDate,
                            ...(filter.alertType ? { alertType: filter.alertType } : {}),
                            ...(filter.watchEntryId ? { watchEntryId: filter.watchEntryId } : {}),
                            ...sortArg(PM_ALERTS_SORT, alertsOrder.sort),
                          },
                        })
                      }
                    />
                  </Box>
                )}
                {alerts.data.data.length > 0 && (
                  <AlertsTable
                    alerts={alerts.data.data}
                    onOpen={(a) => setOpenAlert(a.id)}
                    sorting={sortingOf(alertsOrder.sort, (sort) => {
                      orderAlerts({ sort });
                      setAlertsPage(0);
                    })}
                  />
                )}
                {alerts.data.totalCount > 10 && <TablePagination component="div" count={alerts.data.totalCount} page={alertsPage} rowsPerPage={10} rowsPerPageOptions={[10]} onPageChange={(_e, p) => setAlertsPage(p)} />}
              </>
            )
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <TextField select size="small" label="Bill the report to" value={account} onChange={(e) => setAccountNumber(e.target.value)} sx={{ minWidth: 240 }}>
              {accounts.map((a) => (
                <MenuItem key={a.memberNumber} value={a.memberNumber}>
                  {a.memberNumber} – {a.name}
                </MenuItem>
              ))}
            </TextField>
            <Button variant="contained" onClick={() => void pullReport()} disabled={pending || !account}>
              Pull alerts report
            </Button>
          </Stack>
          <Typography variant="caption">Stores these criteria’s alerts as a report billed to account {account || '—'}: it opens with its PDF and stays in My Reports.</Typography>
        </Stack>
      </OrderFormSection>
      {openAlert && <AlertDialog customerId={customerId} alertId={openAlert} onClose={() => setOpenAlert(null)} />}
    </Stack>
  );
}

function AlertDialog({ customerId, alertId, onClose }: { customerId: string; alertId: string; onClose: () => void }) {
  const alert = useGetAlertQuery({ customerId, alertId });
  const a = alert.data;
  return (
    <Dialog open onClose={onClose} aria-labelledby="pm-alert-title" fullWidth>
      <DialogTitle id="pm-alert-title">{a ? `${PM_ALERT_TYPE_INFO[a.type].label} · ${formatDate(a.alertDate)}` : 'Alert'}</DialogTitle>
      <DialogContent>
        {alert.isLoading && <CircularProgress aria-label="Loading the alert" />}
        {alert.isError && <Alert severity="error">{PM_ALERTS_MESSAGES.alertNotFound}</Alert>}
        {a && (
          <Stack spacing={1}>
            <Typography sx={{ fontWeight: 600 }}>{a.consumerName}</Typography>
            <Typography variant="body2">
              {a.ssnMasked} · account {a.accountNumber} · ref {a.customerReferenceNumber}
            </Typography>
            <Typography>{a.summary}</Typography>
            <Typography variant="body2">{PM_ALERT_TYPE_INFO[a.type].text}</Typography>
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, m: 0 }}>
              {a.details.map((d) => (
                <Box key={d.label} sx={{ display: 'contents' }}>
                  <Box component="dt" sx={{ fontWeight: 600 }}>
                    {d.label}
                  </Box>
                  <Box component="dd" sx={{ m: 0 }}>
                    {d.value}
                  </Box>
                </Box>
              ))}
            </Box>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
