import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import { EmptyState } from '../../../components/empty-state';

type UsersEmptyStateProps = { filtered: boolean; onClearFilters: () => void };

/** Nothing to list: no user matches the filters, or the company has none yet. */
export function UsersEmptyState({ filtered, onClearFilters }: UsersEmptyStateProps) {
  return filtered ? (
    <EmptyState
      icon={<SearchOffRounded aria-hidden="true" fontSize="large" />}
      title="No users match your search"
      action={<Button variant="outlined" onClick={onClearFilters}>Clear filters</Button>}
    >
      Try other key words, a wider date range or fewer filters.
    </EmptyState>
  ) : (
    <EmptyState
      icon={<GroupOutlined aria-hidden="true" fontSize="large" />}
      title="No users yet"
      action={<Button component={RouterLink} to="/users/add" variant="contained">Add User</Button>}
    >
      Add the people of your company who use the portal; each receives an invitation by e-mail.
    </EmptyState>
  );
}
