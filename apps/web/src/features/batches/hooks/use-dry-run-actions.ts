import { useNavigate } from 'react-router';
import { MESSAGES } from '@creditdesk/contracts';
import { usePageMessages } from '../../../lib/use-page-messages';
import { useConfirmBatchMutation, useDeleteBatchMutation } from '../api';
import { refusalText } from '../refusal-text';

/**
 * A dry run's two ways on: order its valid rows (then its page follows them), or cancel it (the batch
 * is deleted; nothing was ordered). A refusal shows in the message banner.
 */
export function useDryRunActions(batchId: string, onCancelled: () => void | Promise<void>) {
  const [confirmBatch, confirmState] = useConfirmBatchMutation();
  const [deleteBatch, deleteState] = useDeleteBatchMutation();
  const navigate = useNavigate();
  const messages = usePageMessages();

  const confirm = async () => {
    const result = await confirmBatch(batchId);
    if (result.error) messages.error(refusalText(result.error));
    else await navigate(`/batch/${batchId}`);
  };

  const cancel = async () => {
    const result = await deleteBatch(batchId);
    if (result.error) {
      messages.error(refusalText(result.error));
      return;
    }
    await onCancelled();
    messages.success(MESSAGES.reports.batchDeleted);
  };

  return { confirm, cancel, confirming: confirmState.isLoading, cancelling: deleteState.isLoading };
}
