import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { ADMIN_MESSAGES, formatDate, productNameOf, type UserGroup } from '@creditdesk/contracts';
import { ListTable, type ListColumn } from '../../../components/list/list-table';
import { type CardFact, PhoneCards } from '../../../components/list/phone-cards';
import type { ListSorting } from '../../../lib/list-sort-url';
import { editGroupHref } from '../user-groups-query';
import { PrivilegeChip } from './privilege-chip';

type UserGroupsTableProps = {
  rows: readonly UserGroup[] | undefined;
  loading: boolean;
  /** a System Administrator group may be changed by a system administrator only (portal.md §6). */
  mayManage: (group: UserGroup) => boolean;
  onDelete: (group: UserGroup) => void;
  sorting: ListSorting;
};

// the sortable headers name the list's declared columns (GROUPS_SORT)
const COLUMNS: ListColumn[] = [
  { label: 'Name', sortKey: 'groupName' },
  { label: 'Description', sortKey: 'description' },
  { label: 'Privilege', sortKey: 'privilege' },
  'Products granted',
  'File transfer',
  { label: 'Members', align: 'right', sortKey: 'memberCount' },
  { label: 'Updated', sortKey: 'updatedAt' },
  'Actions',
];

const nameLink = (group: UserGroup) => (
  <Link component={RouterLink} to={editGroupHref(group.groupName)} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} underline="always">
    {group.groupName}
  </Link>
);

const products = (group: UserGroup) => (group.productList.length ? group.productList.map(productNameOf).join(', ') : <Box component="span" sx={{ color: 'text.secondary' }}>None</Box>);

function GroupActions({ group, manage, onDelete }: { group: UserGroup; manage: boolean; onDelete: (group: UserGroup) => void }) {
  return (
    <Box sx={{ display: 'inline-flex', flexShrink: 0 }}>
      <Tooltip title={manage ? 'Edit user group' : 'View user group'}>
        <IconButton size="small" component={RouterLink} to={editGroupHref(group.groupName)} aria-label={`${manage ? 'Edit' : 'View'} user group ${group.groupName}`}>
          <EditOutlined fontSize="small" aria-hidden="true" />
        </IconButton>
      </Tooltip>
      <Tooltip title={manage ? 'Delete user group' : ADMIN_MESSAGES.sysadminGroupOnly}>
        {/* a span keeps the tooltip on a disabled button */}
        <span>
          <IconButton size="small" disabled={!manage} onClick={() => onDelete(group)} aria-label={`Delete user group ${group.groupName}`}>
            <DeleteOutlineRounded fontSize="small" aria-hidden="true" />
          </IconButton>
        </span>
      </Tooltip>
    </Box>
  );
}

/** A phone card's facts: the table's columns but the name and actions (the card's head). */
const CARD_FACTS: readonly CardFact<UserGroup>[] = [
  { label: 'Description', cell: (g) => g.description || '—', wide: true },
  { label: 'Privilege', cell: (g) => <PrivilegeChip privilege={g.privilege} /> },
  { label: 'Members', cell: (g) => g.memberCount },
  { label: 'Products granted', cell: products, wide: true },
  { label: 'File transfer', cell: (g) => (g.isFileTransportAuthorized ? 'Yes' : 'No') },
  { label: 'Updated', cell: (g) => formatDate(g.updatedAt) },
];

/**
 * The groups of a page; the name opens the edit screen. A table from the small-tablet width up
 * (scrolls sideways), and on a phone a card a group with the same facts and actions.
 */
export function UserGroupsTable({ rows, loading, mayManage, onDelete, sorting }: UserGroupsTableProps) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (phone && rows) {
    return (
      <PhoneCards
        label="User groups"
        items={rows}
        keyOf={(g) => g.groupName}
        loading={loading}
        columns={COLUMNS}
        sorting={sorting}
        facts={CARD_FACTS}
        head={(group) => (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', justifyContent: 'space-between' }}>
            <Box sx={{ minWidth: 0, pt: 0.25 }}>{nameLink(group)}</Box>
            <GroupActions group={group} manage={mayManage(group)} onDelete={onDelete} />
          </Box>
        )}
      />
    );
  }
  return (
    <ListTable
      label="User groups"
      regionLabel="User group list"
      columns={COLUMNS}
      minWidth={960}
      loading={loading}
      sorting={sorting}
      rows={rows?.map((group) => (
        <TableRow key={group.groupName} hover>
          <TableCell sx={{ minWidth: 160 }}>{nameLink(group)}</TableCell>
          <TableCell sx={{ maxWidth: 240, color: group.description ? 'text.primary' : 'text.secondary' }}>{group.description || '—'}</TableCell>
          <TableCell>
            <PrivilegeChip privilege={group.privilege} />
          </TableCell>
          <TableCell sx={{ maxWidth: 260 }}>{products(group)}</TableCell>
          <TableCell>{group.isFileTransportAuthorized ? 'Yes' : 'No'}</TableCell>
          <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>{group.memberCount}</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(group.updatedAt)}</TableCell>
          <TableCell align="right">
            <GroupActions group={group} manage={mayManage(group)} onDelete={onDelete} />
          </TableCell>
        </TableRow>
      ))}
    />
  );
}
