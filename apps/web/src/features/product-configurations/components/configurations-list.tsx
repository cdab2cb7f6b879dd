import { useState } from 'react';
import { useSelector } from 'react-redux';
import { CONFIGURABLE_PRODUCTS, type ProductConfigurationDetail } from '@creditdesk/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import CloseRounded from '@mui/icons-material/CloseRounded';
import { ListLoadError } from '../../../components/list/list-load-error';
import { ListPagination } from '../../../components/list/list-pagination';
import { ListProgress } from '../../../components/list/list-progress';
import { ListSearch } from '../../../components/list/list-search';
import { selectAuth } from '../../../lib/auth/auth-slice';
import { usePageInRange } from '../../../lib/use-page-in-range';
import { useSearchProductConfigurationsQuery } from '../api';
import { SEARCH_MAX_LENGTH } from '../configurations-query';
import { useConfigurationsQuery } from '../hooks/use-configurations-query';
import { CONFIGURATIONS_SORT } from '@creditdesk/contracts';
import { sortArg, sortingOf } from '../../../lib/list-sort-url';
import { useDeleteConfiguration } from '../hooks/use-delete-configuration';
import { ConfigurationsEmptyState } from './configurations-empty-state';
import { ConfigurationsTable } from './configurations-table';
import { DeleteConfigurationDialog } from './delete-configuration-dialog';

/** Search, the product and account-number filters and paging (all in the URL), the table, and delete with a confirmation. */
export function ConfigurationsList() {
  const { customerId } = useSelector(selectAuth);
  const { query, update } = useConfigurationsQuery();
  const list = useSearchProductConfigurationsQuery({
    customerId,
    pageNumber: query.page,
    pageSize: query.size,
    searchValue: query.q,
    productCode: query.product || undefined,
    memberNumber: query.memberNumber || undefined,
    ...sortArg(CONFIGURATIONS_SORT, query.sort),
  });
  const { remove, deleting } = useDeleteConfiguration();
  const [toDelete, setToDelete] = useState<ProductConfigurationDetail | null>(null);
  const page = list.currentData ?? (list.isFetching ? undefined : list.data);
  const rows = page?.data;
  const total = page?.totalCount ?? 0;
  const { empty } = usePageInRange(rows, total, query.page, query.size, (last) => update({ page: last }));
  const filtered = Boolean(query.q || query.product || query.memberNumber);

  // The outcome goes to the message area at the top, so the dialog closes either way.
  const confirmDelete = async (row: ProductConfigurationDetail) => {
    await remove(row.configurationId);
    setToDelete(null);
  };

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Box sx={{ p: { xs: 2, sm: 3 }, display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <Box sx={{ flex: '1 1 360px', minWidth: 0 }}>
          <ListSearch key={query.q} label="Search product configurations" placeholder="Name or account number" value={query.q} onApply={(q) => update({ q })} maxLength={SEARCH_MAX_LENGTH} />
        </Box>
        <TextField
          select
          size="small"
          label="Product"
          value={query.product}
          onChange={(e) => update({ product: e.target.value })}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ flex: '0 1 240px', minWidth: 180 }}
        >
          <option value="">All products</option>
          {CONFIGURABLE_PRODUCTS.map((p) => (
            <option key={p.code} value={p.code}>
              {p.name}
            </option>
          ))}
        </TextField>
        {query.memberNumber && (
          <Button
            variant="outlined"
            onClick={() => update({ memberNumber: '' })}
            endIcon={<CloseRounded aria-hidden="true" />}
            aria-label={`Account number ${query.memberNumber}: show every account number`}
            sx={{ height: 40, whiteSpace: 'nowrap' }}
          >
            Account number {query.memberNumber}
          </Button>
        )}
      </Box>
      <Divider />
      <ListProgress active={list.isFetching && rows !== undefined} label="Loading product configurations" />
      {list.isError && !list.isFetching ? (
        <ListLoadError what="The product configurations" onRetry={() => void list.refetch()} />
      ) : empty ? (
        <ConfigurationsEmptyState filtered={filtered} onClear={() => update({ q: '', product: '', memberNumber: '' })} />
      ) : (
        <>
          <ConfigurationsTable rows={rows} loading={list.isFetching} onDelete={setToDelete} sorting={sortingOf(query.sort, (sort) => update({ sort }))} />
          {total > 0 && <ListPagination total={total} page={query.page} size={query.size} onPage={(p) => update({ page: p })} onSize={(size) => update({ size })} />}
        </>
      )}
      <DeleteConfigurationDialog row={toDelete} deleting={deleting} onCancel={() => setToDelete(null)} onConfirm={(row) => void confirmDelete(row)} />
    </Paper>
  );
}
