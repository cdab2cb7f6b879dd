import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import CheckCircleOutlineRounded from '@mui/icons-material/CheckCircleOutlineRounded';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import ScheduleRounded from '@mui/icons-material/ScheduleRounded';
import { ALERT_STATUS_LABELS, ALERT_STATUS_LEVELS, LETTER_DECISION_LABELS, formatLetterDate, type LetterSummary } from '@creditdesk/contracts';
import { LevelTag } from '../../../reports/viewer/level-cells';
import { type ListColumn, ListTable } from '../../../components/list/list-table';
import { SortSelect } from '../../../components/list/sort-select';
import type { ListSorting } from '../../../lib/list-sort-url';
import { type Deadline, deadlineOf } from '../letter-deadline';
import { reportHref } from '../letter-links';

type LettersTableProps = {
  rows: readonly LetterSummary[] | undefined;
  loading: boolean;
  today: string;
  /** the letter whose PDF is being made. */
  pdfBusy: string | null;
  onDownload: (letter: LetterSummary) => void;
  onMarkSent: (letter: LetterSummary) => void;
  /** the report's own letters: its consumer and report need no column. */
  forReport?: boolean;
  /** the tracker's order by its headers (the report's own few letters are not sorted). */
  sorting?: ListSorting;
};

// the sortable headers name the tracker's declared columns (LETTERS_SORT)
const TRACKER_COLUMNS: ListColumn[] = [
  { label: 'Consumer', sortKey: 'consumerName' },
  { label: 'Letter', sortKey: 'eletterName' },
  { label: 'Decision', sortKey: 'decisionDate' },
  { label: 'Deadline', sortKey: 'dueDate' },
  'Actions',
];

const TONE_COLOR: Record<Deadline['tone'], string> = { overdue: 'error.main', soon: 'warning.dark', open: 'text.primary', none: 'text.secondary', sent: 'success.dark' };

function DeadlineCell({ deadline }: { deadline: Deadline }) {
  const icon =
    deadline.tone === 'overdue' ? (
      <ErrorOutlineRounded fontSize="small" aria-hidden="true" />
    ) : deadline.tone === 'sent' ? (
      <CheckCircleOutlineRounded fontSize="small" aria-hidden="true" />
    ) : deadline.tone === 'none' ? null : (
      <ScheduleRounded fontSize="small" aria-hidden="true" />
    );
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center', color: TONE_COLOR[deadline.tone], fontWeight: deadline.tone === 'overdue' || deadline.tone === 'soon' ? 700 : 500, whiteSpace: 'nowrap' }}>
        {icon}
        {deadline.text}
      </Box>
      {deadline.detail && (
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          {deadline.detail}
        </Typography>
      )}
    </Box>
  );
}

/** A letter's actions: mark a due one sent, download its PDF. */
function LetterActions({ letter: l, pdfBusy, onDownload, onMarkSent }: { letter: LetterSummary } & Pick<LettersTableProps, 'pdfBusy' | 'onDownload' | 'onMarkSent'>) {
  return (
    <Box sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center' }}>
      {l.status === 'due' && (
        <Button size="small" variant="outlined" onClick={() => onMarkSent(l)} aria-label={`Mark as sent: the letter to ${l.consumerName}`} sx={{ whiteSpace: 'nowrap' }}>
          Mark as sent
        </Button>
      )}
      <Tooltip title="Download PDF">
        <span>
          <IconButton size="small" onClick={() => onDownload(l)} disabled={pdfBusy !== null} aria-label={`Download the PDF of the letter to ${l.consumerName}`} aria-busy={pdfBusy === l.letterId}>
            {pdfBusy === l.letterId ? <CircularProgress size={18} aria-hidden="true" /> : <PictureAsPdfOutlined fontSize="small" aria-hidden="true" />}
          </IconButton>
        </span>
      </Tooltip>
    </Box>
  );
}

const consumerLink = (l: LetterSummary) => (
  <>
    <Link component={RouterLink} to={reportHref(l.inquiryId)} sx={{ fontWeight: 600 }} underline="always">
      {l.consumerName}
    </Link>
    <Typography variant="body2" color="text.secondary">
      {l.productName}
      {l.applicant === 'coapplicant' ? ' · Co-applicant' : ''}
    </Typography>
  </>
);

const letterCell = (l: LetterSummary) => (
  <>
    {l.eletterName}
    <Typography variant="body2" color="text.secondary">
      Written {formatLetterDate(l.letterDate)} by {l.createdBy}
    </Typography>
  </>
);

const decisionCell = (l: LetterSummary) => (
  <>
    {LETTER_DECISION_LABELS[l.decision]}
    <Typography variant="body2" color="text.secondary">
      {formatLetterDate(l.decisionDate)}
    </Typography>
    {/* the report's fraud / active-duty / discrepancy alerts: resolved or not (docs/careful-pulls.md) */}
    {l.alertStatus && (
      <Box sx={{ mt: 0.5 }}>
        <LevelTag label={ALERT_STATUS_LABELS[l.alertStatus]} level={ALERT_STATUS_LEVELS[l.alertStatus]} />
      </Box>
    )}
  </>
);

/**
 * Letters with their decision, deadline (days left, overdue in red) or sent day; each downloads its
 * PDF, a due one is marked sent. A table from the small-tablet width up, and on a phone a card a
 * letter with its deadline first, so nothing that matters hides off-screen.
 */
export function LettersTable(props: LettersTableProps) {
  const { rows, loading, today, forReport = false } = props;
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const label = forReport ? 'Letters for this report' : 'Letters';
  if (phone && rows) {
    return (
      <>
        {props.sorting && !forReport && (
          <Box sx={{ px: 2, pt: 1.5, pb: 1 }}>
            <SortSelect columns={TRACKER_COLUMNS} sorting={props.sorting} />
          </Box>
        )}
        <Box component="ul" aria-label={label} aria-busy={loading} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {rows.map((l) => (
            <Box component="li" key={l.letterId} sx={{ px: 2, py: 1.5, borderTop: '1px solid', borderColor: 'divider', display: 'grid', gap: 1 }}>
              <DeadlineCell deadline={deadlineOf(l, today)} />
              {!forReport && <Box>{consumerLink(l)}</Box>}
              <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', fontSize: '0.875rem' }}>
                <Box>{letterCell(l)}</Box>
                <Box>{decisionCell(l)}</Box>
              </Box>
              <LetterActions letter={l} {...props} />
            </Box>
          ))}
        </Box>
      </>
    );
  }
  return (
    <ListTable
      label={label}
      regionLabel={forReport ? 'Letters for this report' : 'Letter list'}
      columns={forReport ? ['Letter', 'Decision', 'Deadline', 'Actions'] : TRACKER_COLUMNS}
      minWidth={forReport ? 620 : 820}
      loading={loading}
      sorting={props.sorting}
      rows={rows?.map((l) => (
        <TableRow key={l.letterId} hover>
          {!forReport && <TableCell sx={{ minWidth: 180 }}>{consumerLink(l)}</TableCell>}
          <TableCell sx={{ minWidth: 160 }}>{letterCell(l)}</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{decisionCell(l)}</TableCell>
          <TableCell>
            <DeadlineCell deadline={deadlineOf(l, today)} />
          </TableCell>
          <TableCell align="right">
            <LetterActions letter={l} {...props} />
          </TableCell>
        </TableRow>
      ))}
    />
  );
}
