import { useState } from 'react';
import { useSelector } from 'react-redux';
import { canEnterRoute } from '@creditdesk/contracts/shell';
import { serverMessageOf, type ApiError } from '../../../api/api-errors';
import { selectAuth } from '../../../lib/auth/auth-slice';
import { usePageMessages } from '../../../lib/use-page-messages';
import { useCreateTemplateFromMappingMutation } from '../api';
import { type Mapping, toColumns } from '../../../components/batch-mapping/mapping-rules';

/** The template screens' route: whoever may open it keeps the company's templates. */
const TEMPLATE_LIST_PATH = '/batch/input-templates/template-list';

/**
 * "Save this mapping as an input template" on Create Batch: offered to those who keep templates
 * (the template screens' entitlement and the Storage feature); the template is created before the
 * file is sent, with the server's own checks.
 */
export function useSaveMappingAsTemplate() {
  const { entitlements, subscriptionList } = useSelector(selectAuth);
  const allowed = canEnterRoute(TEMPLATE_LIST_PATH, entitlements, subscriptionList);
  const [checked, setChecked] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [create] = useCreateTemplateFromMappingMutation();
  const messages = usePageMessages();

  /** Creates the template when asked to; false when that was refused (the reason shown). */
  const save = async (product: string, headers: readonly string[], mapping: Mapping): Promise<boolean> => {
    if (!allowed || !checked) return true;
    if (!name.trim()) {
      setError('Name the template, or clear “Save this mapping”.');
      return false;
    }
    setError(undefined);
    const created = await create({ templateName: name.trim(), product, columns: toColumns(headers, mapping), defaults: {} });
    if ('error' in created) {
      const message = serverMessageOf(created.error as ApiError) ?? 'The template could not be saved.';
      setError(message);
      messages.error(message);
      return false;
    }
    messages.success(created.data.message);
    return true;
  };

  const reset = () => {
    setChecked(false);
    setName('');
    setError(undefined);
  };

  return { allowed, checked, name, error, onCheck: setChecked, onName: setName, save, reset };
}
