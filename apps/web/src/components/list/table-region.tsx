import type { ReactNode } from 'react';
import TableContainer from '@mui/material/TableContainer';

type TableRegionProps = { label: string; children: ReactNode };

/**
 * A wide table's scroll box: a named region that takes keyboard focus, so a keyboard user can scroll
 * it sideways on a narrow screen. Name it apart from the page's title (two landmarks of one name confuse).
 */
export function TableRegion({ label, children }: TableRegionProps) {
  return (
    <TableContainer
      tabIndex={0}
      role="region"
      aria-label={label}
      sx={{ overflowX: 'auto', '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 } }}
    >
      {children}
    </TableContainer>
  );
}
