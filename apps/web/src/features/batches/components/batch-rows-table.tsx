import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import { type BatchRow, problemLine } from '@creditdesk/contracts';
import { batchReportPath } from '../../../reports/batch-report-link';
import { type ListColumn, ListTable } from '../../../components/list/list-table';
import type { ListSorting } from '../../../lib/list-sort-url';
import { formatCount } from '../batch-format';
import { RowStatusChip } from './batch-status-chip';
import { PhoneCards, type CardFact } from '../../../components/list/phone-cards';
import { OrderAnotherProduct } from '../../../reports/order/order-another-product';

type BatchRowsTableProps = { rows: readonly BatchRow[] | undefined; loading: boolean; onDelete: (row: BatchRow) => void; sorting: ListSorting };

const consumerOf = (row: BatchRow) => row.consumerName || 'No name given';

/** What came of a row: its report's key findings, or its problems (each on the column it names). */
function Outcome({ row }: { row: BatchRow }) {
  if (row.errors.length > 0) {
    return (
      <Box component="ul" sx={{ m: 0, pl: 2, color: row.status === 'failed' ? 'error.dark' : 'warning.dark', fontSize: '0.8125rem' }}>
        {row.errors.map((e, i) => (
          // in the file's own terms: the message names its column ("SSN is not…"), or the column leads it
          <li key={i}>{problemLine(e)}</li>
        ))}
      </Box>
    );
  }
  if (row.keyFindings) return <Typography variant="body2">{row.keyFindings}</Typography>;
  return (
    <Typography variant="body2" color="text.secondary">
      {row.status === 'pending' || row.status === 'processing' ? 'Not ordered yet' : '—'}
    </Typography>
  );
}

function RowActions({ row, onDelete }: { row: BatchRow; onDelete: (row: BatchRow) => void }) {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      {row.inquiryId && (
        <Link component={RouterLink} to={batchReportPath(row.inquiryId)} aria-label={`Open report for ${consumerOf(row)}`} underline="always" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
          Open report
        </Link>
      )}
      {row.inquiryId && <OrderAnotherProduct inquiryId={row.inquiryId} consumerName={consumerOf(row)} variant="icon" />}
      {row.status !== 'processing' && (
        <Tooltip title="Delete row">
          <IconButton size="small" onClick={() => onDelete(row)} aria-label={`Delete row ${row.rowNumber} (${consumerOf(row)})`}>
            <DeleteOutlineRounded fontSize="small" aria-hidden="true" />
          </IconButton>
        </Tooltip>
      )}
    </Box>
  );
}

const trackingId = (id: string) => (
  <Box component="span" sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: '0.75rem', overflowWrap: 'anywhere' }}>
    {id}
  </Box>
);

const FACTS: readonly CardFact<BatchRow>[] = [
  { label: 'SSN', cell: (r) => r.ssnMasked || '—' },
  { label: 'Reference', cell: (r) => r.customerReferenceNumber || '—' },
  { label: 'Tracking ID', cell: (r) => (r.trackingId ? trackingId(r.trackingId) : '—'), wide: true },
];

/** The head; the sortable ones name the rows' declared columns (BATCH_ROWS_SORT), a phone's Sort by offers the same. */
const COLUMNS: readonly ListColumn[] = [
  { label: 'Row', align: 'right', sortKey: 'rowNumber' },
  { label: 'Consumer', sortKey: 'consumerName' },
  'SSN',
  { label: 'Reference', sortKey: 'customerReferenceNumber' },
  { label: 'Status', sortKey: 'status' },
  'Result and tracking ID',
  'Actions',
];

/** A batch's rows in file order: a table from the small-tablet width up, a card a row on a phone. */
export function BatchRowsTable({ rows, loading, onDelete, sorting }: BatchRowsTableProps) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (phone && rows) return <BatchRowCards rows={rows} loading={loading} onDelete={onDelete} sorting={sorting} />;
  return (
    <ListTable
      label="Rows of the batch"
      regionLabel="Row list"
      columns={COLUMNS}
      minWidth={900}
      loading={loading}
      sorting={sorting}
      rows={rows?.map((row) => (
        <TableRow key={row.rowId}>
          <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', width: 64 }}>
            {formatCount(row.rowNumber)}
          </TableCell>
          <TableCell sx={{ minWidth: 130, fontWeight: 600 }}>{consumerOf(row)}</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{row.ssnMasked || '—'}</TableCell>
          <TableCell sx={{ maxWidth: 160, overflowWrap: 'anywhere' }}>{row.customerReferenceNumber || '—'}</TableCell>
          <TableCell>
            <RowStatusChip status={row.status} />
          </TableCell>
          <TableCell sx={{ minWidth: 260 }}>
            <Outcome row={row} />
            {row.trackingId && (
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
                Tracking ID {trackingId(row.trackingId)}
              </Typography>
            )}
          </TableCell>
          <TableCell align="right">
            <RowActions row={row} onDelete={onDelete} />
          </TableCell>
        </TableRow>
      ))}
    />
  );
}

function BatchRowCards({ rows, loading, onDelete, sorting }: { rows: readonly BatchRow[]; loading: boolean; onDelete: (row: BatchRow) => void; sorting: ListSorting }) {
  return (
    <PhoneCards
      label="Rows of the batch"
      columns={COLUMNS}
      sorting={sorting}
      items={rows}
      keyOf={(r) => r.rowId}
      loading={loading}
      facts={FACTS}
      head={(row) => (
        <>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', justifyContent: 'space-between' }}>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                Row {formatCount(row.rowNumber)}
              </Typography>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{consumerOf(row)}</Typography>
            </Box>
            <RowStatusChip status={row.status} />
          </Box>
          <Box sx={{ mt: 0.75 }}>
            <Outcome row={row} />
          </Box>
        </>
      )}
      foot={(row) => <RowActions row={row} onDelete={onDelete} />}
    />
  );
}
