import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import AccessTimeOutlined from '@mui/icons-material/AccessTimeOutlined';
import HourglassBottomOutlined from '@mui/icons-material/HourglassBottomOutlined';
import LockClockOutlined from '@mui/icons-material/LockClockOutlined';
import { AlertDialog } from '../../../components/alert-dialog';
import { formatDuration } from '../../../lib/format-date-time';

/** The two answers to a session ending soon: log out now, or stay (the contained, default one). */
function StayOrLogOut({ onLogout, onStay }: { onLogout: () => void; onStay: () => void }) {
  return (
    <>
      <Button onClick={onLogout}>Log Out Now</Button>
      <Button variant="contained" onClick={onStay}>
        Stay Logged In
      </Button>
    </>
  );
}

type WarningProps = { open: boolean; warningMs: number; onLogout: () => void; onStay: () => void };

/** portal.md §4: the active session ends soon; the user must log off and back in to go on. */
export function SessionWarningDialog({ open, warningMs, onLogout, onStay }: WarningProps) {
  return (
    <AlertDialog
      open={open}
      onClose={onStay}
      title="Your session will expire soon"
      icon={<AccessTimeOutlined color="warning" aria-hidden="true" />}
      actions={<StayOrLogOut onLogout={onLogout} onStay={onStay} />}
    >
      <DialogContentText>
        Your active session will expire in {formatDuration(warningMs)}. To keep working after that, you must log off
        and log back in.
      </DialogContentText>
    </AlertDialog>
  );
}

type ExpiredProps = { open: boolean; onOk: () => void };

export function SessionExpiredDialog({ open, onOk }: ExpiredProps) {
  return (
    <AlertDialog
      open={open}
      title="Your session has expired"
      icon={<LockClockOutlined color="error" aria-hidden="true" />}
      actions={
        <Button variant="contained" onClick={onOk}>
          OK
        </Button>
      }
    >
      <DialogContentText>
        For your security, your active session has ended and you will be logged out. Please log in again to continue.
      </DialogContentText>
    </AlertDialog>
  );
}

type InactivityProps = { open: boolean; logoutMs: number; onLogout: () => void; onStay: () => void };

export function InactivityDialog({ open, logoutMs, onLogout, onStay }: InactivityProps) {
  return (
    <AlertDialog
      open={open}
      title="Are you still there?"
      icon={<HourglassBottomOutlined color="warning" aria-hidden="true" />}
      actions={<StayOrLogOut onLogout={onLogout} onStay={onStay} />}
    >
      <DialogContentText>
        You have been inactive for a while. For your security, you will be logged out in {formatDuration(logoutMs)}.
      </DialogContentText>
    </AlertDialog>
  );
}
