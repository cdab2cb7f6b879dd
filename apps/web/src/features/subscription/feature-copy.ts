import type { SubscriptionName } from '@creditdesk/contracts';

/**
 * What each feature (portal.md §3 subscription) is called on screen, what it gives the company, and
 * whether its screens are in the portal yet. Every feature listed here is in the portal and enforced by
 * the server (storage: input templates; batch: batch submission; filetransfer: every file-transfer call;
 * eletters: letters and their templates); a feature added before its screens says "Coming to the portal".
 */
export const FEATURE_COPY: Record<SubscriptionName, { label: string; description: string; inPortal: boolean }> = {
  storage: { label: 'Storage', description: 'Stored input templates for batches', inPortal: true },
  batch: { label: 'Batch', description: 'Submit CSV batches of orders', inPortal: true },
  filetransfer: { label: 'File transfer', description: 'Send and receive files through the file-transfer systems, for users whose group grants it', inPortal: true },
  eletters: { label: 'eLetters', description: 'Adverse-action letter templates, reason codes and the letters tracker', inPortal: true },
};
