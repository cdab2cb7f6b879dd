import { useCallback, useState } from 'react';
import { useSelector } from 'react-redux';
import type { Subscription, SubscriptionName } from '@creditdesk/contracts';
import { adminFailureText } from '../../../lib/admin-failure';
import { selectAuth } from '../../../lib/auth/auth-slice';
import { usePageMessages } from '../../../lib/use-page-messages';
import { useUpdateSubscriptionsMutation } from '../api';

const marked = (name: SubscriptionName, busy: boolean) => (current: ReadonlySet<SubscriptionName>) => {
  const next = new Set(current);
  if (busy) next.add(name);
  else next.delete(name);
  return next;
};

/**
 * A switch saves at once (no confirmation): PUT the one feature, the server's message on success,
 * §8's text on failure (the list itself is put back by the endpoint). `saving` names the rows in flight.
 */
export function useToggleFeature() {
  const { customerId } = useSelector(selectAuth);
  const [update] = useUpdateSubscriptionsMutation();
  const messages = usePageMessages();
  const [saving, setSaving] = useState<ReadonlySet<SubscriptionName>>(new Set());

  const toggle = useCallback(
    async (change: Subscription) => {
      setSaving(marked(change.subscriptionName, true));
      const result = await update({ customerId, subscriptions: [change] });
      setSaving(marked(change.subscriptionName, false));
      if ('error' in result) messages.error(adminFailureText(result.error));
      else messages.success(result.data.message);
    },
    [customerId, update, messages],
  );

  return { toggle, saving };
}
