import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import { TELECHECK_ENTRY_NOUNS, TELECHECK_LIST_LABELS, TELECHECK_STATUS_LABELS, formatCheckAmount, formatDate, type TelecheckListItem, type TelecheckListType } from '@creditdesk/contracts';
import { type ListColumn, ListTable } from '../../../components/list/list-table';
import { type CardFact, PhoneCards } from '../../../components/list/phone-cards';
import type { ListSorting } from '../../../lib/list-sort-url';

// the sortable headers name the lists' declared columns (TELECHECK_LIST_SORT)
const COLUMNS: ListColumn[] = [
  { label: 'Placed', sortKey: 'placedAt' },
  { label: 'Consumer', sortKey: 'consumerName' },
  { label: 'Check number', sortKey: 'checkNumber' },
  'Routing / account',
  { label: 'Amount', align: 'right', sortKey: 'amount' },
  { label: 'Status', sortKey: 'status' },
  'Actions',
];

type TelecheckListTableProps = {
  type: TelecheckListType;
  items: readonly TelecheckListItem[] | undefined;
  loading: boolean;
  onDelete: (item: TelecheckListItem) => void;
  sorting: ListSorting;
};

const placed = (item: TelecheckListItem) => (
  <>
    {formatDate(item.placedAt.slice(0, 10))}
    <Typography variant="caption" color="text.secondary" component="div">
      {item.placedBy}
    </Typography>
  </>
);

const routing = (item: TelecheckListItem) => (
  <>
    {item.routingNumber}
    <Typography variant="caption" color="text.secondary" component="div">
      {item.accountMasked}
    </Typography>
  </>
);

function DeleteButton({ type, item, onDelete }: { type: TelecheckListType; item: TelecheckListItem; onDelete: (item: TelecheckListItem) => void }) {
  return (
    <Tooltip title="Delete">
      <IconButton aria-label={`Delete the ${TELECHECK_ENTRY_NOUNS[type]} of check ${item.checkNumber} (${item.consumerName})`} onClick={() => onDelete(item)} size="small">
        <DeleteOutlineRounded fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}

const CARD_FACTS: readonly CardFact<TelecheckListItem>[] = [
  { label: 'Placed', cell: placed },
  { label: 'Check number', cell: (item) => item.checkNumber },
  { label: 'Routing / account', cell: routing },
  { label: 'Amount', cell: (item) => formatCheckAmount(item.amount) },
  { label: 'Status', cell: (item) => TELECHECK_STATUS_LABELS[item.status] },
];

/**
 * A page of a TeleCheck list: when and by whom each check was placed, the check (account masked), its
 * amount and status. A table from the small-tablet width up, and on a phone a card a check.
 */
export function TelecheckListTable({ type, items, loading, onDelete, sorting }: TelecheckListTableProps) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (phone && items) {
    return (
      <PhoneCards
        label={`TeleCheck ${TELECHECK_LIST_LABELS[type]}`}
        items={items}
        keyOf={(item) => item.id}
        loading={loading}
        columns={COLUMNS}
        sorting={sorting}
        facts={CARD_FACTS}
        head={(item) => (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{item.consumerName}</Typography>
            <DeleteButton type={type} item={item} onDelete={onDelete} />
          </Box>
        )}
      />
    );
  }
  return (
    <ListTable
      label={`TeleCheck ${TELECHECK_LIST_LABELS[type]}`}
      regionLabel={`${TELECHECK_LIST_LABELS[type]} list`}
      columns={COLUMNS}
      minWidth={860}
      loading={loading}
      sorting={sorting}
      rows={items?.map((item) => (
        <TableRow key={item.id} hover>
          <TableCell>{placed(item)}</TableCell>
          <TableCell>{item.consumerName}</TableCell>
          <TableCell>{item.checkNumber}</TableCell>
          <TableCell>{routing(item)}</TableCell>
          <TableCell align="right">{formatCheckAmount(item.amount)}</TableCell>
          <TableCell>{TELECHECK_STATUS_LABELS[item.status]}</TableCell>
          <TableCell align="right">
            <DeleteButton type={type} item={item} onDelete={onDelete} />
          </TableCell>
        </TableRow>
      ))}
    />
  );
}
