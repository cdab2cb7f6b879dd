import { type ReactNode, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useDialogCloseGuard } from '../lib/unsaved-changes';

/*
 * A secret shown once (an API client's, a webhook endpoint's signing secret) and the rotation that
 * makes a new one while the old stays valid for a grace period the administrator chooses.
 */

const DEFAULT_GRACE_HOURS = 24;
const GRACE_CHOICES = [
  { hours: 0, label: 'None: the old secret stops now' },
  { hours: 1, label: '1 hour' },
  { hours: 24, label: '24 hours' },
  { hours: 168, label: '7 days' },
];

type Shown = { message: string; fields: { label: string; value: string; secret?: boolean }[] };

/** The secret of a creation or a rotation, shown this once: the dialog says so, and closing it forgets it. */
export function SecretOnceDialog({ id, title, shown, note, onClose }: { id: string; title: string; shown: Shown | null; note?: ReactNode; onClose: () => void }) {
  // nothing secret to copy (a client signing with its own key): a plain confirmation
  const secret = shown?.fields.find((f) => f.secret)?.value;
  return (
    <Dialog open={shown !== null} onClose={onClose} aria-labelledby={id} maxWidth="sm" fullWidth>
      <DialogTitle id={id}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Alert severity={secret === undefined ? 'success' : 'warning'}>{shown?.message}</Alert>
          {shown?.fields.map((f) => (
            <TextField key={f.label} label={f.label} value={f.value} slotProps={{ input: { readOnly: true, ...(f.secret ? { sx: { fontFamily: 'monospace' } } : {}) } }} fullWidth />
          ))}
          {note}
        </Stack>
      </DialogContent>
      <DialogActions>
        {secret !== undefined && <Button onClick={() => void navigator.clipboard?.writeText(secret)}>Copy secret</Button>}
        <Button variant="contained" onClick={onClose}>
          {secret === undefined ? 'Done' : 'I have copied it'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

type RotateProps = {
  id: string;
  open: boolean;
  title: string;
  /** the grace choice's label ("The old secret stays valid for") */
  graceLabel: string;
  note?: ReactNode;
  busy: boolean;
  /** the refusal to show, if the last try failed */
  error?: string;
  onClose: () => void;
  onRotate: (graceHours: number) => void;
};

/** Asks how long the old secret stays valid beside the new one, then rotates. */
export function RotateSecretDialog({ id, open, title, graceLabel, note, busy, error, onClose, onRotate }: RotateProps) {
  const [graceHours, setGraceHours] = useState(DEFAULT_GRACE_HOURS);
  // a grace period chosen and not applied asks before it is dropped (issue 33)
  const guard = useDialogCloseGuard(open && graceHours !== DEFAULT_GRACE_HOURS && !busy, () => {
    setGraceHours(DEFAULT_GRACE_HOURS);
    onClose();
  });
  return (
    <>
      <Dialog open={open} onClose={guard.close} aria-labelledby={id} maxWidth="xs" fullWidth>
        <DialogTitle id={id}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {error && <Alert severity="error">{error}</Alert>}
            {note}
            <TextField select label={graceLabel} value={graceHours} onChange={(e) => setGraceHours(Number(e.target.value))}>
              {GRACE_CHOICES.map((c) => (
                <MenuItem key={c.hours} value={c.hours}>
                  {c.label}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={guard.close}>Cancel</Button>
          <Button
            variant="contained"
            onClick={() => {
              onRotate(graceHours);
              setGraceHours(DEFAULT_GRACE_HOURS);
            }}
            disabled={busy}
          >
            Rotate
          </Button>
        </DialogActions>
      </Dialog>
      {guard.prompt}
    </>
  );
}
