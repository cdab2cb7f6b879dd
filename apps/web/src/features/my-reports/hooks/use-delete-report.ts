import { MESSAGES, type InquiryListItem } from '@creditdesk/contracts';
import { messageAdded } from '../../../lib/messages-slice';
import { useAppDispatch } from '../../../lib/redux-hooks';
import { correlationIdOf } from '../../../api/api-errors';
import { useDeleteInquiryMutation } from '../api';

/** Deletes a report; on success the message area says so and the list (tagged) loads again. */
export function useDeleteReport() {
  const [deleteInquiry, state] = useDeleteInquiryMutation();
  const dispatch = useAppDispatch();

  const remove = async (item: InquiryListItem): Promise<boolean> => {
    const result = await deleteInquiry(item.id);
    if (result.error) {
      const id = correlationIdOf(result.error);
      dispatch(messageAdded({ status: 'error', content: `${MESSAGES.generic.unexpected}${id ? MESSAGES.reports.trackingId(id) : ''}` }));
      return false;
    }
    dispatch(messageAdded({ status: 'success', content: MESSAGES.reports.deleted }));
    return true;
  };

  return { remove, deleting: state.isLoading };
}
