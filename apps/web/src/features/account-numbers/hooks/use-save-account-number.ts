import { useNavigate } from 'react-router';
import type { UseFormSetError } from 'react-hook-form';
import type { ApiError } from '../../../api/api-errors';
import { adminFailureText } from '../../../lib/admin-failure';
import { usePageMessages } from '../../../lib/use-page-messages';
import { type AccountNumberFormValues, serverFieldErrors } from '../account-number-form';

/**
 * What the add and edit forms do with the answer: success goes back to the list and shows the
 * server's message there (added once the navigation has committed: the router clears messages on a
 * route change); a 400 naming fields puts them on the fields, anything else goes to the message area.
 */
export function useSaveOutcome(setError: UseFormSetError<AccountNumberFormValues>) {
  const navigate = useNavigate();
  const messages = usePageMessages();

  return async (result: { data: { message: string } } | { error: ApiError }) => {
    if ('data' in result) {
      await navigate('/account-numbers');
      messages.success(result.data.message);
      return;
    }
    const fields = serverFieldErrors(result.error);
    fields.forEach(({ field, message }, i) => setError(field, { message }, { shouldFocus: i === 0 }));
    if (fields.length === 0) messages.error(adminFailureText(result.error));
  };
}
