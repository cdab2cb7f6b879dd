import { useCallback } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { MESSAGES, userAdminErrorText, type Role } from '@creditdesk/contracts';
import { errorFieldsOf, httpStatusOf, type ApiError } from '../../../api/api-errors';
import { adminFailureText } from '../../../lib/admin-failure';
import { messagesCleared } from '../../../lib/messages-slice';
import { useAppDispatch } from '../../../lib/redux-hooks';
import { usePageMessages } from '../../../lib/use-page-messages';
import { humanizeUserMessage } from '../user-form-schema';
import { formFieldOfServerPath, type UserFormValues } from '../user-form-values';

/**
 * portal.md §8, a refused create or update: a 400 shows the rule's text (userAdminErrorText) or the
 * server's sentence; any other answer the generic text.
 */
export function userFormFailureText(error: ApiError, userName: string, role: Role): string {
  if (httpStatusOf(error) !== 400) return MESSAGES.users.unexpected;
  return adminFailureText(error, (detail) => userAdminErrorText(detail, userName, role));
}

/** Shows a refused save in the message area (scrolling up) and puts the fields a 400 names on their fields. */
export function useUserFormFailure(form: UseFormReturn<UserFormValues>) {
  const messages = usePageMessages();
  return useCallback(
    (error: ApiError, userName: string, role: Role) => {
      messages.error(userFormFailureText(error, userName, role));
      for (const { field, message } of errorFieldsOf(error)) {
        const name = formFieldOfServerPath(field);
        if (name) form.setError(name, { type: 'server', message: humanizeUserMessage(message, name) });
      }
    },
    [form, messages],
  );
}

/**
 * A save's moments: the message area cleared as it starts, a refusal on the form (useUserFormFailure),
 * success said on the page it goes to (after the navigation, which clears the message area).
 */
export function useUserFormOutcome(form: UseFormReturn<UserFormValues>) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const messages = usePageMessages();
  const fail = useUserFormFailure(form);
  return {
    start: () => {
      dispatch(messagesCleared());
    },
    fail,
    succeed: async (path: string, message: string) => {
      await navigate(path);
      messages.success(message);
    },
  };
}
