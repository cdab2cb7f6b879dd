import type { ReactNode } from 'react';
import type { SxProps, Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ListSorting } from '../../lib/list-sort-url';
import { SortableHeaderCell } from './sortable-header-cell';
import { TableRegion } from './table-region';
import { TableSkeletonRows } from './table-skeleton-rows';

/** A head cell: its label, alignment, and (`sortKey`) the declared sort column its header sorts by. */
export type ListColumn = string | { label: string; align?: 'left' | 'right'; sortKey?: string };


type ListTableProps = {
  /** the table's accessible name ("Users"). */
  label: string;
  /** the scroll region's name, apart from the page's title ("User list"). */
  regionLabel: string;
  /** the head; the last column holds the row actions (right-aligned, stays in view). */
  columns: readonly ListColumn[];
  /** below it the table scrolls sideways. */
  minWidth: number;
  loading: boolean;
  /** the body rows; undefined while the first page loads (skeleton rows instead). */
  rows: ReactNode | undefined;
  /** a head cell before the columns (a select-all checkbox), with its body cell in every row. */
  leadingHeadCell?: ReactNode;
  /** the order of a list whose columns sort (those with a sortKey). */
  sorting?: ListSorting;
  sx?: SxProps<Theme>;
};

const columnLabel = (column: ListColumn) => (typeof column === 'string' ? column : column.label);
const columnAlign = (column: ListColumn, last: boolean) => (typeof column === 'string' || !column.align ? (last ? 'right' : 'left') : column.align);
const sortKeyOf = (column: ListColumn) => (typeof column === 'string' ? undefined : column.sortKey);

/** The administration lists' and My Reports' table: one look, a skeleton while loading, actions kept in view. */
export function ListTable({ label, regionLabel, columns, minWidth, loading, rows, leadingHeadCell, sorting, sx }: ListTableProps) {
  const columnCount = columns.length + (leadingHeadCell ? 1 : 0);
  return (
    <TableRegion label={regionLabel}>
      <Table
        size="small"
        aria-label={label}
        aria-busy={loading}
        sx={[
          {
            minWidth,
            '& th': { fontWeight: 600, color: 'text.secondary', fontSize: '0.78rem', whiteSpace: 'nowrap', bgcolor: '#f8f9fc' },
            '& td': { py: 1.25 },
            '& th:first-of-type, & td:first-of-type': { pl: { xs: 2, sm: 3 } },
            // Actions stay in view while the other columns scroll on a narrow screen.
            '& th:last-of-type, & td:last-of-type': { pr: { xs: 2, sm: 3 }, position: 'sticky', right: 0, bgcolor: 'background.paper', boxShadow: 'inset 1px 0 0 #dfe3eb' },
            '& thead th:last-of-type': { bgcolor: '#f8f9fc' },
          },
          ...(Array.isArray(sx) ? sx : sx ? [sx] : []),
        ]}
      >
        <TableHead>
          <TableRow>
            {leadingHeadCell}
            {columns.map((column, i) => {
              const align = columnAlign(column, i === columns.length - 1);
              const sortKey = sortKeyOf(column);
              return sorting && sortKey ? (
                <SortableHeaderCell key={columnLabel(column)} column={sortKey} order={sorting.order} onSort={sorting.onSort} align={align}>
                  {columnLabel(column)}
                </SortableHeaderCell>
              ) : (
                <TableCell key={columnLabel(column)} align={align}>
                  {columnLabel(column)}
                </TableCell>
              );
            })}
          </TableRow>
        </TableHead>
        <TableBody>{rows === undefined ? <TableSkeletonRows columns={columnCount} /> : rows}</TableBody>
      </Table>
    </TableRegion>
  );
}
