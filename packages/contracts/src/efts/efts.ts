import { z } from 'zod';
import { PAGING } from '../common/enums.js';
import { errorBodySchema } from '../common/error-body.js';
import type { Entitlement } from '../access/entitlements.js';
import { AUTHENTICATED, LINK_GRANT_QUERY, defineEndpoint } from '../http/endpoint.js';
import { EFTS_CONTENT_TYPES, EFTS_LIMITS, EFTS_PART_CHECKSUM_HEADER, eftsFileNameProblem } from './efts-files.js';
import { isoTimestamp } from '../common/timestamp.js';
import { listSort } from '../common/list-sort.js';

/*
 * Electronic file transfer (reports.md §3, §7; docs/file-transfer.md): a company's systems, each with
 * folders; a folder takes input files (uploaded in parts) and holds output files (what the bureau
 * produced, each with its cycle number). Every call needs a group granting file transfer
 * (isFileTransportAuthorized), except an administrator reading which systems the company has.
 */

export const EFTS_FOLDER_ACTIONS = ['upload', 'download'] as const;
export type EftsFolderAction = (typeof EFTS_FOLDER_ACTIONS)[number];
export const EFTS_FOLDER_ACTION_LABELS: Record<EftsFolderAction, string> = { upload: 'Upload input files', download: 'Download output files' };

export const EFTS_UPLOAD_STATUSES = ['in-progress', 'completed', 'cancelled'] as const;
export const EFTS_FILE_STATUSES = ['received', 'processed', 'failed'] as const;
export const EFTS_SORT_COLUMNS = ['transferredDate', 'fileName', 'fileSize'] as const;
export type EftsSortColumn = (typeof EFTS_SORT_COLUMNS)[number];
/** A folder's files in the portal's order words (`?sort=-transferredDate`): sent as the spec's sortColumn and sortOrder. */
export const EFTS_FILES_SORT = listSort(EFTS_SORT_COLUMNS, '-transferredDate');

export const eftsSystemSchema = z.object({ systemName: z.string(), labels: z.array(z.string()), description: z.string() });
export const eftsFolderSchema = z.object({
  folderName: z.string(),
  systemName: z.string(),
  description: z.string(),
  cycleNumber: z.number().int(),
  actions: z.array(z.enum(EFTS_FOLDER_ACTIONS)),
});
export type EftsFolder = z.infer<typeof eftsFolderSchema>;

export const eftsFileSchema = z.object({
  fileId: z.string(),
  fileName: z.string(),
  /** the name the file is stored and downloaded under (reports.md §3's gcpFileName). */
  gcpFileName: z.string(),
  fileSize: z.number().int(),
  contentType: z.string(),
  sha256: z.string(),
  transferredDate: z.string(),
  transferredBy: z.string(),
  /** outputs: the folder's cycle that produced it; inputs: the cycle it was received in. */
  cycleNumber: z.number().int(),
  status: z.enum(EFTS_FILE_STATUSES),
  eftsMessage: z.string().nullable(),
});
export type EftsFile = z.infer<typeof eftsFileSchema>;

export const eftsFilePageSchema = z.object({ content: z.array(eftsFileSchema), totalElements: z.number().int(), pageNumber: z.number().int(), pageSize: z.number().int() });
export type EftsFilePage = z.infer<typeof eftsFilePageSchema>;

export const eftsUploadSchema = z.object({
  fileUploadId: z.string(),
  fileName: z.string(),
  fileSize: z.number().int(),
  contentType: z.string(),
  systemName: z.string(),
  folderName: z.string(),
  partSize: z.number().int(),
  partCount: z.number().int(),
  status: z.enum(EFTS_UPLOAD_STATUSES),
  /** the parts the server holds, checked (the portal sends the others after a reload). */
  uploadedParts: z.array(z.number().int()),
  /** the assembled file, once completed. */
  file: eftsFileSchema.nullable(),
});
export type EftsUpload = z.infer<typeof eftsUploadSchema>;

const customerParams = z.object({ customerId: z.string().uuid('customerId must be a company id') });
const name = (what: string) => z.string().trim().min(1, `${what} is required`).max(100, `${what} may be at most 100 characters`);
const systemParams = customerParams.extend({ system: name('system') });
const folderParams = systemParams.extend({ folder: name('folder') });
const lookupQuery = z.object({ action: z.string().max(40).optional(), userName: z.string().max(100).optional() });
const uploadParams = z.object({ id: z.string().uuid('id must be an upload id') });

