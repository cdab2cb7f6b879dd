import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import TableChartOutlined from '@mui/icons-material/TableChartOutlined';
import { EmptyState } from '../../../components/empty-state';
import { ADD_TEMPLATE_PATH } from '../template-links';

type TemplatesEmptyStateProps = { searched: boolean; onClearSearch: () => void };

/** Nothing to list: the company has no template yet, or none matches the key words. */
export function TemplatesEmptyState({ searched, onClearSearch }: TemplatesEmptyStateProps) {
  return searched ? (
    <EmptyState icon={<SearchOffRounded aria-hidden="true" fontSize="large" />} title="No input templates match your search" action={<Button variant="outlined" onClick={onClearSearch}>Clear search</Button>}>
      Try another part of a template’s name or description.
    </EmptyState>
  ) : (
    <EmptyState
      icon={<TableChartOutlined aria-hidden="true" fontSize="large" />}
      title="No input templates yet"
      action={
        <Button component={RouterLink} to={ADD_TEMPLATE_PATH} variant="contained">
          Create Input Template
        </Button>
      }
    >
      An input template reads batch files in your own layout: map each column of your export to what the product needs once, then submit the export as it is.
    </EmptyState>
  );
}
