import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useUpdateUserMutation } from '../user-form-api';
import { userFormSchema } from '../user-form-schema';
import { toUpdateBody, type UserFormValues } from '../user-form-values';
import { useUserFormOutcome } from './use-user-form-failure';
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
  const outcome = useUserFormOutcome(form);

  const submit = async (values: UserFormValues) => {
    outcome.start();
    const answer = await update(toUpdateBody(initial, values));
    if (answer.error) {
      outcome.fail(answer.error, initial.userName, values.role);
      return;
    }
    await outcome.succeed(returnTo, answer.data.message);
  };

  return { form, submit, pending: result.isLoading };
}
