import { useUserActs } from '../hooks/use-user-acts';
import type { UserAct } from '../user-acts';
import { BlockUserDialog } from './block-user-dialog';
import { UserActDialog } from './user-act-dialog';

type UserActDialogsProps = {
  act: UserAct | null;
  onClose: () => void;
  /** after an act that worked (e.g. to clear the selection). */
  onDone: (act: UserAct) => void;
};

/** The confirmation of the pending act; the outcome goes to the message area and the dialog closes. */
export function UserActDialogs({ act, onClose, onDone }: UserActDialogsProps) {
  const { run, busy } = useUserActs();
  const confirm = async (reason?: string) => {
    if (!act) return;
    const worked = await run(act, reason);
    onClose();
    if (worked) onDone(act);
  };
  return (
    <>
      <UserActDialog act={act && act.kind !== 'block' ? act : null} busy={busy} onCancel={onClose} onConfirm={() => void confirm()} />
      <BlockUserDialog user={act?.kind === 'block' ? act.user : null} busy={busy} onCancel={onClose} onConfirm={(reason) => void confirm(reason)} />
    </>
  );
}
