import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { type ListColumn, ListTable } from '../../../components/list/list-table';
import type { ListSorting } from '../../../lib/list-sort-url';
import { type CardFact, PhoneCards } from '../../../components/list/phone-cards';
import { SelectAllCheckbox, SelectAllOnPage, SelectRowCheckbox } from '../../../components/list/select-cells';
import { ROLE_LABELS, type AdminUser } from '@creditdesk/contracts';
import { type UserAct, fullName } from '../user-acts';
import { UserActionsMenu } from './user-actions-menu';
import { Muted, UserRow, When } from './user-row';
import { UserStatusChip } from './user-status-chip';

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

/** A phone card's facts: the table's columns but the user name, status and actions (the card's head). */
const CARD_FACTS: readonly CardFact<AdminUser>[] = [
  { label: 'Name', cell: fullName },
  { label: 'Role', cell: (u) => ROLE_LABELS[u.role] },
  { label: 'E-mail', cell: (u) => u.email, wide: true },
  { label: 'User groups', cell: (u) => (u.userGroups.length > 0 ? u.userGroups.join(', ') : 'None'), wide: true },
  { label: 'Last login', cell: (u) => <When at={u.lastLoginAt} /> },
  { label: 'Re-certified', cell: (u) => <When at={u.lastRecertifiedAt} under={u.lastRecertifiedBy} /> },
];

/**
 * The company's users, one row each with a checkbox for the bulk acts. A table from the small-tablet
 * width up (scrolls sideways), and on a phone a card a user with the same facts, checkbox and actions.
 */
export function UsersTable({ rows, loading, selected, onSelect, onAct, sorting }: UsersTableProps) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const names = rows?.map((u) => u.userName) ?? [];
  const chosen = names.filter((n) => selected.has(n)).length;
  const selectAll = { onPage: names.length, ticked: chosen, label: 'Select all users on this page', onToggleAll: (checked: boolean) => onSelect(names, checked) };
  if (phone && rows) {
    return (
      <PhoneCards
        label="Users"
        items={rows}
        keyOf={(u) => u.userName}
        loading={loading}
        columns={COLUMNS}
        sorting={sorting}
        toolbar={<SelectAllOnPage {...selectAll} />}
        facts={CARD_FACTS}
        head={(user) => (
          <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'flex-start' }}>
            <SelectRowCheckbox inCard checked={selected.has(user.userName)} label={`Select ${user.userName}`} onToggle={() => onSelect([user.userName], !selected.has(user.userName))} />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{user.userName}</Typography>
              {user.isSSOUser && <Muted>Single sign-on</Muted>}
            </Box>
            <UserStatusChip user={user} />
            <UserActionsMenu user={user} onAct={onAct} />
          </Box>
        )}
      />
    );
  }
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
          <SelectAllCheckbox {...selectAll} small />
        </TableCell>
      }
      rows={rows?.map((user) => (
        <UserRow key={user.userName} user={user} selected={selected.has(user.userName)} onSelect={(checked) => onSelect([user.userName], checked)} onAct={onAct} />
      ))}
    />
  );
}
