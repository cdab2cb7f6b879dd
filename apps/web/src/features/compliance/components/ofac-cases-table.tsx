import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDate, type OfacCase } from '@creditdesk/contracts';
import { ListTable } from '../../../components/list/list-table';
import { formatTime } from '../../../reports/format';
import { caseLink } from '../ofac-case-routes';
import { OfacBestScore } from './ofac-best-score';
import { OfacCaseStatusTag } from './ofac-case-status';

type OfacCasesTableProps = { cases: readonly OfacCase[] | undefined; loading: boolean };

const COLUMNS = ['Subject', 'Best score', 'Candidates', 'Opened', 'Opened by', 'Status'];

/** The review cases; the subject's name opens the case. The status stays in view while a phone scrolls the rest. */
export function OfacCasesTable({ cases, loading }: OfacCasesTableProps) {
  return (
    <ListTable
      label="OFAC review cases"
      regionLabel="Case list"
      columns={COLUMNS}
      minWidth={820}
      loading={loading}
      rows={cases?.map((c) => (
        <TableRow key={c.id} hover>
          <TableCell sx={{ minWidth: 180 }}>
            <Link component={RouterLink} to={caseLink(c.id)} sx={{ fontWeight: 600 }} underline="always">
              {c.subjectName}
            </Link>
          </TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
            <OfacBestScore score={c.bestScore} />
          </TableCell>
          <TableCell sx={{ fontVariantNumeric: 'tabular-nums' }}>{c.candidateCount}</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>
            {formatDate(c.openedAt)}
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
              {formatTime(c.openedAt)}
            </Typography>
          </TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{c.openedBy}</TableCell>
          <TableCell sx={{ maxWidth: 190 }}>
            <OfacCaseStatusTag status={c.status} />
            {c.reportDueOn && (
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5, whiteSpace: 'nowrap' }}>
                Report by {formatDate(c.reportDueOn)}
              </Typography>
            )}
          </TableCell>
        </TableRow>
      ))}
    />
  );
}
