import { useState } from 'react';
import { useStore } from 'react-redux';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import type { Batch } from '@creditdesk/contracts';
import { usePageMessages } from '../../../lib/use-page-messages';
import { downloadRejectedRows } from '../download-results';
import { refusalText } from '../refusal-text';
import { plural } from '../batch-format';

/** Download the refused rows as the file wrote them, with their problems, to fix and send again. */
export function RejectedRowsButton({ batch }: { batch: Batch }) {
  const store = useStore();
  const messages = usePageMessages();
  const [busy, setBusy] = useState(false);
  if (batch.counts.invalid === 0) return null;
  const download = async () => {
    setBusy(true);
    const error = await downloadRejectedRows(store, batch);
    setBusy(false);
    if (error) messages.error(refusalText(error));
  };
  return (
    <Button variant="outlined" onClick={() => void download()} disabled={busy} startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden="true" /> : <DownloadRounded aria-hidden="true" />}>
      Download the {plural(batch.counts.invalid, 'rejected row')} (CSV)
    </Button>
  );
}
