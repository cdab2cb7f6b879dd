import { useState } from 'react';
import { adminFailureText } from '../../../lib/admin-failure';
import { usePageMessages } from '../../../lib/use-page-messages';
import { useGroupDetachMutation } from '../api';

/**
 * Removes one member at once (PUT …/groups/detach); the api puts the answer's group in the cache, so
 * the member leaves the list. The server's sentence becomes a quiet note beside the list; a failure
 * goes to the message area.
 */
export function useDetachMember(customerId: string, groupName: string) {
  const [detach] = useGroupDetachMutation();
  const messages = usePageMessages();
  const [removing, setRemoving] = useState<string | null>(null);
  const [note, setNote] = useState('');

  const remove = async (userName: string) => {
    setRemoving(userName);
    setNote('');
    const result = await detach({ customerId, groupName, userList: [userName] });
    setRemoving(null);
    if (result.error) {
      messages.error(adminFailureText(result.error));
      return;
    }
    setNote(result.data.message);
  };

  return { remove, removing, note };
}
