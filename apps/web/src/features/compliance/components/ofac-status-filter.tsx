import { FilterToggle } from '../../../components/list/filter-toggle';
import { STATUS_FILTERS, type StatusFilter } from '../ofac-case-routes';

const LABELS: Record<StatusFilter, string> = { all: 'All', open: 'Open', confirmed: 'Confirmed', cleared: 'Cleared' };
const OPTIONS = STATUS_FILTERS.map((status) => ({ value: status, label: LABELS[status] }));

/** Which cases the list shows: all of them (open ones first) or one status. */
export function OfacStatusFilter({ value, onChange }: { value: StatusFilter; onChange: (value: StatusFilter) => void }) {
  return <FilterToggle label="Show cases" value={value} options={OPTIONS} onChange={onChange} px={{ xs: 1.1, sm: 1.75 }} />;
}
