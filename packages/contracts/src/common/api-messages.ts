/**
 * The API's refusals that the spec does not word (its own are MESSAGES and the domains' *_MESSAGES):
 * what a 4xx answer's `message` says, written once. The API writes no refusal text in place
 * (scripts/api-error-literals.test.ts); the portal may show these as they are.
 */

type FieldIssue = { field: string; message: string };

export const API_MESSAGES = {
  /** a 400 naming the fields, as the endpoint's validation words it (plugins/errors.ts). */
  invalid: {
    field: (field: string, message: string) => `Invalid request: ${field}: ${message}`,
    fields: (issues: readonly FieldIssue[]) => `Invalid request: ${issues.map((i) => `${i.field}: ${i.message}`).join('; ')}`,
    fromAfterTo: 'Invalid request: querystring.fromDate: is after toDate',
    notADateTime: (field: string, value: string) => `Invalid request: querystring.${field}: '${value}' is not a real date and time`,
    productBeforeFile: 'Invalid request: product: product is required (send it before the file)',
    userNameRequired: 'userName is required',
  },
  company: {
    notFound: 'Company not found',
    setByProvider: 'The company name and status are set by the provider and can not be changed here.',
    ssoIdentifierTaken: 'Another company already uses this single sign-on identifier.',
  },
  users: {
    ownProductsOnly: 'You may only read your own products',
  },
  products: {
    notSetUp: (productName: string) => `Your company is not set up to order the ${productName}`,
    notHeld: (productName: string, code: string) => `Your company does not hold ${productName} (${code}).`,
    noTestConsumers: 'No test consumers: a real bureau is configured',
    dataSourceDown: (source: string) => `The ${source} did not answer. Please try again later.`,
    noCoApplicantView: 'Invalid request: body.view: this report has no co-applicant view',
    notThisProduct: (productName: string) => `Invalid request: body.inquiryId: the report is not a ${productName}`,
    ownCustomerId: 'customerConfigurations.customerId must be your own company',
    ownUserName: 'customerConfigurations.userName must be your own user name',
    notInABatch: 'This report was not ordered in a batch',
    noApplicantToRecall: 'This report names no person whose details an order form could take',
  },
  batches: {
    notFound: 'Batch not found',
    featureMissing: 'Your company does not hold the Batch feature. An administrator can turn it on under Features.',
    noRows: 'The file has a header row but no rows to order.',
    cutShort: 'The upload is not a complete multipart/form-data body: send the fields, then the whole file.',
    tooLarge: (megabytes: number) => `The file is larger than ${megabytes} MB, the most a batch file may be. Split it into several batches.`,
    multipartOnly: (fieldNames: readonly string[]) => `Send the file as multipart/form-data: the fields ${fieldNames.join(', ')}, then the file.`,
    unexpectedFileField: (name: string) => `Unexpected file field '${name}': send the file as the field file.`,
    oneFile: 'Send one file at a time.',
    onlyFields: (fieldNames: readonly string[]) => `Send only the fields ${fieldNames.join(', ')} and the file.`,
    nothingToOrder: 'No row of this batch can be ordered: correct the file and submit it again.',
    alreadyConfirmed: 'This batch was already confirmed.',
    notConfirmed: 'This batch has not been confirmed yet.',
    noFailedRows: 'This batch has no failed rows to run again.',
    busyDelete: 'A batch cannot be deleted while its rows are being ordered. Wait until it has finished.',
    rowBusy: 'This row is being ordered: wait until it has finished.',
  },
  ofacCases: {
    none: 'No review case: the screen found no match, or the report does not exist',
    notFound: 'Review case not found',
    alreadyDecided: (status: string, by: string | undefined) => `The case was already ${status} by ${by ?? 'another user'}`,
    decidedMeanwhile: 'The case was decided by another user meanwhile',
  },
  dev: {
    outboxLocalOnly: 'The development outbox is readable only on the machine the server runs on',
  },
  fileTransfer: {
    rangeNotSatisfiable: (header: string, size: number) => `The range ${header} is not one range within the file's ${size} bytes.`,
    noFolder: (folder: string, system: string) => `Your company has no folder ${folder} in the file-transfer system ${system}`,
    noSystem: (system: string) => `Your company has no file-transfer system ${system}`,
    noUploads: (folder: string) => `The folder ${folder} takes no uploads: it only holds files to download.`,
    tooManyParts: (maxParts: number, partSize: number) => `fileSize needs more than ${maxParts} parts of ${partSize} bytes`,
    uploadNotFound: 'Upload not found',
    fileNotFound: 'File not found',
    cancelled: 'This upload was cancelled: start it again.',
    incomplete: (missing: readonly number[], partCount: number) =>
      `The file is not complete: ${missing.length} of its ${partCount} parts are missing (${missing.slice(0, 10).join(', ')}${missing.length > 10 ? ', …' : ''}).`,
    notCancellable: (status: string) => `This upload is ${status === 'in-progress' ? 'finishing' : status}: it cannot be cancelled.`,
    takesNoParts: (status: string) => `This upload is ${status}: it takes no more parts.`,
    beyondParts: (n: number, partCount: number) => `Part ${n} is beyond the file's ${partCount} parts.`,
    partReceived: (n: number) => `Part ${n} was received already.`,
    partsInOrder: (next: number, n: number) => `Parts are sent in order: the next part is ${next}, not ${n}.`,
    contentLength: (expected: number) => `Send the part with its Content-Length (${expected} bytes).`,
    partSize: (n: number, length: number, expected: number) => `Part ${n} is ${length} bytes; it must be ${expected}.`,
    checksumHeader: (header: string) => `Send the part's SHA-256 (hex) in the ${header} header.`,
    partInFlight: (n: number) => `Part ${n} is being received: wait for that request's answer.`,
    partEnded: (n: number, received: number, expected: number) => `Part ${n} ended after ${received} of its ${expected} bytes.`,
    checksumMismatch: (n: number, sha: string) => `Part ${n}'s checksum does not match: the server computed ${sha}. Send the part again.`,
    partTooLarge: (expected: number) => `The part is larger than its ${expected} bytes.`,
  },
  letters: {
    ownLettersOnly: 'You may only open the letters you built',
    /** FCRA §605A(h), §605(h): no approval on a report whose alerts are not resolved with the identity verified. */
    approvalNeedsAlertsResolved: (status: 'unresolved' | 'not-verified') =>
      status === 'unresolved'
        ? 'This report has a fraud, active-duty or discrepancy alert that is not resolved: resolve it on the report before building an approval letter (an adverse-action letter is still possible).'
        : 'The identity on this report could not be verified: an approval letter cannot be built on it (an adverse-action letter is still possible).',
  },
  alerts: {
    none: 'This report has no alert that needs resolving',
    unknownAlert: (key: string) => `steps: '${key}' is not an alert of this report`,
    unknownStep: (key: string, step: string) => `steps: '${step}' is not a step your company's policy lists for ${key} (reload the report: the policy may have changed)`,
    repeatedStep: (key: string, step: string) => `steps: '${step}' of ${key} is given twice`,
    missingStep: (key: string, step: string) => `steps: '${step}' of ${key} is missing: send every step, ticked or not`,
    stepNotDone: (key: string, step: string) => `steps: '${step}' of ${key} is not ticked: every step must be done to verify the identity`,
    stepNeedsNote: (key: string, step: string) => `steps: '${step}' of ${key} is ticked without a note saying what was done`,
    whyNotVerified: 'note: say why the identity could not be verified',
    alreadyResolved: (by: string, at: string) => `These alerts were already resolved by ${by} on ${at}`,
  },
  eidVerifier: {
    over: 'This verification is over: its questions can no longer be answered.',
    answeredMeanwhile: 'These questions were answered meanwhile: open the report again.',
  },
  support: {
    ownConsentOnly: 'You may only give help consent for yourself',
    withdrawOwnOnly: 'You may only withdraw your own help consent',
    noConsentWithToken: 'No active help consent of yours has this token',
    ownPrivacyChoiceOnly: 'You may only set your own privacy-policy choice',
    notInSupportSession: (act: string) => `A support session cannot ${act}`,
    apiKeyInvalid: 'The API key is not valid',
    apiKeyRequired: 'An API key is required (x-api-key)',
    agentUuid: "uuid must be the support agent's UUID",
    noConsent: 'The user has not given help consent',
    cannotSignIn: (why: string) => `The user cannot be signed in: ${why}`,
    handoffInvalid: 'The handoff link is not valid',
    handoffUsed: 'The handoff link was already used; the support session has been ended',
    handoffExpired: 'The handoff link has expired',
  },
  telecheckLists: {
    notSetUp: (listName: string) => `Your company is not set up for the ${listName} list`,
    reportNotFound: 'TeleCheck report not found',
    onlyDeclined: (reason: string) => `Only a declined check can be placed: TeleCheck answered ${reason}`,
    alreadyListed: (type: string) => `This check is already on the ${type} list`,
    entryNotFound: 'Entry not found',
  },
} as const;
