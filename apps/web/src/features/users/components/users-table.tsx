import Checkbox from '@mui/material/Checkbox';
import TableCell from '@mui/material/TableCell';
import { type ListColumn, ListTable } from '../../../components/list/list-table';
import type { ListSorting } from '../../../lib/list-sort-url';
import type { AdminUser } from '@creditdesk/contracts';
import type { UserAct } from '../user-acts';
import { UserRow } from './user-row';

type UsersTableProps = {
  rows: readonly AdminUser[] | undefined;
  loading: boolean;
  selected: ReadonlySet<string>;
  onSelect: (userNames: string[], checked: boolean) => void;
  onAct: (act: UserAct) => void;
  sorting: ListSorting;
};

// the sortable headers name the users list's declared columns (USERS_SORT)
const COLUMNS: ListColumn[] = [
  { label: 'User name', sortKey: 'userName' },
  { label: 'Name', sortKey: 'lastName' },
  { label: 'E-mail', sortKey: 'email' },
  { label: 'Role', sortKey: 'role' },
  { label: 'Status', sortKey: 'status' },
  'User groups',
  { label: 'Last login', sortKey: 'lastLoginAt' },
  'Re-certified',
  'Actions',
];

/** The company's users, one row each with a checkbox for the bulk acts. Scrolls sideways on a narrow screen. */
export function UsersTable({ rows, loading, selected, onSelect, onAct, sorting }: UsersTableProps) {
  const names = rows?.map((u) => u.userName) ?? [];
  const chosen = names.filter((n) => selected.has(n)).length;
  return (
    <ListTable
      label="Users"
      regionLabel="User list"
      columns={COLUMNS}
      minWidth={1000}
      loading={loading}
      sorting={sorting}
      sx={{ '& td': { py: 1 }, '& th:first-of-type, & td:first-of-type': { pl: { xs: 1, sm: 2 }, width: 48 } }}
      leadingHeadCell={
        <TableCell padding="checkbox">
          <Checkbox
            size="small"
            checked={names.length > 0 && chosen === names.length}
            indeterminate={chosen > 0 && chosen < names.length}
            disabled={names.length === 0}
            onChange={(e) => onSelect(names, e.target.checked)}
            slotProps={{ input: { 'aria-label': 'Select all users on this page' } }}
          />
        </TableCell>
      }
      rows={rows?.map((user) => (
        <UserRow key={user.userName} user={user} selected={selected.has(user.userName)} onSelect={(checked) => onSelect([user.userName], checked)} onAct={onAct} />
      ))}
    />
  );
}
