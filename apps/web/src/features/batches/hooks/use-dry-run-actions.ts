import { useState } from 'react';
import { useNavigate } from 'react-router';
import { type BatchReuse, type ConfirmBatchBody, MESSAGES } from '@creditdesk/contracts';
import { batchReuseOfError } from '../../../api/api-errors';
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

  // rows recent reports answer, as the confirm's 409 named them (the batch page has no dry-run answer to read them from)
  const [reuse, setReuse] = useState<BatchReuse>();

  const confirm = async (body?: ConfirmBatchBody) => {
    const result = await confirmBatch({ batchId, body });
    if (result.error) {
      const named = batchReuseOfError(result.error);
      if (named) setReuse(named);
      messages.error(refusalText(result.error));
    } else await navigate(`/batch/${batchId}`);
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

  return { confirm, cancel, reuse, confirming: confirmState.isLoading, cancelling: deleteState.isLoading };
}
