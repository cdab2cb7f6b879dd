import { Link as RouterLink, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import { formatDate, type Batch } from '@creditdesk/contracts';
import { type ListColumn, ListTable } from '../../../components/list/list-table';
import type { ListSorting } from '../../../lib/list-sort-url';
import { formatTime } from '../../../reports/format';
import { batchProgress, formatCount } from '../batch-format';
import { BatchStatusChip } from './batch-status-chip';
import { PhoneCards, type CardFact } from '../../../components/list/phone-cards';

type BatchesTableProps = { batches: readonly Batch[] | undefined; loading: boolean; onDelete: (batch: Batch) => void; sorting: ListSorting };

const batchPath = (b: Batch) => `/batch/${b.batchId}`;

/** How far a batch is, small: a thin bar and "X of Y"; a dry run reads "Not ordered". */
function MiniProgress({ batch }: { batch: Batch }) {
  if (batch.status === 'validated') return <Typography variant="body2" color="text.secondary">Not ordered</Typography>;
  const { done, toOrder, percent } = batchProgress(batch.counts);
  return (
    <Box sx={{ minWidth: 120 }}>
      <LinearProgress variant="determinate" value={percent} aria-label={`Progress of ${batch.batchName}`} aria-valuetext={`${done} of ${toOrder} rows`} sx={{ height: 6, borderRadius: 3 }} />
      <Typography variant="caption" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {formatCount(done)} of {formatCount(toOrder)}
        {batch.counts.failed > 0 ? ` · ${formatCount(batch.counts.failed)} failed` : ''}
      </Typography>
    </Box>
  );
}

const nameLink = (b: Batch) => (
  <>
    <Link component={RouterLink} to={batchPath(b)} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} underline="always" onClick={(e) => e.stopPropagation()}>
      {b.batchName}
    </Link>
    {b.fileName !== b.batchName && (
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
        {b.fileName}
      </Typography>
    )}
  </>
);

const submitted = (b: Batch) => (
  <>
    {formatDate(b.createdAt)}
    <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
      {formatTime(b.createdAt)}
    </Typography>
  </>
);

function DeleteButton({ batch, onDelete }: { batch: Batch; onDelete: (batch: Batch) => void }) {
  return (
    <Tooltip title="Delete batch">
      <IconButton
        size="small"
        onClick={(e) => {
          e.stopPropagation();
          onDelete(batch);
        }}
        aria-label={`Delete the batch ${batch.batchName}`}
      >
        <DeleteOutlineRounded fontSize="small" aria-hidden="true" />
      </IconButton>
    </Tooltip>
  );
}

const FACTS: readonly CardFact<Batch>[] = [
  { label: 'Product', cell: (b) => b.productName },
  { label: 'Progress', cell: (b) => <MiniProgress batch={b} /> },
  { label: 'Submitted by', cell: (b) => b.submittedBy },
  { label: 'Submitted', cell: submitted },
];

const CARD_FACTS: readonly CardFact<Batch>[] = [{ label: 'Status', cell: (b) => <BatchStatusChip status={b.status} /> }, ...FACTS];

/** The head; the sortable ones name the list's declared columns (BATCHES_SORT), a phone's Sort by offers the same. */
const COLUMNS: readonly ListColumn[] = [
  { label: 'Name', sortKey: 'batchName' },
  { label: 'Product', sortKey: 'productName' },
  { label: 'Status', sortKey: 'status' },
  'Progress',
  { label: 'Submitted by', sortKey: 'submittedBy' },
  { label: 'Date', sortKey: 'createdAt' },
  'Actions',
];

/** The company's batches: a table from the small-tablet width up (a row opens the batch), a card a batch on a phone. */
export function BatchesTable({ batches, loading, onDelete, sorting }: BatchesTableProps) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const navigate = useNavigate();
  if (phone && batches) return <BatchCards batches={batches} loading={loading} onDelete={onDelete} sorting={sorting} />;
  return (
    <ListTable
      label="Your batches"
      regionLabel="Batch list"
      columns={COLUMNS}
      minWidth={900}
      loading={loading}
      sorting={sorting}
      rows={batches?.map((b) => (
        <TableRow key={b.batchId} hover onClick={() => void navigate(batchPath(b))} sx={{ cursor: 'pointer' }}>
          <TableCell sx={{ minWidth: 180, maxWidth: 280 }}>{nameLink(b)}</TableCell>
          <TableCell sx={{ maxWidth: 170 }}>{b.productName}</TableCell>
          <TableCell>
            <BatchStatusChip status={b.status} />
          </TableCell>
          <TableCell>
            <MiniProgress batch={b} />
          </TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{b.submittedBy}</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{submitted(b)}</TableCell>
          <TableCell align="right">
            <DeleteButton batch={b} onDelete={onDelete} />
          </TableCell>
        </TableRow>
      ))}
    />
  );
}

function BatchCards({ batches, loading, onDelete, sorting }: { batches: readonly Batch[]; loading: boolean; onDelete: (batch: Batch) => void; sorting: ListSorting }) {
  return (
    <PhoneCards
      label="Your batches"
      columns={COLUMNS}
      sorting={sorting}
      items={batches}
      keyOf={(b) => b.batchId}
      loading={loading}
      facts={CARD_FACTS}
      head={(b) => (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', justifyContent: 'space-between' }}>
          <Box sx={{ minWidth: 0, pt: 0.25 }}>{nameLink(b)}</Box>
          <DeleteButton batch={b} onDelete={onDelete} />
        </Box>
      )}
    />
  );
}
