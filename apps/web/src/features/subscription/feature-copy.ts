import type { SubscriptionName } from '@creditdesk/contracts';

/**
 * What each feature (portal.md §3 subscription) is called on screen, what it gives the company, and
 * whether its screens are in the portal yet. None is: a switch records the company's subscription
 * (the server keeps it; 'storage' also enables the input-template links in the menu), and the row says
 * that the screens are still to come rather than promising them.
 */
export const FEATURE_COPY: Record<SubscriptionName, { label: string; description: string; inPortal: boolean }> = {
  storage: { label: 'Storage', description: 'Stored input templates for batches', inPortal: true },
  batch: { label: 'Batch', description: 'Submit CSV batches of orders', inPortal: true },
  filetransfer: { label: 'File transfer', description: 'Send and receive files through file transfer', inPortal: false },
  eletters: { label: 'eLetters', description: 'Adverse-action letters', inPortal: false },
};