export const eftsSystemsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/efts/customers/:customerId/systems',
  summary: "The company's file-transfer systems (page=usergroups: an administrator's view, without file transfer of their own)",
  access: AUTHENTICATED,
  customerParam: 'customerId',
  params: customerParams,
  querystring: lookupQuery.extend({ page: z.enum(['products', 'usergroups'], { error: 'page must be products or usergroups' }).default('products') }),
  response: { 200: z.object({ systems: z.array(eftsSystemSchema) }) },
});

export const eftsFoldersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/efts/customers/:customerId/systems/:system/folders',
  summary: "A system's folders (the system by code or label)",
  access: AUTHENTICATED,
  customerParam: 'customerId',
  params: systemParams,
  querystring: lookupQuery,
  response: { 200: z.object({ folders: z.array(eftsFolderSchema) }) },
});

export const eftsFolderEndpoint = defineEndpoint({
  method: 'GET',
  path: '/efts/customers/:customerId/systems/:system/folders/:folder',
  summary: 'A folder with its cycleNumber',
  access: AUTHENTICATED,
  customerParam: 'customerId',
  params: folderParams,
  querystring: lookupQuery,
  response: { 200: eftsFolderSchema },
});

export const eftsFolderActionsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/efts/customers/:customerId/systems/:system/folders/:folder/actions',
  summary: "What a folder allows: upload (inputs), download (outputs)",
  access: AUTHENTICATED,
  customerParam: 'customerId',
  params: folderParams,
  response: { 200: z.object({ actions: z.array(z.object({ action: z.enum(EFTS_FOLDER_ACTIONS), label: z.string() })) }) },
});

export const eftsFileListQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'page starts at 1').default(PAGING.defaultPage),
  size: z.coerce.number().int().min(1).max(100, 'size may be at most 100').default(PAGING.defaultPageSize),
  sortColumn: z.enum(EFTS_SORT_COLUMNS, { error: `sortColumn must be one of ${EFTS_SORT_COLUMNS.join(', ')}` }).default('transferredDate'),
  sortOrder: z.enum(['asc', 'desc'], { error: 'sortOrder must be asc or desc' }).default('desc'),
});

/** A folder's inputs or outputs: one declaration for the two lists. */
const folderFilesEndpoint = <const L extends 'inputs' | 'outputs'>(list: L, summary: string) =>
  defineEndpoint({
    method: 'GET',
    path: `/efts/customers/:customerId/systems/:system/folders/:folder/${list}`,
    summary,
    access: AUTHENTICATED,
    customerParam: 'customerId',
    params: folderParams,
    querystring: eftsFileListQuerySchema,
    response: { 200: eftsFilePageSchema },
  });

export const eftsInputsEndpoint = folderFilesEndpoint('inputs', 'The input files received in a folder, newest first by default');
export const eftsOutputsEndpoint = folderFilesEndpoint('outputs', 'The processed output files of a folder, each with its cycle number');

export const startUploadBodySchema = z.object({
  customerId: z.string().uuid('customerId must be a company id'),
  system: name('system'),
  folder: name('folder'),
  fileName: z.string().superRefine((value, ctx) => {
    const problem = eftsFileNameProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
  fileSize: z.number().int().min(0).max(EFTS_LIMITS.maxFileBytes, `fileSize may be at most ${EFTS_LIMITS.maxFileBytes} bytes`),
  contentType: z.string().refine((t) => t in EFTS_CONTENT_TYPES, `contentType must be one of ${Object.keys(EFTS_CONTENT_TYPES).join(', ')}`),
});
export type StartUploadBody = z.infer<typeof startUploadBodySchema>;

export const startUploadEndpoint = defineEndpoint({
  method: 'POST',
  path: '/filetransfers/upload',
  summary: 'Start an upload of one file to a folder: the answer gives its id, part size and part count (201)',
  access: AUTHENTICATED,
  tenancy: 'named',
  body: startUploadBodySchema,
  response: { 201: eftsUploadSchema, 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema },
});

/**
 * Who acts on an upload (its status, parts, completion, cancellation): the user who started it, and
 * the company's administrator of users' transactions, who already reads every colleague's reports
 * (docs/decisions.md "Who acts on an upload"). Anyone else of the company is answered "not found"
 * (404), as another company is: an upload's id says nothing about whether it exists.
 */
export const EFTS_UPLOAD_ADMIN_ENTITLEMENT: Entitlement = 'usertransactionsadmin';

export const mayActOnUpload = (caller: { userId: string; entitlements: readonly Entitlement[] }, upload: { userId: string }): boolean =>
  upload.userId === caller.userId || caller.entitlements.includes(EFTS_UPLOAD_ADMIN_ENTITLEMENT);

export const uploadStatusEndpoint = defineEndpoint({
  method: 'GET',
  path: '/filetransfers/upload/fileUploadId/:id',
  summary: 'An upload and the parts the server holds (the portal resumes from it)',
  access: AUTHENTICATED,
  tenancy: 'object',
  params: uploadParams,
  response: { 200: eftsUploadSchema },
});

export const uploadPartEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/filetransfers/upload/fileUploadId/:id/part/:n',
  summary: `One part's bytes (application/octet-stream, its SHA-256 in ${EFTS_PART_CHECKSUM_HEADER}); parts in order, each once`,
  rawBody: { mediaType: 'application/octet-stream', description: 'The part’s bytes' },
  access: AUTHENTICATED,
  tenancy: 'object',
  params: uploadParams.extend({ n: z.coerce.number().int('n must be a part number').min(1, 'parts are numbered from 1') }),
  response: {
    200: z.object({ fileUploadId: z.string(), partNumber: z.number().int(), size: z.number().int(), sha256: z.string(), uploadedParts: z.number().int() }),
    400: errorBodySchema,
    409: errorBodySchema,
    413: errorBodySchema,
    415: errorBodySchema,
    422: errorBodySchema,
  },
});

