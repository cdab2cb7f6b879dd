import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import { EmptyState } from '../../../components/empty-state';

type ReportsEmptyStateProps = { filtered: boolean; onClearFilters: () => void };

/** Nothing to list: either no report was ever run, or none matches the filters. */
export function ReportsEmptyState({ filtered, onClearFilters }: ReportsEmptyStateProps) {
  return filtered ? (
    <EmptyState
      icon={<SearchOffRounded aria-hidden="true" fontSize="large" />}
      title="No reports match your search"
      action={<Button variant="outlined" onClick={onClearFilters}>Clear filters</Button>}
    >
      Try other key words or a wider date range.
    </EmptyState>
  ) : (
    <EmptyState
      icon={<DescriptionOutlined aria-hidden="true" fontSize="large" />}
      title="No reports yet"
      action={<Button component={RouterLink} to="/products" variant="contained">Go to Products</Button>}
    >
      Reports you run appear here, so you can read them again or download their PDF.
    </EmptyState>
  );
}
