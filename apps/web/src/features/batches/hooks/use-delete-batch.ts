import { MESSAGES, type Batch } from '@creditdesk/contracts';
import { usePageMessages } from '../../../lib/use-page-messages';
import { useDeleteBatchMutation } from '../api';
import { refusalText } from '../refusal-text';

/** Deletes a batch (status 'deleted'); the message area says so, and the list (tagged) loads again. `after` runs before the message (a navigation). */
export function useDeleteBatch() {
  const [deleteBatch, state] = useDeleteBatchMutation();
  const messages = usePageMessages();
  const remove = async (batch: Batch, after?: () => Promise<void> | void): Promise<boolean> => {
    const result = await deleteBatch(batch.batchId);
    if (result.error) {
      messages.error(refusalText(result.error));
      return false;
    }
    await after?.();
    messages.success(MESSAGES.reports.batchDeleted);
    return true;
  };
  return { remove, deleting: state.isLoading };
}
