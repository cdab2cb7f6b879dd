import type { ReactNode } from 'react';
import TableCell from '@mui/material/TableCell';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { SortOrder } from '@creditdesk/contracts';

type SortableHeaderCellProps = {
  /** the column's key in the list's declared sort (packages/contracts listSort). */
  column: string;
  /** the list's order now (undefined: the list's own order, no column's). */
  order: SortOrder | undefined;
  onSort: (column: string) => void;
  align?: 'left' | 'right';
  children: ReactNode;
};

/** Read by assistive technology only (MUI's visuallyHidden, without a dependency on @mui/utils). */
const visuallyHidden = { border: 0, clip: 'rect(0 0 0 0)', height: 1, margin: -1, overflow: 'hidden', padding: 0, position: 'absolute', whiteSpace: 'nowrap', width: 1 } as const;

const DIRECTION_WORDS = { asc: 'sorted ascending', desc: 'sorted descending' } as const;

/**
 * A column header that sorts the list: a button with the arrow of the order; the header says its
 * order to assistive technology (aria-sort) and the button's text says it in words too.
 */
export function SortableHeaderCell({ column, order, onSort, align = 'left', children }: SortableHeaderCellProps) {
  const direction = order?.column === column ? order.direction : undefined;
  return (
    <TableCell align={align} sortDirection={direction ?? false}>
      <TableSortLabel active={direction !== undefined} direction={direction ?? 'asc'} onClick={() => onSort(column)}>
        {children}
        {direction ? <span style={visuallyHidden}>, {DIRECTION_WORDS[direction]}</span> : null}
      </TableSortLabel>
    </TableCell>
  );
}
