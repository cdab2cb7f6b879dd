import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import HistoryRounded from '@mui/icons-material/HistoryRounded';
import { DUPLICATE_REASON_MAX, type ExistingInquiry, PERMISSIBLE_PURPOSES, formatDateTime } from '@creditdesk/contracts';
import { AlertDialog } from '../../components/alert-dialog';

const purposeLabel = (value: string) => PERMISSIBLE_PURPOSES.find((p) => p.value === value)?.label ?? value;

type DuplicateReportDialogProps = {
  /** the recent reports the server named (409); the dialog is open while there are any. */
  existing: readonly ExistingInquiry[];
  /** the path of a stored report's page. */
  pathOf: (inquiryId: string) => string;
  busy: boolean;
  onCancel: () => void;
  /** a new pull, confirmed with the reason the audit trail keeps. */
  onPullAgain: (reason: string) => void;
};

/**
 * Reuse instead of pulling twice (docs/careful-pulls.md): the company ordered this consumer's report
 * recently. Opening it costs nothing; a new pull is another hard inquiry on the consumer's file and
 * another bill, so it needs a reason.
 */
export function DuplicateReportDialog({ existing, pathOf, busy, onCancel, onPullAgain }: DuplicateReportDialogProps) {
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const missing = reason.trim() === '';
  const first = existing[0];
  const pullAgain = () => {
    setTried(true);
    if (!missing) onPullAgain(reason.trim());
  };
  return (
    <AlertDialog
      open={existing.length > 0}
      title="Already ordered recently"
      icon={<HistoryRounded color="primary" aria-hidden="true" />}
      onClose={busy ? undefined : onCancel}
      actions={
        <>
          <Button onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button
            variant="outlined"
            onClick={pullAgain}
            disabled={busy}
            startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden="true" /> : undefined}
          >
            Order a new pull
          </Button>
          {first && (
            <Button variant="contained" component={RouterLink} to={pathOf(first.inquiryId)} disabled={busy}>
              Open it
            </Button>
          )}
        </>
      }
    >
      <Stack spacing={2}>
        {existing.map((e) => (
          <Typography key={e.inquiryId} variant="body2">
            <strong>{e.consumerName}</strong>&apos;s {e.productName} was ordered on {formatDateTime(e.createdAt)} by {e.orderedBy} ({purposeLabel(e.permissiblePurpose)}).
          </Typography>
        ))}
        <Typography variant="body2" color="text.secondary">
          Open it at no cost, or order a new pull: it is another hard inquiry on the consumer&apos;s file and is billed.
        </Typography>
        <TextField
          label="Reason for a new pull"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          required
          size="small"
          multiline
          minRows={2}
          disabled={busy}
          error={tried && missing}
          helperText={tried && missing ? 'Say why the earlier report will not do.' : 'Kept in the audit trail.'}
          slotProps={{ htmlInput: { maxLength: DUPLICATE_REASON_MAX } }}
        />
      </Stack>
    </AlertDialog>
  );
}
