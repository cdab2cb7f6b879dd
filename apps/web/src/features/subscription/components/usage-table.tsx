import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { TableRegion } from '../../../components/list/table-region';
import { TableSkeletonRows } from '../../../components/list/table-skeleton-rows';
import type { MonthlyUsage } from '../api';
import { countOf, grandTotal, monthLabel, type ProductColumn } from '../usage';

type UsageTableProps = {
  /** oldest first, as the server answers; shown newest first. undefined while loading. */
  months: readonly MonthlyUsage[] | undefined;
  products: readonly ProductColumn[];
  currentMonth: string;
};

const TABLE_SX = {
  '& thead th': { fontWeight: 600, color: 'text.secondary', fontSize: '0.78rem', whiteSpace: 'nowrap', bgcolor: '#f8f9fc' },
  '& th:first-of-type, & td:first-of-type': { pl: { xs: 2, sm: 3 } },
  '& th:last-of-type, & td:last-of-type': { pr: { xs: 2, sm: 3 }, fontWeight: 600 },
  // The month stays in view while the product columns scroll sideways on a phone (solid backgrounds).
  '& th:first-of-type': { position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper', boxShadow: 'inset -1px 0 0 #dfe3eb' },
  '& thead th:first-of-type': { bgcolor: '#f8f9fc' },
  '& tr[aria-current] td, & tr[aria-current] th': { bgcolor: '#eff2f7' },
  '& tfoot td, & tfoot th': { fontWeight: 700, color: 'text.primary', fontSize: '0.875rem', borderBottom: 0 },
};

/** Reports ordered per month and product, newest month first; the current month is marked. */
export function UsageTable({ months, products, currentMonth }: UsageTableProps) {
  const rows = months ? [...months].reverse() : undefined;
  return (
    <TableRegion label="Usage per month">
      <Table size="small" aria-label="Reports ordered per month and product" aria-busy={!months} sx={TABLE_SX}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">Month</TableCell>
            {products.map((p) => (
              <TableCell key={p.code} align="right" scope="col">{p.name}</TableCell>
            ))}
            <TableCell align="right" scope="col">Total</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {!rows ? (
            <TableSkeletonRows columns={2 + products.length} rows={6} />
          ) : (
            rows.map((m) => {
              const current = m.month === currentMonth;
              return (
                <TableRow key={m.month} aria-current={current ? 'date' : undefined}>
                  <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap', fontWeight: current ? 600 : 500 }}>
                    {monthLabel(m.month, 'long')}
                    {current && <Chip label="This month" size="small" color="primary" variant="outlined" sx={{ ml: 1, height: 20, fontSize: '0.7rem' }} />}
                  </TableCell>
                  {products.map((p) => (
                    <TableCell key={p.code} align="right">{countOf(m, p.code)}</TableCell>
                  ))}
                  <TableCell align="right">{m.total}</TableCell>
                </TableRow>
              );
            })
          )}
        </TableBody>
        {months && (
          <TableFooter>
            <TableRow>
              <TableCell component="th" scope="row">{`${months.length} months`}</TableCell>
              {products.map((p) => (
                <TableCell key={p.code} align="right">{p.total}</TableCell>
              ))}
              <TableCell align="right">{grandTotal(months)}</TableCell>
            </TableRow>
          </TableFooter>
        )}
      </Table>
    </TableRegion>
  );
}
