import { PRODUCT_CONFIGURATION_MESSAGES } from '@creditdesk/contracts';
import { adminFailureText } from '../../../lib/admin-failure';
import { usePageMessages } from '../../../lib/use-page-messages';
import { useDeleteProductConfigurationMutation } from '../api';

/**
 * Deletes a product configuration (reports.md §4, §8): success says '1 Product Configuration has
 * been successfully deleted.' and the list loads again (the mutation's tag), a failure says why.
 */
export function useDeleteConfiguration() {
  const [deleteConfiguration, state] = useDeleteProductConfigurationMutation();
  const messages = usePageMessages();

  const remove = async (configurationId: string) => {
    const result = await deleteConfiguration(configurationId);
    if (result.error) messages.error(adminFailureText(result.error));
    else messages.success(PRODUCT_CONFIGURATION_MESSAGES.deleted);
  };

  return { remove, deleting: state.isLoading };
}
