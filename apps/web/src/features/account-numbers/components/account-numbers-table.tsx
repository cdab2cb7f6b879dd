import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type ListColumn, ListTable } from '../../../components/list/list-table';
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

/** The company's account numbers; each row can be edited or deleted. */
export function AccountNumbersTable({ rows, loading, onDelete, sorting }: AccountNumbersTableProps) {
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
            {row.productConfigurations ? (
              <Link component={RouterLink} to={configurationsOfMemberHref(row.memberNumber)} variant="body2" aria-label={`${usageText(row.productConfigurations)}: see the configurations of ${row.memberNumber}`}>
                {usageText(row.productConfigurations)}
              </Link>
            ) : (
              <Typography variant="body2" color="text.secondary">
                {usageText(row.productConfigurations) ?? '—'}
              </Typography>
            )}
          </TableCell>
          <TableCell align="right">
            <RowActions name={`account number ${row.memberNumber}`} editTo={editHref(row.memberNumber)} onDelete={() => onDelete(row)} />
          </TableCell>
        </TableRow>
      ))}
    />
  );
}
