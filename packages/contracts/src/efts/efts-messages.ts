/**
 * File transfer's messages, in a module of their own: the portal's route guard (in its first load)
 * reads `notAuthorized`, and importing it from efts.ts would bring that module's schemas along.
 */
export const EFTS_MESSAGES = {
  notAuthorized: 'File transfer is not granted to you: ask your administrator for a user group with file transfer.',
  uploadCancelled: 'The upload was cancelled.',
  fileDeleted: 'The file was deleted.',
} as const;
