import TextField from '@mui/material/TextField';
import type { SortDirection } from '@creditdesk/contracts';
import type { ListSorting } from '../../lib/list-sort-url';
import type { ListColumn } from './list-table';

type SortSelectProps = {
  /** the list's columns; those with a sortKey are offered (the same declaration as the table's headers). */
  columns: readonly ListColumn[];
  sorting: ListSorting;
};

const WORDS: Record<SortDirection, string> = { asc: 'ascending', desc: 'descending' };

/**
 * "Sort by" for a list shown as cards (a phone has no column headers): each sortable column both
 * ways, setting the same order as a header's click would.
 */
export function SortSelect({ columns, sorting }: SortSelectProps) {
  const options = columns.flatMap((c) => (typeof c === 'string' || !c.sortKey ? [] : (['asc', 'desc'] as const).map((d) => ({ value: `${c.sortKey}.${d}`, label: `${c.label}, ${WORDS[d]}` }))));
  if (options.length === 0) return null;
  const value = sorting.order ? `${sorting.order.column}.${sorting.order.direction}` : '';
  const choose = (next: string) => {
    const [column, direction] = next.split('.') as [string, SortDirection];
    sorting.onOrder({ column, direction });
  };
  return (
    <TextField select size="small" label="Sort by" value={value} onChange={(e) => choose(e.target.value)} slotProps={{ select: { native: true }, inputLabel: { shrink: true } }} sx={{ minWidth: 220 }}>
      {!value && <option value="">As listed</option>}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </TextField>
  );
}
