import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { UseFormSetError } from 'react-hook-form';
import { httpStatusOf, serverMessageOf, type ApiError } from '../../../api/api-errors';
import { adminFailureText } from '../../../lib/admin-failure';
import { usePageMessages } from '../../../lib/use-page-messages';
import { TEMPLATE_LIST_PATH } from '../template-links';
import { type TemplateDetailsValues, serverIssues } from '../template-form';

/**
 * What a save does with the answer: success goes to the list and shows the server's sentence there
 * (added once the navigation has committed: the router clears messages on a route change); a 400's
 * fields land on the details' fields and the mapping's problems above the mapping; a name taken (409)
 * on the name; anything else in the message area.
 */
export function useSaveOutcome(setError: UseFormSetError<TemplateDetailsValues>) {
  const navigate = useNavigate();
  const messages = usePageMessages();
  const [mappingProblems, setMappingProblems] = useState<string[]>([]);

  const onOutcome = async (result: { data: { message: string } } | { error: ApiError }) => {
    setMappingProblems([]);
    if ('data' in result) {
      await navigate(TEMPLATE_LIST_PATH);
      messages.success(result.data.message);
      return;
    }
    if (httpStatusOf(result.error) === 409) {
      setError('templateName', { message: serverMessageOf(result.error) ?? 'That name is taken' }, { shouldFocus: true });
      return;
    }
    const { details, mapping } = serverIssues(result.error);
    details.forEach(({ field, message }, i) => setError(field, { message }, { shouldFocus: i === 0 }));
    setMappingProblems(mapping);
    if (details.length === 0 && mapping.length === 0) messages.error(adminFailureText(result.error));
  };

  return { onOutcome, mappingProblems };
}
