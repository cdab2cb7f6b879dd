import type { ReactNode } from 'react';
import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';

type ScrollTableProps = { label: string; minWidth?: number; children: ReactNode };

/**
 * A report table that keeps its columns on a narrow screen and scrolls sideways instead; the scroll
 * area is focusable so that keyboard users can scroll it too.
 */
export function ScrollTable({ label, minWidth = 640, children }: ScrollTableProps) {
  return (
    <TableContainer
      tabIndex={0}
      role="region"
      aria-label={`${label} table`}
      sx={{
        overflowX: 'auto',
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
      }}
    >
      <Table
        size="small"
        aria-label={label}
        sx={{
          minWidth,
          '& th': { fontWeight: 600, color: 'text.secondary', fontSize: '0.78rem', whiteSpace: 'nowrap', bgcolor: '#f8f9fc' },
          '& td, & th': { borderColor: 'divider' },
          '& th:first-of-type, & td:first-of-type': { pl: { xs: 2, sm: 3 } },
          '& th:last-of-type, & td:last-of-type': { pr: { xs: 2, sm: 3 } },
        }}
      >
        {children}
      </Table>
    </TableContainer>
  );
}
