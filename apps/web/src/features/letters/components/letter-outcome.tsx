import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import NoteAddOutlined from '@mui/icons-material/NoteAddOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import { LETTER_MESSAGES, type Letter, type LetterSummary } from '@creditdesk/contracts';
import type { ApiError } from '../../../api/api-errors';
import { adminFailureText } from '../../../lib/admin-failure';
import { deadlineOf, todayIso } from '../letter-deadline';
import { LETTERS_PATH } from '../letter-links';
import { useLetterPdf } from '../letter-pdf';
import { MarkSentDialog } from './mark-sent-dialog';

type LetterOutcomeProps = {
  letter: Letter;
  /** recorded against the report (else a preview). */
  created: boolean;
  creating: boolean;
  error: ApiError;
  onCreate: () => void;
  onSent: (letter: LetterSummary) => void;
};

/**
 * Above the letter: a preview offers "Create letter" (nothing is recorded before); a created letter
 * says its deadline and offers its PDF and "Mark as sent".
 */
export function LetterOutcome({ letter, created, creating, error, onCreate, onSent }: LetterOutcomeProps) {
  const pdf = useLetterPdf();
  const [sending, setSending] = useState(false);

  if (!created) {
    return (
      <>
        <Alert severity="info">
          A preview: nothing is recorded until you create the letter.
          <Box sx={{ mt: 1.5 }}>
            <Button
              variant="contained"
              onClick={onCreate}
              disabled={creating}
              startIcon={creating ? <CircularProgress size={16} color="inherit" aria-hidden="true" /> : <NoteAddOutlined aria-hidden="true" />}
            >
              Create letter
            </Button>
          </Box>
        </Alert>
        {error && (
          <Alert severity="error" role="alert">
            {adminFailureText(error)}
          </Alert>
        )}
      </>
    );
  }

  const deadline = deadlineOf(letter, todayIso());
  return (
    <Alert severity={letter.status === 'sent' ? 'success' : deadline.tone === 'overdue' ? 'warning' : 'success'} role="status">
      {LETTER_MESSAGES.created}{' '}
      {letter.status === 'sent' ? `${deadline.text}.` : letter.dueDate ? `${deadline.detail ?? ''}: ${deadline.text.toLowerCase()}.` : 'It has no deadline (not an adverse-action notice).'}{' '}
      <Link component={RouterLink} to={LETTERS_PATH}>
        Open the letters tracker
      </Link>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1.5 }}>
        <Button
          variant="outlined"
          onClick={() => void pdf.download(letter.letterId)}
          disabled={pdf.busy !== null}
          aria-busy={pdf.busy === letter.letterId}
          startIcon={pdf.busy === letter.letterId ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : <PictureAsPdfOutlined aria-hidden="true" />}
          sx={{ bgcolor: 'background.paper' }}
        >
          {pdf.busy === letter.letterId ? 'Preparing PDF…' : 'Download PDF'}
        </Button>
        {letter.status === 'due' && (
          <Button variant="contained" startIcon={<MarkEmailReadOutlined aria-hidden="true" />} onClick={() => setSending(true)}>
            Mark as sent
          </Button>
        )}
      </Box>
      <MarkSentDialog letter={sending ? letter : null} onClose={() => setSending(false)} onSent={onSent} />
    </Alert>
  );
}
