import { createHash } from 'node:crypto';
import { type Readable, Transform, pipeline } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { API_MESSAGES, BATCH_LIMITS, UNSTORABLE_TEXT_MESSAGE, hasUnstorableText } from '@creditdesk/contracts';
import { HttpError, badRequest } from '../../lib/http-error.js';
import { batchFileError } from './batch-csv.js';

export type UploadedFile = { fileName: string; file: Readable };

/**
 * The upload with its file passed through a SHA-256 digest as it is read (an Idempotency-Key's
 * fingerprint, without keeping the file): `digest()` once the file has been read to its end. An
 * error of the file (over the size limit, cut short) reaches the reader as before.
 */
export function digesting(upload: UploadedFile): { upload: UploadedFile; digest: () => string } {
  const hash = createHash('sha256');
  const through = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
  pipeline(upload.file, through, () => undefined); // an error destroys `through` with it: the reader sees it
  return { upload: { ...upload, file: through }, digest: () => hash.digest('base64url') };
}

const cutShort = () => badRequest(API_MESSAGES.batches.cutShort);

/** busboy's refusal of a body that is not multipart or ends inside a part (a plain Error, else a 500). */
const isMultipartSyntaxError = (err: unknown) =>
  err instanceof Error && !(err instanceof HttpError) && (err as { statusCode?: unknown }).statusCode === undefined && /multipart|terminated early|end of form|malformed/i.test(err.message);

const tooLarge = () => new HttpError(413, API_MESSAGES.batches.tooLarge(BATCH_LIMITS.maxFileBytes / 1024 / 1024));

/** The JSON bodies' rule (plugins/endpoint.ts) for a multipart field or file name: text PostgreSQL cannot store is a 400 naming it. */
function refuseUnstorable(field: string, value: string) {
  if (hasUnstorableText(value)) throw badRequest(API_MESSAGES.invalid.field(`body.${field}`, UNSTORABLE_TEXT_MESSAGE), { fields: [{ field: `body.${field}`, message: UNSTORABLE_TEXT_MESSAGE }] });
}

/**
 * A multipart upload: its text fields (only those named, each sent before the file), then its one
 * file, handed to `read` as a stream while it arrives. Refuses a request that is not multipart, a
 * missing file and a file over BATCH_LIMITS.maxFileBytes (413: the file's stream fails the moment the
 * limit is passed, so `read` keeps nothing of it). Field values, field names and the file's name
 * follow the JSON bodies' text rule. A refusal that comes after `read` returned (a second file, a
 * field after the file) hands its result to `discard`, so every refusal leaves nothing stored.
 */
export async function readMultipartUpload<T>(
  req: FastifyRequest,
  fieldNames: readonly string[],
  read: (fields: Record<string, string>, upload: UploadedFile) => Promise<T>,
  discard?: (result: T) => Promise<void>,
): Promise<T> {
  if (!req.isMultipart()) throw badRequest(API_MESSAGES.batches.multipartOnly(fieldNames));
  const fields: Record<string, string> = {};
  let result: { value: T } | undefined;
  try {
    for await (const part of req.parts({ limits: { fileSize: BATCH_LIMITS.maxFileBytes, files: 1, fields: fieldNames.length, fieldSize: BATCH_LIMITS.maxMappingLength } })) {
      refuseUnstorable(part.fieldname.replaceAll('\u0000', '\\u0000'), part.fieldname);
      if (part.type === 'field') {
        // a blank field is one not sent (a form posts its empty inputs)
        if (part.valueTruncated) {
          const message = `must be at most ${BATCH_LIMITS.maxMappingLength} characters`;
          throw badRequest(API_MESSAGES.invalid.field(`body.${part.fieldname}`, message), { fields: [{ field: `body.${part.fieldname}`, message }] });
        }
        const value = String(part.value).trim();
        refuseUnstorable(part.fieldname, value);
        if (fieldNames.includes(part.fieldname) && value !== '') fields[part.fieldname] = value;
        continue;
      }
      if (part.fieldname !== 'file') throw badRequest(API_MESSAGES.batches.unexpectedFileField(part.fieldname));
      refuseUnstorable('file.filename', part.filename ?? '');
      // a body cut short ended (and destroyed) the file before it was read: nothing more will come
      if (part.file.destroyed && part.file.errored) throw cutShort();
      // busboy only truncates a file over the limit: fail its stream instead, so no row of it is kept
      part.file.once('limit', () => part.file.destroy(tooLarge()));
      result = { value: await read(fields, { fileName: part.filename ?? '', file: part.file }) };
      if (part.file.truncated) throw tooLarge();
    }
  } catch (err) {
    if (result) await discard?.(result.value);
    // @fastify/multipart's codes (FST_FILES_LIMIT, not …_REACHED: the old names never matched, a 413 'reach files limit' went out)
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT') throw badRequest(API_MESSAGES.batches.oneFile);
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw badRequest(API_MESSAGES.batches.onlyFields(fieldNames));
    throw isMultipartSyntaxError(err) ? cutShort() : err;
  }
  if (!result) throw batchFileError('file is required: send the CSV file as the field file.');
  return result.value;
}
