import Button from '@mui/material/Button';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import { EmptyState } from '../../../components/empty-state';
import type { StatusFilter } from '../ofac-case-routes';

const FILTERED: Record<Exclude<StatusFilter, 'all'>, { title: string; text: string }> = {
  open: { title: 'No open cases', text: 'Every case has been decided: nothing is waiting for review.' },
  confirmed: { title: 'No confirmed matches', text: 'No case has been confirmed as a true match.' },
  cleared: { title: 'No cleared cases', text: 'No case has been cleared as a false positive.' },
};

/** Nothing to list: no screen has hit the list yet, or no case has the status chosen. */
export function OfacCasesEmptyState({ filter, onShowAll }: { filter: StatusFilter; onShowAll: () => void }) {
  if (filter === 'all') {
    return (
      <EmptyState icon={<FactCheckOutlined aria-hidden="true" fontSize="large" />} title="No OFAC cases: no screen has hit the list">
        A case opens here when an OFAC screen finds a candidate on the SDN list at or above your company's match threshold.
      </EmptyState>
    );
  }
  const { title, text } = FILTERED[filter];
  return (
    <EmptyState icon={<FactCheckOutlined aria-hidden="true" fontSize="large" />} title={title} action={<Button variant="outlined" onClick={onShowAll}>Show all cases</Button>}>
      {text}
    </EmptyState>
  );
}
