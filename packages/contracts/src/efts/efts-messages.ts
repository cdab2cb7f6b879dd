/**
 * File transfer's messages, in a module of their own: the portal's route guard (in its first load)
 * reads `notAuthorized`, and importing it from efts.ts would bring that module's schemas along.
 */
export const EFTS_MESSAGES = {
  notAuthorized: 'File transfer is not granted to you: ask your administrator for a user group with file transfer.',
  /** the company's 'filetransfer' feature is off (the groups' grant alone does not open it). */
  featureRequired: 'File transfer needs the File transfer feature. A product-management administrator can turn it on under Manage → Features.',
  uploadCancelled: 'The upload was cancelled.',
  fileDeleted: 'The file was deleted.',
} as const;
