import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ADMIN_ERROR_DETAILS, MESSAGES } from '@creditdesk/contracts';
import { errorDetailOf } from '../../../api/api-errors';
import { userIdCheckBlocks } from '../../../lib/use-user-id-check';
import { useCreateUserMutation } from '../user-form-api';
import { userFormSchema } from '../user-form-schema';
import { EMPTY_USER_FORM, toCreateBody, type UserFormValues } from '../user-form-values';
import { useUserFormOutcome } from './use-user-form-failure';
import { useUserNameCheck } from './use-username-check';
import { useUnsavedChanges } from '../../../lib/unsaved-changes';

const addSchema = userFormSchema('add');

/**
 * /users/add: the form, the live User ID check, and the create. Success goes to the list and says
 * so there (after the navigation, which clears the message area); a refusal stays on the form.
 */
export function useAddUserForm() {
  const form = useForm<UserFormValues>({ resolver: zodResolver(addSchema), defaultValues: EMPTY_USER_FORM });
  useUnsavedChanges(form.formState.isDirty && !form.formState.isSubmitting);
  const userName = useWatch({ control: form.control, name: 'userName' });
  const check = useUserNameCheck(userName);
  const [create, result] = useCreateUserMutation();
  const outcome = useUserFormOutcome(form);

  const submit = async (values: UserFormValues) => {
    outcome.start();
    const body = toCreateBody(values);
    const answer = await create(body);
    if (answer.error) {
      // the server keeps user names lower-cased, and names them so in its texts
      outcome.fail(answer.error, body.userName.toLowerCase(), values.role);
      if (errorDetailOf(answer.error) === ADMIN_ERROR_DETAILS.userNameExists) {
        form.setError('userName', { type: 'server', message: MESSAGES.userId.taken });
      }
      return;
    }
    await outcome.succeed('/users', answer.data.message);
  };

  const submitDisabled = userIdCheckBlocks(check);
  return { form, check, submit, pending: result.isLoading, submitDisabled };
}
