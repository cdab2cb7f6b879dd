import { useMemo, useState } from 'react';
import { useSelector, useStore } from 'react-redux';
import { Link as RouterLink, Navigate, useLocation, useSearchParams } from 'react-router';
import { AUDIT_MESSAGES, AUDIT_PAGE_TITLE, AUDIT_TABS, type AuditTabSlug } from '@creditdesk/contracts';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import ManageSearchOutlined from '@mui/icons-material/ManageSearchOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { httpStatusOf, serverMessageOf } from '../../../api/api-errors';
import { EmptyState } from '../../../components/empty-state';
import { ListLoadError } from '../../../components/list/list-load-error';
import { ListPagination } from '../../../components/list/list-pagination';
import { ListProgress } from '../../../components/list/list-progress';
import { PageFrame } from '../../../components/page-frame';
import { selectAuth } from '../../../lib/auth/auth-slice';
import { usePageInRange } from '../../../lib/use-page-in-range';
import { usePageMessages } from '../../../lib/use-page-messages';
import { useUrlQuery } from '../../../lib/use-url-query';
import { useGetAuditPageQuery } from '../api';
import { NO_FILTERS, TOO_LARGE, auditQuery, auditSortOf, paramsOfView, viewFromParams, type AuditFilters as Filters } from '../audit-query';
import { sortArg, sortingOf } from '../../../lib/list-sort-url';
import { AuditFilters } from '../components/audit-filters';
import { AuditResults } from '../components/audit-results';
import { downloadAuditCsv } from '../download-audit-csv';

/**
 * Audit Logs (reports.md §2; issue 16): five tabs, each a route at /audit-report/<slug> (/audit-report
 * opens the first), each with its filters and paging in the URL, a table (cards on a phone) and its CSV with
 * the current filters.
 */
export function AuditPage() {
  const [params] = useSearchParams();
  const slug = useLocation().pathname.split('/')[2];
  const tab = AUDIT_TABS.find((t) => t.slug === slug)?.slug;
  if (!tab) return <Navigate to={{ pathname: '/audit-report/report-history', search: params.toString() }} replace />;
  return <AuditTabView key={tab} tab={tab} />;
}

function AuditTabView({ tab }: { tab: AuditTabSlug }) {
  const { query: view, update } = useUrlQuery(viewFromParams, paramsOfView);
  const { customerId } = useSelector(selectAuth);
  const title = AUDIT_TABS.find((t) => t.slug === tab)!.title;
  const query = useMemo(() => auditQuery(tab, view.filters), [tab, view.filters]);
  const declaredSort = auditSortOf(tab);
  const order = declaredSort.read(view.sort);
  const page = useGetAuditPageQuery(
    { tab, customerId, query: { ...query, pageNumber: view.pageNumber, pageSize: view.pageSize, ...sortArg(declaredSort, order) } },
    { skip: !customerId },
  );
  // a header's order: written as the URL's sort (left out when the tab's default)
  const sorting = sortingOf(order, (next) => update({ sort: sortArg(declaredSort, next).sort ?? '', pageNumber: 1 }));

  const rows = page.isFetching && page.isError ? undefined : (page.currentData?.data as readonly object[] | undefined);
  const total = page.currentData?.total ?? 0;
  const { empty } = usePageInRange(rows, total, view.pageNumber, view.pageSize, (pageNumber) => update({ pageNumber }));
  const filtered = Object.values(query).some(Boolean);

  const store = useStore();
  const messages = usePageMessages();
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      const failure = await downloadAuditCsv(store, customerId, tab, query);
      if (!failure) messages.success(AUDIT_MESSAGES.downloaded);
      else messages.error(failure.message === TOO_LARGE ? TOO_LARGE : failure.status === 400 && failure.message ? failure.message : 'An unexpected error has occurred. Please try again later.');
    } finally {
      setDownloading(false);
    }
  };

  const status = httpStatusOf(page.error);
  const serverMessage = serverMessageOf(page.error);

  return (
    <PageFrame
      title={AUDIT_PAGE_TITLE}
      subtitle="Who did what, and when, in your company's portal. Times are in UTC."
      actions={
        <Button variant="outlined" startIcon={<DownloadOutlined />} onClick={() => void download()} disabled={downloading || !customerId}>
          {downloading ? 'Downloading…' : 'Download CSV'}
        </Button>
      }
    >
      <Tabs value={tab} variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile aria-label="Audit log tabs" sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}>
        {AUDIT_TABS.map((t) => (
          <Tab key={t.slug} value={t.slug} label={t.title} component={RouterLink} to={`/audit-report/${t.slug}`} />
        ))}
      </Tabs>
      <AuditFilters tab={tab} value={view.filters} onApply={(filters: Filters) => update({ filters, pageNumber: 1 })} />
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <ListProgress active={page.isFetching} label={`Loading ${title}`} />
        {page.isError ? (
          status === 400 ? (
            <Alert severity="error" sx={{ m: 2 }}>
              {serverMessage === TOO_LARGE || !serverMessage ? TOO_LARGE : serverMessage}
            </Alert>
          ) : (
            <ListLoadError what={title} onRetry={() => void page.refetch()} />
          )
        ) : empty ? (
          <EmptyState
            icon={<ManageSearchOutlined />}
            title={filtered ? 'Nothing matches these filters' : tab === 'user-status-downloads' ? 'No users yet' : 'No events yet'}
            action={filtered ? <Button onClick={() => update({ filters: NO_FILTERS, pageNumber: 1 })}>Clear filters</Button> : undefined}
          >
            {filtered ? 'Try a wider date range or fewer filters.' : `${title} will list them here as they happen.`}
          </EmptyState>
        ) : (
          <>
            <AuditResults tab={tab} title={title} rows={rows} loading={page.isFetching} sorting={sorting} />
            {page.currentData?.totalCapped && (
              <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1 }}>
                More than {total.toLocaleString('en-US')} match: narrow the filters to see the older ones.
              </Typography>
            )}
            <ListPagination total={total} page={view.pageNumber} size={view.pageSize} onPage={(pageNumber) => update({ pageNumber })} onSize={(pageSize) => update({ pageSize, pageNumber: 1 })} />
          </>
        )}
      </Paper>
    </PageFrame>
  );
}
