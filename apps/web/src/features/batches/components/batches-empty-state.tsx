import Button from '@mui/material/Button';
import LayersOutlined from '@mui/icons-material/LayersOutlined';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import { EmptyState } from '../../../components/empty-state';

/** No batch yet, or none matching the search. */
export function BatchesEmptyState({ searched, onClear }: { searched: boolean; onClear: () => void }) {
  return searched ? (
    <EmptyState icon={<SearchOffRounded aria-hidden="true" fontSize="large" />} title="No batches match your search" action={<Button variant="outlined" onClick={onClear}>Clear search</Button>}>
      Try the batch's name, its file, its product or who submitted it.
    </EmptyState>
  ) : (
    <EmptyState icon={<LayersOutlined aria-hidden="true" fontSize="large" />} title="No batches yet">
      Batches you submit appear here with their progress, so you can follow them and download their results.
    </EmptyState>
  );
}
