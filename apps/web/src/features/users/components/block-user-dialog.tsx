import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Typography from '@mui/material/Typography';
import BlockRounded from '@mui/icons-material/BlockRounded';
import { userStatusBodySchema, type AdminUser } from '@creditdesk/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { useDialogCloseGuard } from '../../../lib/unsaved-changes';

type BlockUserDialogProps = {
  user: AdminUser | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
};

/** Block needs a reason (the user reads it at login); the contracts' status rule judges it. */
export function BlockUserDialog({ user, busy, onCancel, onConfirm }: BlockUserDialogProps) {
  const { control, handleSubmit, reset, formState } = useForm({
    resolver: zodResolver(userStatusBodySchema),
    defaultValues: { userName: '', status: 'blocked', reason: '' },
  });
  useEffect(() => {
    if (user) reset({ userName: user.userName, status: 'blocked', reason: '' });
  }, [user, reset]);
  // a reason typed and the dialog closed without blocking: asked first (issue 33)
  const guard = useDialogCloseGuard(user !== null && formState.isDirty && !busy, onCancel);

  return (
    <>
      <ConfirmDialog
        open={user !== null}
        title={user ? `Block ${user.userName}?` : 'Block user?'}
        icon={<BlockRounded color="error" aria-hidden="true" />}
        confirmLabel="Block user"
        destructive
        busy={busy}
        onCancel={guard.close}
        onConfirm={() => void handleSubmit((values) => onConfirm(values.reason ?? ''))()}
      >
        <Typography sx={{ mb: 2 }}>
          {user && <strong>{user.userName}</strong>} will be logged out and cannot log in until reactivated. They are shown the reason when they try.
        </Typography>
        <FormTextField control={control} name="reason" label="Reason" required maxLength={200} hint="Up to 200 characters." />
      </ConfirmDialog>
      {guard.prompt}
    </>
  );
}
