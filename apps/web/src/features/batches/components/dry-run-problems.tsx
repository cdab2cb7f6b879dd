import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { BatchDryRun } from '@creditdesk/contracts';
import { ListTable } from '../../../components/list/list-table';
import { formatCount } from '../batch-format';

type Problem = BatchDryRun['errors'][number];

const columnOf = (p: Problem) => p.column ?? 'Whole row';

/** The dry run's problems on the file's own lines and columns: a table of line, column and problem; on a phone a card a problem. */
export function DryRunProblems({ problems }: { problems: readonly Problem[] }) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (phone) {
    return (
      <Box component="ul" aria-label="Problems found" sx={{ m: 0, p: 0, listStyle: 'none', border: 1, borderColor: 'divider', borderRadius: 2 }}>
        {problems.map((p, i) => (
          <Box component="li" key={`${p.rowNumber}-${i}`} sx={{ px: 2, py: 1.25, '& + &': { borderTop: 1, borderColor: 'divider' } }}>
            <Box sx={{ fontSize: '0.8125rem', color: 'text.secondary', fontWeight: 600 }}>
              Line {formatCount(p.line)} · <code>{columnOf(p)}</code>
            </Box>
            <Box sx={{ fontSize: '0.875rem', overflowWrap: 'anywhere' }}>{p.message}</Box>
          </Box>
        ))}
      </Box>
    );
  }
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 2, overflow: 'hidden' }}>
      <ListTable
        label="Problems found"
        regionLabel="Problem list"
        columns={[{ label: 'Line', align: 'right' }, 'Column', { label: 'Problem', align: 'left' }]}
        minWidth={520}
        loading={false}
        sx={{ '& th:last-of-type, & td:last-of-type': { position: 'static', boxShadow: 'none' } }}
        rows={problems.map((p, i) => (
          <TableRow key={`${p.rowNumber}-${i}`}>
            <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', width: 72 }}>
              {formatCount(p.line)}
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              <code>{columnOf(p)}</code>
            </TableCell>
            <TableCell>{p.message}</TableCell>
          </TableRow>
        ))}
      />
    </Box>
  );
}
