import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { EmptyNote, ReportSection } from './report-section';
import { ScrollTable } from './scroll-table';

export type Column<T> = {
  header: string;
  cell: (row: T) => ReactNode;
  align?: 'left' | 'right';
  nowrap?: boolean;
  /** a long value (reasons, a summary): on a phone's card it takes the card's whole width. */
  wide?: boolean;
};

type SimpleTableSectionProps<T> = {
  title: string;
  rows: T[];
  columns: Column<T>[];
  empty: string;
  minWidth?: number;
  actions?: ReactNode;
};

/** A report section holding one plain table, or a line saying there is nothing. */
export function SimpleTableSection<T>({ title, rows, columns, empty, minWidth = 560, actions }: SimpleTableSectionProps<T>) {
  return (
    <ReportSection title={title} count={rows.length} flush={rows.length > 0} actions={actions}>
      {rows.length === 0 ? (
        <EmptyNote>{empty}</EmptyNote>
      ) : (
        <ScrollTable label={title} minWidth={minWidth}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.header} align={column.align}>
                  {column.header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row, index) => (
              <TableRow key={index}>
                {columns.map((column) => (
                  <TableCell key={column.header} align={column.align} sx={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}>
                    {column.cell(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </ScrollTable>
      )}
      {rows.length > 0 && <Box sx={{ height: 4 }} />}
    </ReportSection>
  );
}
