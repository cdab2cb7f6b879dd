import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { formatDate, type OfacCase } from '@creditdesk/contracts';
import { type ListColumn, ListTable } from '../../../components/list/list-table';
import { PhoneCards } from '../../../components/list/phone-cards';
import type { ListSorting } from '../../../lib/list-sort-url';
import { formatTime } from '../../../reports/format';
import { caseLink } from '../ofac-case-routes';
import { OfacBestScore } from './ofac-best-score';
import { OfacCaseStatusTag } from './ofac-case-status';

type OfacCasesTableProps = { cases: readonly OfacCase[] | undefined; loading: boolean; sorting: ListSorting };

/** The facts between a case's subject and its status, as table cells and as a phone card's facts. */
// (sortKey: the declared sort column its header sorts by, OFAC_CASES_SORT)
const FACTS: readonly { label: string; cell: (c: OfacCase) => ReactNode; sx?: object; sortKey: string }[] = [
  { label: 'Best score', cell: (c) => <OfacBestScore score={c.bestScore} />, sx: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }, sortKey: 'bestScore' },
  { label: 'Candidates', cell: (c) => c.candidateCount, sx: { fontVariantNumeric: 'tabular-nums' }, sortKey: 'candidateCount' },
  {
    label: 'Opened',
    cell: (c) => (
      <>
        {formatDate(c.openedAt)}
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {formatTime(c.openedAt)}
        </Typography>
      </>
    ),
    sx: { whiteSpace: 'nowrap' },
    sortKey: 'openedAt',
  },
  { label: 'Opened by', cell: (c) => c.openedBy, sx: { whiteSpace: 'nowrap' }, sortKey: 'openedBy' },
];

const subjectLink = (c: OfacCase) => (
  <Link component={RouterLink} to={caseLink(c.id)} sx={{ fontWeight: 600 }} underline="always">
    {c.subjectName}
  </Link>
);

const status = (c: OfacCase) => (
  <>
    <OfacCaseStatusTag status={c.status} />
    {c.reportDueOn && (
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5, whiteSpace: 'nowrap' }}>
        Report by {formatDate(c.reportDueOn)}
      </Typography>
    )}
  </>
);

/** The head (and a phone's Sort by): the subject, the facts, the status. */
const COLUMNS: readonly ListColumn[] = [{ label: 'Subject', sortKey: 'subjectName' }, ...FACTS.map((f) => ({ label: f.label, sortKey: f.sortKey })), { label: 'Status', sortKey: 'status' }];

/**
 * The review cases; the subject's name opens the case. A table from the small-tablet width up (the
 * status stays in view while it scrolls), and on a phone a card a case, so nothing hides off-screen.
 */
export function OfacCasesTable({ cases, loading, sorting }: OfacCasesTableProps) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (phone && cases) return <OfacCaseCards cases={cases} loading={loading} sorting={sorting} />;
  return (
    <ListTable
      label="OFAC review cases"
      regionLabel="Case list"
      columns={COLUMNS}
      minWidth={820}
      loading={loading}
      sorting={sorting}
      rows={cases?.map((c) => (
        <TableRow key={c.id} hover>
          <TableCell sx={{ minWidth: 180 }}>{subjectLink(c)}</TableCell>
          {FACTS.map((f) => (
            <TableCell key={f.label} sx={f.sx}>
              {f.cell(c)}
            </TableCell>
          ))}
          <TableCell sx={{ maxWidth: 190 }}>{status(c)}</TableCell>
        </TableRow>
      ))}
    />
  );
}

function OfacCaseCards({ cases, loading, sorting }: { cases: readonly OfacCase[]; loading: boolean; sorting: ListSorting }) {
  return (
    <PhoneCards
      label="OFAC review cases"
      items={cases}
      keyOf={(c) => c.id}
      loading={loading}
      columns={COLUMNS}
      sorting={sorting}
      facts={FACTS}
      head={(c) => (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', justifyContent: 'space-between', flexWrap: 'wrap' }}>
          <Box sx={{ overflowWrap: 'anywhere', pt: 0.25 }}>{subjectLink(c)}</Box>
          <Box sx={{ textAlign: 'right' }}>{status(c)}</Box>
        </Box>
      )}
    />
  );
}
