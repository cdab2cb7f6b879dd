import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import { TELECHECK_ENTRY_NOUNS, TELECHECK_LIST_LABELS, TELECHECK_STATUS_LABELS, formatCheckAmount, formatDate, type TelecheckListItem, type TelecheckListType } from '@creditdesk/contracts';
import { type ListColumn, ListTable } from '../../../components/list/list-table';
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

/** A page of a TeleCheck list: when and by whom each check was placed, the check (account masked), its amount and status. */
export function TelecheckListTable({ type, items, loading, onDelete, sorting }: TelecheckListTableProps) {
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
          <TableCell>
            {formatDate(item.placedAt.slice(0, 10))}
            <Typography variant="caption" color="text.secondary" component="div">
              {item.placedBy}
            </Typography>
          </TableCell>
          <TableCell>{item.consumerName}</TableCell>
          <TableCell>{item.checkNumber}</TableCell>
          <TableCell>
            {item.routingNumber}
            <Typography variant="caption" color="text.secondary" component="div">
              {item.accountMasked}
            </Typography>
          </TableCell>
          <TableCell align="right">{formatCheckAmount(item.amount)}</TableCell>
          <TableCell>{TELECHECK_STATUS_LABELS[item.status]}</TableCell>
          <TableCell align="right">
            <Tooltip title="Delete">
              <IconButton aria-label={`Delete the ${TELECHECK_ENTRY_NOUNS[type]} of check ${item.checkNumber} (${item.consumerName})`} onClick={() => onDelete(item)} size="small">
                <DeleteOutlineRounded fontSize="small" />
              </IconButton>
            </Tooltip>
          </TableCell>
        </TableRow>
      ))}
    />
  );
}
