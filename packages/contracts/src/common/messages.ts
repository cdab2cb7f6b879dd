/**
 * The spec's user-facing texts, written once (portal.md §8, reports.md §8).
 * Functions take the values the spec puts in braces.
 */
export const MESSAGES = {
  landing: {
    tagline: 'The fastest route to informed credit decisions',
    loginButton: 'Log in now',
    registerLink: 'register your company',
    commercialNote:
      'Looking for commercial credit products? Commercial products are reached through a separate provider site.',
    supportLink: 'Get Company Support',
  },
  login: {
    invalidCredentials: 'Invalid username or password',
    lockedOut:
      'You have been locked out from the system due to too many failed attempts. Please try again in 30 minutes.',
  },
  password: {
    changed: 'Password changed successfully',
    refused: 'Provided password cannot be used for security reasons.',
    wrongCurrent: 'Current password you entered is wrong. Please try again.',
    reused: 'Please enter a new password. Our records show that you have used this password previously.',
    other: 'Something went wrong. Please try again.',
    codeInvalid: 'The code is invalid or has expired',
    mustChange: 'You must change your temporary password before continuing',
    forgotCodeSent: 'If the user name is registered, a code has been sent to its e-mail address.',
    notForSsoUser: 'This user signs in with single sign-on and has no password to reset',
  },
  users: {
    standardToAdminGroup: (name: string) =>
      `The User ${name} is a Standard user. You may not assign this User to a User Group that has Administrator privileges. Please select another User Group or edit their user type.`,
    toSysadminGroup: (name: string, kind: 'Admin user' | 'Standard user') =>
      `The User ${name} is an ${kind === 'Admin user' ? 'Admin' : 'Standard'} user. You may not assign this User to a User Group that has System Administrator privileges. Please select another User Group or edit their user type.`,
    alreadyExists: (name: string) =>
      `The Username ${name}, already exists in the system. Please use a unique Username.`,
    adminCannotUpdateSysadmin: 'An Admin user can not update a System Admin user.',
    unexpected: 'An Unexpected error has occurred. Please try again later.',
    passwordReset: (name: string) =>
      `Password Reset Successfully. An Email has been sent to ${name} with a temporary password.`,
    created: (name: string, email: string) => `${name} added successfully. An invitation has been sent to ${email}.`,
    deletedMany: (n: number) => `${n} Users were successfully deleted.`,
    deletedOne: 'User was successfully deleted.',
    exported: 'Successfully downloaded the records as CSV format.',
    exportFailed: 'An unexpected error has occurred. Please try again later.',
    groupDeleted: '1 User Group has been successfully deleted.',
  },
  userId: {
    invalidEmail: 'Please enter a valid email address for User ID.',
    invalidCharacters:
      'User ID can only contain alphabetic characters, numbers, dot, dash and underscore and cannot contain spaces.',
    taken: 'A user with that name already exists.',
    nameRequiredToGenerate: 'First Name and Last Name are required to generate Username.',
  },
  accountNumbers: {
    inUse: (n: string) =>
      `This Account Number ${n} cannot be deleted. It is being used by at least one Product Configuration.`,
    deleted: '1 Account Number has been successfully deleted.',
  },
  reports: {
    failure: 'An unexpected error has occurred. Please try again later.',
    failureCapitalised: 'An Unexpected error has occurred. Please try again later.',
    trackingId: (id: string) => ` Tracking Id: ${id}`,
    pdfFailure: 'An error occurred while creating the PDF document. Please try again later.',
    deleted: 'Report has been successfully deleted.',
    deletedOne: '1 Report was successfully deleted',
    negativeDeleted: 'Negative Balance has been successfully deleted.',
    collectionDeleted: 'Collection Placement has been successfully deleted.',
    productConfigurationDeleted: '1 Product Configuration has been successfully deleted.',
    batchDeleted: '1 Batch Submission was successfully deleted.',
    templateDeleted: 'Template was successfully deleted.',
    templatesDeleted: (n: number) => `${n} Templates were successfully deleted.`,
    auditTooLarge: 'Unable to load Please simplify criteria',
    mlaDownloaded: 'Successfully downloaded the MLA report.',
  },
  validation: {
    zip: 'Please enter a valid zipcode',
  },
  generic: {
    unexpected: 'An unexpected error has occurred. Please try again later.',
    /** 503 while the database cannot be reached (a restart, a failover): nothing was stored; the call may be sent again. */
    databaseUnavailable: 'The service is briefly unavailable (its database cannot be reached). Please try again in a moment.',
  },
  /** the API's refusals of who may do what (401, 403, 404), whatever the endpoint. */
  access: {
    authenticationRequired: 'Authentication is required',
    notAllowed: 'You are not allowed to perform this action',
    notFound: 'Not found',
    ownCompanyOnly: 'You may only act on your own company',
    entitlementsRefuse: 'Your entitlements do not allow this action',
    ownProfileOnly: 'You may only read your own profile',
    ownPasswordOnly: 'You may only change your own password',
    ownReportsOnly: 'You may only open the reports you ran',
    userNotFound: 'User not found',
    reportNotFound: 'Report not found',
    identityProviderNotFound: 'No identity provider is configured with this identifier',
  },
  /** the token endpoint's refusals of a refresh (401) and of a client it does not know (400). */
  session: {
    unknownClient: (clientId: string) => `Unknown client_id '${clientId}'`,
    refreshTokenInvalid: 'The refresh token is not valid',
    refreshTokenReused: 'The refresh token has already been used; the session has been ended',
    ended: 'The session has ended; please log in again',
    accountCannotSignIn: 'The account can no longer sign in',
  },
} as const;
