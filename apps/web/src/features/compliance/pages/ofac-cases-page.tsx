import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import { OFAC_CASES_CSV, OFAC_CASE_ENDPOINTS, OFAC_REPORT_BUSINESS_DAYS, formatSort } from '@creditdesk/contracts';
import { endpointRequest } from '../../../api/endpoint-request';
import { ExportCsvButton } from '../../../components/list/export-csv-button';
import { sortingOf } from '../../../lib/list-sort-url';
import { useUrlQuery } from '../../../lib/use-url-query';
import { httpStatusOf } from '../../../api/api-errors';
import { ListLoadError } from '../../../components/list/list-load-error';
import { ListProgress } from '../../../components/list/list-progress';
import { NotAllowed } from '../../../components/not-allowed';
import { PageFrame } from '../../../components/page-frame';
import { useGetOfacCasesQuery } from '../api';
import { OfacCasesEmptyState } from '../components/ofac-cases-empty-state';
import { OfacCasesTable } from '../components/ofac-cases-table';
import { OfacStatusFilter } from '../components/ofac-status-filter';
import { CASES_ROUTE, readCasesQuery, writeCasesQuery, type StatusFilter } from '../ofac-case-routes';

/**
 * /compliance/ofac-cases: the review cases OFAC hits opened, open ones first (GET /compliance/ofac/cases),
 * filtered by status in the URL. A compliance user (securityadmin) opens each to decide it.
 */
export function OfacCasesPage() {
  const { query, update } = useUrlQuery(readCasesQuery, writeCasesQuery);
  const filter = query.status;
  const cases = useGetOfacCasesQuery({ ...(filter === 'all' ? {} : { status: filter }), ...(query.sort ? { sort: formatSort(query.sort) } : {}) });
  const shown = cases.currentData ?? (cases.isFetching ? undefined : cases.data);

  // the right was taken away during the session: the server refuses, the page says why
  if (httpStatusOf(cases.error) === 403) return <NotAllowed title={CASES_ROUTE.title} reason={CASES_ROUTE.refusal ?? ''} />;

  const show = (next: StatusFilter) => update({ status: next });

  return (
    <PageFrame
      title={CASES_ROUTE.title}
      subtitle={`Screens that matched the SDN list at or above your threshold. Confirm each as a true match or clear it as a false positive; a confirmed match must be reported to OFAC within ${OFAC_REPORT_BUSINESS_DAYS} business days.`}
      actions={
        <ExportCsvButton
          fileName={OFAC_CASES_CSV.fileName}
          request={() =>
            endpointRequest(OFAC_CASE_ENDPOINTS.download, { query: { ...(filter === 'all' ? {} : { status: filter }), ...(query.sort ? { sort: formatSort(query.sort) } : {}) } })
          }
        />
      }
    >
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Box sx={{ p: { xs: 2, sm: 3 } }}>
          <OfacStatusFilter value={filter} onChange={show} />
        </Box>
        <Divider />
        <ListProgress active={cases.isFetching && shown !== undefined} label="Loading cases" />
        {cases.isError && !cases.isFetching ? (
          <ListLoadError what="The review cases" onRetry={() => void cases.refetch()} />
        ) : shown?.length === 0 ? (
          <OfacCasesEmptyState filter={filter} onShowAll={() => show('all')} />
        ) : (
          <OfacCasesTable cases={shown} loading={cases.isFetching} sorting={sortingOf(query.sort, (sort) => update({ sort }))} />
        )}
      </Paper>
    </PageFrame>
  );
}
