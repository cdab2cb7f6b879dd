import { useState } from 'react';
import TextField from '@mui/material/TextField';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import type { LetterSummary } from '@creditdesk/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { adminFailureText } from '../../../lib/admin-failure';
import { useDialogCloseGuard } from '../../../lib/unsaved-changes';
import { usePageMessages } from '../../../lib/use-page-messages';
import { useMarkLetterSentMutation } from '../api';
import { todayIso } from '../letter-deadline';

type MarkSentDialogProps = { letter: LetterSummary | null; onClose: () => void; onSent?: (letter: LetterSummary) => void };

/** Records that a letter went out, on a day between its decision and today (today unless changed). */
export function MarkSentDialog({ letter, onClose, onSent }: MarkSentDialogProps) {
  return letter ? <MarkSent key={letter.letterId} letter={letter} onClose={onClose} onSent={onSent} /> : null;
}

function MarkSent({ letter, onClose, onSent }: { letter: LetterSummary; onClose: () => void; onSent?: (letter: LetterSummary) => void }) {
  const today = todayIso();
  const [sentOn, setSentOn] = useState(today);
  const [error, setError] = useState<string>();
  const [markSent, state] = useMarkLetterSentMutation();
  const messages = usePageMessages();
  const earliest = letter.decisionDate.slice(0, 10);
  // another day chosen and the dialog closed without marking: asked first (issue 33)
  const guard = useDialogCloseGuard(sentOn !== today && !state.isLoading, onClose);
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(sentOn) && sentOn >= earliest && sentOn <= today;

  const confirm = async () => {
    if (!valid) {
      setError(`Choose a day from the decision (${earliest}) to today`);
      return;
    }
    const result = await markSent({ letterId: letter.letterId, sentOn });
    if ('error' in result) {
      setError(adminFailureText(result.error));
      return;
    }
    onClose();
    messages.success(result.data.message);
    onSent?.(result.data.letter);
  };

  return (
    <>
      <ConfirmDialog
        open
        title="Mark this letter as sent?"
        icon={<MarkEmailReadOutlined aria-hidden="true" />}
        confirmLabel="Mark as sent"
        busy={state.isLoading}
        onCancel={guard.close}
        onConfirm={() => void confirm()}
      >
        The {letter.eletterName} letter to {letter.consumerName} leaves the list of letters due.
        <TextField
          type="date"
          label="Sent on"
          value={sentOn}
          onChange={(e) => {
            setSentOn(e.target.value);
            setError(undefined);
          }}
          error={Boolean(error)}
          helperText={error ?? 'The day it was mailed or handed over'}
          required
          fullWidth
          sx={{ mt: 2.5 }}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: earliest, max: today } }}
        />
      </ConfirmDialog>
      {guard.prompt}
    </>
  );
}
