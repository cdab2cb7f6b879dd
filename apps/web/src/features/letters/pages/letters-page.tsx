import { useState } from 'react';
import { useSelector } from 'react-redux';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import MarkunreadMailboxOutlined from '@mui/icons-material/MarkunreadMailboxOutlined';
import { LETTERS_CSV, LETTER_DUE_DAYS, canOpenRoute, downloadLettersEndpoint, formatSort, type LetterSummary } from '@creditdesk/contracts';
import { endpointRequest } from '../../../api/endpoint-request';
import { ExportCsvButton } from '../../../components/list/export-csv-button';
import { sortingOf } from '../../../lib/list-sort-url';
import { EmptyState } from '../../../components/empty-state';
import { ListLoadError } from '../../../components/list/list-load-error';
import { ListPagination } from '../../../components/list/list-pagination';
import { ListProgress } from '../../../components/list/list-progress';
import { PageFrame } from '../../../components/page-frame';
import { selectAuth } from '../../../lib/auth/auth-slice';
import { usePageInRange } from '../../../lib/use-page-in-range';
import { useUrlQuery } from '../../../lib/use-url-query';
import { useGetLetterTrackerQuery } from '../api';
import { LettersTable } from '../components/letters-table';
import { MarkSentDialog } from '../components/mark-sent-dialog';
import { todayIso } from '../letter-deadline';
import { LETTER_TEMPLATES_PATH, type TrackerQuery, readTrackerQuery, writeTrackerQuery } from '../letter-links';
import { useLetterPdf } from '../letter-pdf';

const STATUS_TABS: { value: TrackerQuery['status']; label: string }[] = [
  { value: 'due', label: 'Due' },
  { value: 'sent', label: 'Sent' },
  { value: 'all', label: 'All' },
];

/**
 * /letters: the letters tracker. Adverse decisions whose letter is not yet sent, earliest deadline
 * first, with the days left of the 30 days Regulation B gives (overdue in red); the sent ones; each
 * letter's PDF, and marking one sent. A user sees the letters they built, a transactions admin the
 * company's (the server decides).
 */
export function LettersPage() {
  const { customerId, entitlements } = useSelector(selectAuth);
  const { query, update } = useUrlQuery(readTrackerQuery, writeTrackerQuery);
  const list = useGetLetterTrackerQuery({ customerId, status: query.status, pageNumber: query.page, pageSize: query.size, ...(query.sort ? { sort: formatSort(query.sort) } : {}) });
  const page = list.currentData ?? (list.isFetching ? undefined : list.data);
  const total = page?.totalElements ?? 0;
  const { empty } = usePageInRange(page?.content, total, query.page, query.size, (last) => update({ page: last }, { replace: true }));
  const pdf = useLetterPdf();
  const [sending, setSending] = useState<LetterSummary | null>(null);
  const today = todayIso();
  const counts = list.data;

  return (
    <PageFrame
      title="Letters"
      subtitle={`Adverse-action notices are due within ${LETTER_DUE_DAYS} days of the decision (Regulation B, 12 CFR 1002.9). Letters are built from a consumer credit report: open it and choose Create letter.`}
      actions={
        <>
          <ExportCsvButton
            fileName={LETTERS_CSV.fileName}
            request={() => endpointRequest(downloadLettersEndpoint, { params: { customerId }, query: { status: query.status, ...(query.sort ? { sort: formatSort(query.sort) } : {}) } })}
          />
          {canOpenRoute(LETTER_TEMPLATES_PATH, entitlements) && (
            <Button component={RouterLink} to={LETTER_TEMPLATES_PATH} variant="outlined">
              Letter Templates
            </Button>
          )}
        </>
      }
    >
      {counts && (
        <Box sx={{ display: 'flex', gap: 1, mb: 2, flexWrap: 'wrap' }} aria-live="polite">
          <Chip label={counts.dueCount === 1 ? '1 letter due' : `${counts.dueCount} letters due`} color={counts.dueCount > 0 ? 'warning' : 'default'} variant="outlined" />
          {counts.overdueCount > 0 && <Chip label={`${counts.overdueCount} overdue`} color="error" />}
        </Box>
      )}
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Box sx={{ px: { xs: 1, sm: 2 }, borderBottom: '1px solid', borderColor: 'divider' }}>
          <Tabs value={query.status} onChange={(_e, status: TrackerQuery['status']) => update({ status, page: 1 })} aria-label="Which letters">
            {STATUS_TABS.map((t) => (
              <Tab key={t.value} value={t.value} label={t.label} sx={{ fontWeight: 600, minHeight: 52 }} />
            ))}
          </Tabs>
        </Box>
        <ListProgress active={list.isFetching && page !== undefined} label="Loading letters" />
        {list.isError && !list.isFetching ? (
          <ListLoadError what="The letters" onRetry={() => void list.refetch()} />
        ) : empty ? (
          query.status === 'due' ? (
            <EmptyState icon={<MarkEmailReadOutlined aria-hidden="true" fontSize="large" />} title="No letters due">
              Every letter you built has been sent. A new letter is built from a consumer credit report: open it from My Reports and choose Create letter.
            </EmptyState>
          ) : (
            <EmptyState icon={<MarkunreadMailboxOutlined aria-hidden="true" fontSize="large" />} title={query.status === 'sent' ? 'No letters sent yet' : 'No letters yet'}>
              Letters are built from a consumer credit report: open it from My Reports and choose Create letter.
            </EmptyState>
          )
        ) : (
          <>
            <LettersTable
              rows={page?.content}
              loading={list.isFetching}
              today={today}
              pdfBusy={pdf.busy}
              onDownload={(l) => void pdf.download(l.letterId)}
              onMarkSent={setSending}
              sorting={sortingOf(query.sort, (sort) => update({ sort, page: 1 }))}
            />
            <ListPagination total={total} page={query.page} size={query.size} onPage={(p) => update({ page: p })} onSize={(size) => update({ size, page: 1 })} />
          </>
        )}
      </Paper>
      <MarkSentDialog letter={sending} onClose={() => setSending(null)} />
    </PageFrame>
  );
}
