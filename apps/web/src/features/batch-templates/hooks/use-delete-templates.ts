import { MESSAGES, type BatchTemplate } from '@creditdesk/contracts';
import { adminFailureText } from '../../../lib/admin-failure';
import { useAppDispatch } from '../../../lib/redux-hooks';
import { usePageMessages } from '../../../lib/use-page-messages';
import { templatesChanged, useDeleteTemplateMutation } from '../api';

/**
 * Deletes the chosen templates one after another, then says how many went (reports.md §8: 'Template
 * was successfully deleted.' or '{n} Templates were successfully deleted.') and reloads the list. A
 * refusal stops the run and says why; those deleted before it are counted.
 */
export function useDeleteTemplates() {
  const [deleteTemplate, state] = useDeleteTemplateMutation();
  const messages = usePageMessages();
  const dispatch = useAppDispatch();

  const remove = async (templates: readonly BatchTemplate[]): Promise<string[]> => {
    const deleted: string[] = [];
    let failure: string | undefined;
    for (const template of templates) {
      const result = await deleteTemplate(template.templateId);
      if (result.error) {
        failure = adminFailureText(result.error);
        break;
      }
      deleted.push(template.templateId);
    }
    dispatch(templatesChanged());
    if (deleted.length > 0) messages.success(deleted.length === 1 ? MESSAGES.reports.templateDeleted : MESSAGES.reports.templatesDeleted(deleted.length));
    if (failure) messages.error(failure);
    return deleted;
  };

  return { remove, deleting: state.isLoading };
}