export const updateUploadEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/efts/metadata/uploads/:id',
  summary: "Finish an upload (status completed: assembled once every part is there) or cancel it (status cancelled: its parts removed)",
  access: AUTHENTICATED,
  tenancy: 'object',
  params: uploadParams,
  body: z.object({ status: z.enum(['completed', 'cancelled'], { error: 'status must be completed or cancelled' }) }),
  response: { 200: eftsUploadSchema.extend({ message: z.string() }), 409: errorBodySchema, 422: errorBodySchema },
});

const downloadParams = z.object({
  kind: z.enum(['unprocessed', 'processed'], { error: 'kind must be unprocessed or processed' }),
  id: z.string().uuid('id must be a file id'),
  name: z.string().min(1).max(EFTS_LIMITS.maxFileNameLength + 60),
});

/**
 * How long a download link opens its file (docs/file-transfer.md): as long as the access token the
 * portal already holds. Checked when each request starts (a download streams on past it), so a
 * browser's resume (Range, same URL) works within it; the session's end closes it sooner.
 */
export const EFTS_DOWNLOAD_LINK_SECONDS = 15 * 60;

export const downloadFileEndpoint = defineEndpoint({
  method: 'GET',
  path: '/filetransfers/download/:kind/fileId/:id/gcpFileName/:name',
  summary: `A file (unprocessed: an input; processed: an output), streamed; Range requests resume a broken download. With the bearer token, or without it through a download link (?${LINK_GRANT_QUERY}=, from POST …/link)`,
  produces: { kind: 'file', mediaType: '*/*', description: 'The file’s bytes, with the media type it was uploaded with (206 with Content-Range for a Range request)' },
  access: AUTHENTICATED,
  tenancy: 'object',
  linkGrant: true,
  params: downloadParams,
  querystring: z.object({
    [LINK_GRANT_QUERY]: z
      .string()
      .max(4000, 'grant is too long to be a download link')
      .optional()
      .describe('a download link of this file (POST …/link), instead of the bearer token; 401 expired, forged or its session ended, 403 another file’s'),
  }),
  response: { 416: errorBodySchema },
});

export const downloadLinkSchema = z.object({
  /** the download's own path below the origin, with its grant: the browser downloads it natively. */
  url: z.string(),
  expiresAt: isoTimestamp(),
});

export const downloadLinkEndpoint = defineEndpoint({
  method: 'POST',
  path: '/filetransfers/download/:kind/fileId/:id/gcpFileName/:name/link',
  summary: `A short-lived link that downloads this one file without the bearer token (${EFTS_DOWNLOAD_LINK_SECONDS / 60} minutes, while the session lives): the browser streams it to disk and resumes it`,
  access: AUTHENTICATED,
  tenancy: 'object',
  params: downloadParams,
  response: { 200: downloadLinkSchema, 403: errorBodySchema, 404: errorBodySchema },
});

export const deleteFileEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/filetransfers/files/fileId/:id',
  summary: 'Delete an input or output file (its bytes removed from the store; the record kept for audit)',
  access: AUTHENTICATED,
  tenancy: 'object',
  params: z.object({ id: z.string().uuid('id must be a file id') }),
  response: { 200: z.object({ message: z.string() }) },
});
