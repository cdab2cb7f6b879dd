import type { SubscriptionName } from '@creditdesk/contracts';

/** What each feature (portal.md §3 subscription) is called on screen and what it gives the company. */
export const FEATURE_COPY: Record<SubscriptionName, { label: string; description: string }> = {
  storage: { label: 'Storage', description: 'Stored input templates for batches' },
  batch: { label: 'Batch', description: 'Submit CSV batches of orders' },
  filetransfer: { label: 'File transfer', description: 'Send and receive files through file transfer' },
  eletters: { label: 'eLetters', description: 'Adverse-action letters' },
};
