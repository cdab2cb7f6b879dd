import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import NumbersRounded from '@mui/icons-material/NumbersRounded';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import { EmptyState } from '../../../components/empty-state';

type AccountNumbersEmptyStateProps = { search: string; onClearSearch: () => void };

/** Nothing to list: the company has no account number yet, or none matches the search. */
export function AccountNumbersEmptyState({ search, onClearSearch }: AccountNumbersEmptyStateProps) {
  return search ? (
    <EmptyState
      icon={<SearchOffRounded aria-hidden="true" fontSize="large" />}
      title="No account numbers match your search"
      action={<Button variant="outlined" onClick={onClearSearch}>Clear search</Button>}
    >
      Nothing matches “{search}”. Search by part of the number or of the name.
    </EmptyState>
  ) : (
    <EmptyState
      icon={<NumbersRounded aria-hidden="true" fontSize="large" />}
      title="No account numbers yet"
      action={<Button component={RouterLink} to="/account-numbers/add" variant="contained">Add Account Number</Button>}
    >
      Reports are ordered and billed under an account number. Add your company’s first one.
    </EmptyState>
  );
}
