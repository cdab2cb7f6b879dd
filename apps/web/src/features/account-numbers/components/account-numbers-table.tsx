import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { type ListColumn, ListTable } from '../../../components/list/list-table';
import { type CardFact, PhoneCards } from '../../../components/list/phone-cards';
import type { ListSorting } from '../../../lib/list-sort-url';
import type { AccountNumberRow } from '../api';
import { usageText } from '../account-number-text';
import { editHref } from '../account-numbers-query';
import { configurationsOfMemberHref } from '../../../lib/product-configuration-links';
import { AccountNumberStatusChip } from './account-number-status-chip';
import { RowActions } from '../../../components/list/row-actions';

type AccountNumbersTableProps = {
  rows: readonly AccountNumberRow[] | undefined;
  loading: boolean;
  onDelete: (row: AccountNumberRow) => void;
  sorting: ListSorting;
};

// the sortable headers name the list's declared columns (ACCOUNT_NUMBERS_SORT)
const COLUMNS: ListColumn[] = [
  { label: 'Account number', sortKey: 'memberNumber' },
  { label: 'Name', sortKey: 'name' },
  { label: 'Status', sortKey: 'status' },
  { label: 'In use', sortKey: 'productConfigurations' },
  'Actions',
];

function InUse({ row }: { row: AccountNumberRow }) {
  return row.productConfigurations ? (
    <Link component={RouterLink} to={configurationsOfMemberHref(row.memberNumber)} variant="body2" aria-label={`${usageText(row.productConfigurations)}: see the configurations of ${row.memberNumber}`}>
      {usageText(row.productConfigurations)}
    </Link>
  ) : (
    <Typography variant="body2" color="text.secondary">
      {usageText(row.productConfigurations) ?? '—'}
    </Typography>
  );
}

const actions = (row: AccountNumberRow, onDelete: (row: AccountNumberRow) => void) => <RowActions name={`account number ${row.memberNumber}`} editTo={editHref(row.memberNumber)} onDelete={() => onDelete(row)} />;

const CARD_FACTS: readonly CardFact<AccountNumberRow>[] = [
  { label: 'Name', cell: (row) => row.name, wide: true },
  { label: 'Status', cell: (row) => <AccountNumberStatusChip status={row.status} /> },
  { label: 'In use', cell: (row) => <InUse row={row} /> },
];

/**
 * The company's account numbers; each can be edited or deleted. A table from the small-tablet width
 * up, and on a phone a card an account number with the same facts and actions.
 */
export function AccountNumbersTable({ rows, loading, onDelete, sorting }: AccountNumbersTableProps) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (phone && rows) {
    return (
      <PhoneCards
        label="Account numbers"
        items={rows}
        keyOf={(row) => row.memberNumber}
        loading={loading}
        columns={COLUMNS}
        sorting={sorting}
        facts={CARD_FACTS}
        head={(row) => (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>{row.memberNumber}</Typography>
            {actions(row, onDelete)}
          </Box>
        )}
      />
    );
  }
  return (
    <ListTable
      label="Account numbers"
      regionLabel="Account number list"
      columns={COLUMNS}
      minWidth={640}
      loading={loading}
      sorting={sorting}
      rows={rows?.map((row) => (
        <TableRow key={row.memberNumber} hover>
          <TableCell sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>{row.memberNumber}</TableCell>
          <TableCell>{row.name}</TableCell>
          <TableCell>
            <AccountNumberStatusChip status={row.status} />
          </TableCell>
          <TableCell>
            <InUse row={row} />
          </TableCell>
          <TableCell align="right">{actions(row, onDelete)}</TableCell>
        </TableRow>
      ))}
    />
  );
}
