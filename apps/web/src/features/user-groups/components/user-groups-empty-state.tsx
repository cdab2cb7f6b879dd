import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import { EmptyState } from '../../../components/empty-state';

type UserGroupsEmptyStateProps = { searched: boolean; onClearSearch: () => void };

/** Nothing to list: the company has no group yet, or none matches the key words. */
export function UserGroupsEmptyState({ searched, onClearSearch }: UserGroupsEmptyStateProps) {
  return searched ? (
    <EmptyState icon={<SearchOffRounded aria-hidden="true" fontSize="large" />} title="No user groups match your search" action={<Button variant="outlined" onClick={onClearSearch}>Clear search</Button>}>
      Try another part of a group’s name or description.
    </EmptyState>
  ) : (
    <EmptyState icon={<GroupsOutlined aria-hidden="true" fontSize="large" />} title="No user groups yet" action={<Button component={RouterLink} to="/user-groups/add" variant="contained">Add User Group</Button>}>
      A user group grants its members products and file transfer. Add one, then put users in it.
    </EmptyState>
  );
}
