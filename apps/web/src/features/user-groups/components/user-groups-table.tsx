import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { ADMIN_MESSAGES, formatDate, productNameOf, type UserGroup } from '@creditdesk/contracts';
import { ListTable, type ListColumn } from '../../../components/list/list-table';
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

/** The groups of a page; the name opens the edit screen. Scrolls sideways on a narrow screen. */
export function UserGroupsTable({ rows, loading, mayManage, onDelete, sorting }: UserGroupsTableProps) {
  return (
    <ListTable
      label="User groups"
      regionLabel="User group list"
      columns={COLUMNS}
      minWidth={960}
      loading={loading}
      sorting={sorting}
      rows={rows?.map((group) => {
        const manage = mayManage(group);
        return (
          <TableRow key={group.groupName} hover>
            <TableCell sx={{ minWidth: 160 }}>
              <Link component={RouterLink} to={editGroupHref(group.groupName)} sx={{ fontWeight: 600 }} underline="always">
                {group.groupName}
              </Link>
            </TableCell>
            <TableCell sx={{ maxWidth: 240, color: group.description ? 'text.primary' : 'text.secondary' }}>{group.description || '—'}</TableCell>
            <TableCell>
              <PrivilegeChip privilege={group.privilege} />
            </TableCell>
            <TableCell sx={{ maxWidth: 260 }}>{group.productList.length ? group.productList.map(productNameOf).join(', ') : <Box component="span" sx={{ color: 'text.secondary' }}>None</Box>}</TableCell>
            <TableCell>{group.isFileTransportAuthorized ? 'Yes' : 'No'}</TableCell>
            <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>{group.memberCount}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(group.updatedAt)}</TableCell>
            <TableCell align="right">
              <Box sx={{ display: 'inline-flex' }}>
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
            </TableCell>
          </TableRow>
        );
      })}
    />
  );
}
