import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import TuneRounded from '@mui/icons-material/TuneRounded';
import { EmptyState } from '../../../components/empty-state';
import { ADD_PATH } from '../../../lib/product-configuration-links';

type ConfigurationsEmptyStateProps = { filtered: boolean; onClear: () => void };

/** Nothing to list: the company has no configuration yet, or none matches the search and filters. */
export function ConfigurationsEmptyState({ filtered, onClear }: ConfigurationsEmptyStateProps) {
  return filtered ? (
    <EmptyState
      icon={<SearchOffRounded aria-hidden="true" fontSize="large" />}
      title="No product configurations match"
      action={<Button variant="outlined" onClick={onClear}>Clear search and filters</Button>}
    >
      Search by part of the name or of the account number, or choose another product.
    </EmptyState>
  ) : (
    <EmptyState
      icon={<TuneRounded aria-hidden="true" fontSize="large" />}
      title="No product configurations yet"
      action={<Button component={RouterLink} to={ADD_PATH} variant="contained">Add product configuration</Button>}
    >
      A product configuration says how your company orders a product on an account number: its score model, add-ons or profile.
    </EmptyState>
  );
}
