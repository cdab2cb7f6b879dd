import { MESSAGES, type BatchRow } from '@creditdesk/contracts';
import { usePageMessages } from '../../../lib/use-page-messages';
import { useDeleteBatchRowMutation } from '../api';
import { refusalText } from '../refusal-text';

/** Deletes a batch row and its report; the message area says so ('1 Report was successfully deleted'), the rows load again. */
export function useDeleteRow(batchId: string) {
  const [deleteRow, state] = useDeleteBatchRowMutation();
  const messages = usePageMessages();
  const remove = async (row: BatchRow): Promise<boolean> => {
    const result = await deleteRow({ rowId: row.rowId, batchId });
    if (result.error) {
      messages.error(refusalText(result.error));
      return false;
    }
    messages.success(MESSAGES.reports.deletedOne);
    return true;
  };
  return { remove, deleting: state.isLoading };
}
