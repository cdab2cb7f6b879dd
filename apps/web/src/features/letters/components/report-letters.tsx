import { useState } from 'react';
import { useSelector } from 'react-redux';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { LetterSummary } from '@creditdesk/contracts';
import { selectAuth } from '../../../lib/auth/auth-slice';
import { useGetLetterTrackerQuery } from '../api';
import { todayIso } from '../letter-deadline';
import { useLetterPdf } from '../letter-pdf';
import { LettersTable } from './letters-table';
import { MarkSentDialog } from './mark-sent-dialog';

/** The letters already built from this report (each recorded against it), when there are any. */
export function ReportLetters({ inquiryId }: { inquiryId: string }) {
  const { customerId } = useSelector(selectAuth);
  const list = useGetLetterTrackerQuery({ customerId, inquiryId, status: 'all', pageNumber: 1, pageSize: 50 });
  const pdf = useLetterPdf();
  const [sending, setSending] = useState<LetterSummary | null>(null);
  const letters = list.data?.content ?? [];
  if (letters.length === 0) return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="report-letters-heading" sx={{ mt: 4, overflow: 'hidden' }}>
      <Typography id="report-letters-heading" variant="h6" component="h2" sx={{ px: { xs: 2, sm: 3 }, py: 2 }}>
        Letters for this report
      </Typography>
      <LettersTable forReport rows={letters} loading={list.isFetching} today={todayIso()} pdfBusy={pdf.busy} onDownload={(l) => void pdf.download(l.letterId)} onMarkSent={setSending} />
      <MarkSentDialog letter={sending} onClose={() => setSending(null)} />
    </Paper>
  );
}
