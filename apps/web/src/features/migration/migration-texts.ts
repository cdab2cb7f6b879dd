/** The migration screens' own words (portal.md §4 gives their sense; the provider is named neutrally). */
export const MIGRATION_TEXTS = {
  why: 'Your company’s account is being upgraded to a cloud platform account with one set of credentials. All existing users must create a new User ID.',
  how: 'Choose the User ID you will log in with from now on. Your password, reports and settings stay as they are.',
  logInFirst: 'To create your new User ID, first log in with your current user name and password.',
  loadFailed: 'We could not load your details. Please try again.',
  created: 'Your new User ID has been created.',
  lookForEmail: 'Look for an e-mail from us and follow its directions. Your old user name no longer works: log in with your new User ID and your current password.',
} as const;
