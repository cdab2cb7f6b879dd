import type { UserGroup } from '@creditdesk/contracts';
import { adminFailureText } from '../../../lib/admin-failure';
import { usePageMessages } from '../../../lib/use-page-messages';
import { useGroupDeleteMutation } from '../api';

/** Deletes a group; the server's sentence ('1 User Group has been successfully deleted.') shows and the list reloads (tagged). */
export function useDeleteGroup(customerId: string) {
  const [deleteGroup, state] = useGroupDeleteMutation();
  const messages = usePageMessages();

  const remove = async (group: UserGroup): Promise<boolean> => {
    const result = await deleteGroup({ customerId, name: group.groupName });
    if (result.error) {
      messages.error(adminFailureText(result.error));
      return false;
    }
    messages.success(result.data.message);
    return true;
  };

  return { remove, deleting: state.isLoading };
}
