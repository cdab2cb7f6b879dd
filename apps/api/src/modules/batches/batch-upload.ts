import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { BATCH_LIMITS } from '@creditdesk/contracts';
import { HttpError, badRequest } from '../../lib/http-error.js';
import { batchFileError } from './batch-csv.js';

export type UploadedFile = { fileName: string; file: Readable };

const cutShort = () => badRequest('The upload is not a complete multipart/form-data body: send the fields, then the whole file.');

/** busboy's refusal of a body that is not multipart or ends inside a part (a plain Error, else a 500). */
const isMultipartSyntaxError = (err: unknown) =>
  err instanceof Error && !(err instanceof HttpError) && (err as { statusCode?: unknown }).statusCode === undefined && /multipart|terminated early|end of form|malformed/i.test(err.message);

const tooLarge = () => new HttpError(413, `The file is larger than ${BATCH_LIMITS.maxFileBytes / 1024 / 1024} MB, the most a batch file may be. Split it into several batches.`);

/**
 * A multipart upload: its text fields (only those named, each sent before the file), then its one
 * file, handed to `read` as a stream while it arrives. Refuses a request that is not multipart, a
 * missing file and a file over BATCH_LIMITS.maxFileBytes (413, whatever part of it was read).
 */
export async function readMultipartUpload<T>(req: FastifyRequest, fieldNames: readonly string[], read: (fields: Record<string, string>, upload: UploadedFile) => Promise<T>): Promise<T> {
  if (!req.isMultipart()) throw badRequest(`Send the file as multipart/form-data: the fields ${fieldNames.join(', ')}, then the file.`);
  const fields: Record<string, string> = {};
  let result: { value: T } | undefined;
  try {
    for await (const part of req.parts({ limits: { fileSize: BATCH_LIMITS.maxFileBytes, files: 1, fields: fieldNames.length, fieldSize: 1000 } })) {
      if (part.type === 'field') {
        // a blank field is one not sent (a form posts its empty inputs)
        const value = String(part.value).trim();
        if (fieldNames.includes(part.fieldname) && value !== '') fields[part.fieldname] = value;
        continue;
      }
      if (part.fieldname !== 'file') throw badRequest(`Unexpected file field '${part.fieldname}': send the file as the field file.`);
      // a body cut short ended (and destroyed) the file before it was read: nothing more will come
      if (part.file.destroyed && part.file.errored) throw cutShort();
      result = { value: await read(fields, { fileName: part.filename ?? '', file: part.file }) };
      if (part.file.truncated) throw tooLarge();
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if ((err as { code?: string }).code === 'FST_FILES_LIMIT_REACHED') throw badRequest('Send one file at a time.');
    if ((err as { code?: string }).code === 'FST_FIELDS_LIMIT_REACHED' || (err as { code?: string }).code === 'FST_PARTS_LIMIT_REACHED') throw badRequest(`Send only the fields ${fieldNames.join(', ')} and the file.`);
    throw isMultipartSyntaxError(err) ? cutShort() : err;
  }
  if (!result) throw batchFileError('file is required: send the CSV file as the field file.');
  return result.value;
}
