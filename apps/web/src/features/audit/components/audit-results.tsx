import type { AuditTabSlug } from '@creditdesk/contracts';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { ListTable } from '../../../components/list/list-table';
import { SortSelect } from '../../../components/list/sort-select';
import type { ListSorting } from '../../../lib/list-sort-url';
import { AUDIT_COLUMNS, rowKey } from './audit-columns';

type Props = { tab: AuditTabSlug; title: string; rows: readonly object[] | undefined; loading: boolean; sorting: ListSorting };

/** A tab's rows: a table on a wide screen, one card a row on a phone. */
export function AuditResults({ tab, title, rows, loading, sorting }: Props) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const columns = AUDIT_COLUMNS[tab];
  const headColumns = columns.map((c) => ({ label: c.label, align: 'left' as const, sortKey: c.sortKey }));
  if (phone) {
    if (!rows) return <Typography sx={{ p: 2 }} color="text.secondary">Loading…</Typography>;
    return (
      <>
        <Box sx={{ px: 1.5, pt: 1.5 }}>
          <SortSelect columns={headColumns} sorting={sorting} />
        </Box>
        <Box component="ul" aria-label={title} aria-busy={loading} sx={{ listStyle: 'none', m: 0, p: 1.5, display: 'grid', gap: 1.5 }}>
          {rows.map((row) => (
            <Paper component="li" variant="outlined" key={rowKey(row)} sx={{ p: 1.5 }}>
              <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(96px, auto) 1fr', columnGap: 1.5, rowGap: 0.5 }}>
                {columns.map((column) => (
                  <Box key={column.label} sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {column.label}
                    </Typography>
                    <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                      {column.cell(row as never)}
                    </Typography>
                  </Box>
                ))}
              </Box>
            </Paper>
          ))}
        </Box>
      </>
    );
  }
  return (
    <ListTable
      label={title}
      regionLabel={`${title} list`}
      columns={headColumns}
      minWidth={900}
      loading={loading}
      sorting={sorting}
      sx={{ '& th:last-of-type, & td:last-of-type': { position: 'static', boxShadow: 'none' } }}
      rows={rows?.map((row) => (
        <TableRow key={rowKey(row)} hover>
          {columns.map((column) => (
            <TableCell key={column.label} sx={column.wrap ? { verticalAlign: 'top', minWidth: 140, maxWidth: 320 } : { verticalAlign: 'top', whiteSpace: 'nowrap' }}>
              {column.cell(row as never)}
            </TableCell>
          ))}
        </TableRow>
      ))}
    />
  );
}
