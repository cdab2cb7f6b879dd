import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { messagesCleared } from '../../../lib/messages-slice';
import { useAppDispatch } from '../../../lib/redux-hooks';
import { usePageMessages } from '../../../lib/use-page-messages';
import { useUpdateUserMutation } from '../user-form-api';
import { userFormSchema } from '../user-form-schema';
import { toUpdateBody, type UserFormValues } from '../user-form-values';
import { useUserFormFailure } from './use-user-form-failure';
import { useUnsavedChanges } from '../../../lib/unsaved-changes';

const editSchema = userFormSchema('edit');

/** Where a finished or cancelled edit goes: the list page it came from (?returnTo=/users?…), else /users. */
export function userReturnPath(returnTo: string | null): string {
  return returnTo && /^\/users(?:[?#]|$)/.test(returnTo) ? returnTo : '/users';
}

/**
 * /users/edit: sends only the fields that changed (PUT /orchestrator/users), then goes back to the
 * return path and shows the server's message there; a refusal stays on the form (portal.md §4, §8).
 */
export function useEditUserForm(initial: UserFormValues, returnTo: string) {
  const form = useForm<UserFormValues>({ resolver: zodResolver(editSchema), defaultValues: initial });
  useUnsavedChanges(form.formState.isDirty && !form.formState.isSubmitting);
  const [update, result] = useUpdateUserMutation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const messages = usePageMessages();
  const fail = useUserFormFailure(form);

  const submit = async (values: UserFormValues) => {
    dispatch(messagesCleared());
    const answer = await update(toUpdateBody(initial, values));
    if (answer.error) {
      fail(answer.error, initial.userName, values.role);
      return;
    }
    await navigate(returnTo);
    messages.success(answer.data.message);
  };

  return { form, submit, pending: result.isLoading };
}
