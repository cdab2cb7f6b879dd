import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { LEGACY_HISTORY_PAGE_SIZE, formatDate, type LegacyReportItem } from '@creditdesk/contracts';
import { ListTable } from '../../../components/list/list-table';
import { LegacyReportDialog } from './legacy-report-dialog';
import { useGetLegacyHistoryQuery } from './legacy-reports-api';

const COLUMNS = ['Date', 'Product', 'Consumer', 'SSN', 'Reference', 'Batch', 'Actions'];

const isUnavailable = (error: unknown) => (error as { status?: unknown } | undefined)?.status === 502;

/**
 * My Reports' "Legacy reports": the reports a migrated legacy user ordered on the legacy system,
 * each readable as it was formatted there. Shown only to a user with a legacy identity (the server
 * answers no legacy user id to anyone else); the legacy system down is said, not hidden.
 */
export function LegacyReportsSection() {
  const [pageNumber, setPageNumber] = useState(1);
  const [open, setOpen] = useState<LegacyReportItem | null>(null);
  const [typed, setTyped] = useState('');
  const [keyWords, setKeyWords] = useState('');
  const history = useGetLegacyHistoryQuery({ pageNumber, pageSize: LEGACY_HISTORY_PAGE_SIZE, keyWords });

  if (history.isError && isUnavailable(history.error)) {
    return (
      <Alert severity="warning" action={<Button onClick={() => void history.refetch()}>Try again</Button>}>
        Your reports from the legacy system could not be loaded: the legacy system did not answer.
      </Alert>
    );
  }
  const page = history.data;
  if (!page?.legacyUserId) return null;
  const pages = Math.ceil(page.totalElements / page.pageSize);

  return (
    <Paper component="section" variant="outlined" aria-labelledby="legacy-reports-title" sx={{ overflow: 'hidden' }}>
      <Stack spacing={0.5} sx={{ px: { xs: 2, sm: 3 }, pt: 2.25, pb: 1.5 }}>
        <Typography id="legacy-reports-title" variant="h6" component="h2">
          Legacy reports
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Reports you ordered on the legacy system (legacy user ID {page.legacyUserId}). Read one as the legacy system formatted it.
        </Typography>
      </Stack>
      <Stack
        component="form"
        role="search"
        aria-label="Search legacy reports"
        direction="row"
        spacing={1.5}
        sx={{ px: { xs: 2, sm: 3 }, pb: 2 }}
        onSubmit={(event) => {
          event.preventDefault();
          setPageNumber(1);
          setKeyWords(typed.trim());
        }}
      >
        <TextField size="small" type="search" label="Search legacy reports" placeholder="Consumer, reference, product or batch" value={typed} onChange={(e) => setTyped(e.target.value)} slotProps={{ htmlInput: { maxLength: 100 } }} sx={{ flex: 1, maxWidth: 420 }} />
        <Button type="submit" variant="outlined">
          Search
        </Button>
      </Stack>
      {page.totalElements === 0 ? (
        <Typography color="text.secondary" sx={{ px: { xs: 2, sm: 3 }, pb: 2.5 }}>
          {keyWords ? 'No legacy report matches your search.' : 'You ordered no reports on the legacy system.'}
        </Typography>
      ) : (
        <>
          <ListTable
            label="Legacy reports"
            regionLabel="Legacy report list"
            columns={COLUMNS}
            minWidth={820}
            loading={history.isFetching}
            rows={page.content.map((item) => (
              <TableRow key={item.id} hover>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(item.orderedAt)}</TableCell>
                <TableCell>{item.productName}</TableCell>
                <TableCell sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{item.consumerName}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{item.ssnMasked}</TableCell>
                <TableCell>{item.customerReferenceNumber}</TableCell>
                <TableCell>{item.batchName ?? '—'}</TableCell>
                <TableCell align="right">
                  <Button size="small" onClick={() => setOpen(item)} aria-label={`Read the legacy ${item.productName} for ${item.consumerName}`}>
                    Read
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          />
          {pages > 1 && (
            <Stack direction="row" sx={{ justifyContent: 'flex-end', px: 2, py: 1.5 }}>
              <Pagination count={pages} page={pageNumber} onChange={(_e, p) => setPageNumber(p)} getItemAriaLabel={(type, p) => (type === 'page' ? `Legacy reports page ${p}` : `Legacy reports ${type} page`)} />
            </Stack>
          )}
        </>
      )}
      <LegacyReportDialog item={open} onClose={() => setOpen(null)} />
    </Paper>
  );
}
