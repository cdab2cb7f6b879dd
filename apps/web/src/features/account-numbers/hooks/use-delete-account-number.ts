import { useSelector } from 'react-redux';
import { ADMIN_ERROR_DETAILS, MESSAGES } from '@creditdesk/contracts';
import { adminFailureText } from '../../../lib/admin-failure';
import { selectAuth } from '../../../lib/auth/auth-slice';
import { messagesCleared } from '../../../lib/messages-slice';
import { useAppDispatch } from '../../../lib/redux-hooks';
import { usePageMessages } from '../../../lib/use-page-messages';
import { useDeleteAccountNumberMutation } from '../api';

/**
 * Deletes an account number (reports.md §7): success says '1 Account Number has been successfully
 * deleted.'; a 400 'Member has products' says the number is used by a product configuration.
 * Either way the list loads again (the mutation's tag).
 */
export function useDeleteAccountNumber() {
  const { customerId } = useSelector(selectAuth);
  const [deleteAccountNumber, state] = useDeleteAccountNumberMutation();
  const messages = usePageMessages();
  const dispatch = useAppDispatch();

  const remove = async (memberNumber: string) => {
    const result = await deleteAccountNumber({ customerId, memberNumber });
    // this deletion's outcome replaces the last one's: a success and an error never stack (issue 33)
    dispatch(messagesCleared());
    if (result.error) {
      const inUse = (detail: string) => (detail === ADMIN_ERROR_DETAILS.memberHasProducts ? MESSAGES.accountNumbers.inUse(memberNumber) : undefined);
      messages.error(adminFailureText(result.error, inUse));
    } else {
      messages.success(result.data.message || MESSAGES.accountNumbers.deleted);
    }
  };

  return { remove, deleting: state.isLoading };
}
