import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { AdminUser } from '@creditdesk/contracts';
import { TableRegion } from '../../../components/list/table-region';
import { TableSkeletonRows } from '../../../components/list/table-skeleton-rows';
import type { UserAct } from '../user-acts';
import { UserRow } from './user-row';

type UsersTableProps = {
  rows: readonly AdminUser[] | undefined;
  loading: boolean;
  selected: ReadonlySet<string>;
  onSelect: (userNames: string[], checked: boolean) => void;
  onAct: (act: UserAct) => void;
};

const COLUMNS = ['User name', 'Name', 'E-mail', 'Role', 'Status', 'User groups', 'Last login', 'Re-certified', 'Actions'];

/** The company's users, one row each with a checkbox for the bulk acts. Scrolls sideways on a narrow screen. */
export function UsersTable({ rows, loading, selected, onSelect, onAct }: UsersTableProps) {
  const names = rows?.map((u) => u.userName) ?? [];
  const chosen = names.filter((n) => selected.has(n)).length;
  return (
    <TableRegion label="User list">
      <Table
        size="small"
        aria-label="Users"
        aria-busy={loading}
        sx={{
          minWidth: 1000,
          '& th': { fontWeight: 600, color: 'text.secondary', fontSize: '0.78rem', whiteSpace: 'nowrap', bgcolor: '#f8f9fc' },
          '& td': { py: 1 },
          '& th:first-of-type, & td:first-of-type': { pl: { xs: 1, sm: 2 }, width: 48 },
          // Actions stay in view while the other columns scroll on a narrow screen.
          '& th:last-of-type, & td:last-of-type': { pr: { xs: 2, sm: 3 }, position: 'sticky', right: 0, bgcolor: 'background.paper', boxShadow: 'inset 1px 0 0 #dfe3eb' },
          '& thead th:last-of-type': { bgcolor: '#f8f9fc' },
        }}
      >
        <TableHead>
          <TableRow>
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
            {COLUMNS.map((column) => (
              <TableCell key={column} align={column === 'Actions' ? 'right' : 'left'}>
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {!rows ? (
            <TableSkeletonRows columns={COLUMNS.length + 1} />
          ) : (
            rows.map((user) => (
              <UserRow key={user.userName} user={user} selected={selected.has(user.userName)} onSelect={(checked) => onSelect([user.userName], checked)} onAct={onAct} />
            ))
          )}
        </TableBody>
      </Table>
    </TableRegion>
  );
}
