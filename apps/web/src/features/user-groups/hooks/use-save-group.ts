import { useNavigate } from 'react-router';
import { errorFieldsOf } from '../../../api/api-errors';
import { adminFailureText } from '../../../lib/admin-failure';
import { usePageMessages } from '../../../lib/use-page-messages';
import { useGroupCreateMutation, useGroupUpdateMutation, type GroupDetail } from '../api';
import { type GroupFormField, type GroupFormValues, formFieldOfServerPath, toCreateBody, toUpdateBody } from '../group-form-values';

export type SetFieldError = (field: GroupFormField, message: string) => void;

/**
 * Saves the form: POST (add) or PUT with the changes only (edit). A refusal shows the server's
 * sentence (portal.md §8: a membership rule's text names the user) and lands on its field where the
 * server names one; a success goes back to the list, then says so (the route change clears messages).
 */
export function useSaveGroup(group?: GroupDetail) {
  const [create, created] = useGroupCreateMutation();
  const [update, updated] = useGroupUpdateMutation();
  const navigate = useNavigate();
  const messages = usePageMessages();

  const save = async (values: GroupFormValues, setFieldError: SetFieldError) => {
    const result = group ? await update(toUpdateBody(group, values)) : await create(toCreateBody(values));
    if (result.error) {
      messages.error(adminFailureText(result.error));
      for (const f of errorFieldsOf(result.error)) {
        const field = formFieldOfServerPath(f.field);
        if (field) setFieldError(field, f.message);
      }
      return;
    }
    await navigate('/user-groups');
    messages.success(result.data.message);
  };

  return { save, saving: created.isLoading || updated.isLoading };
}
