import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  API_MESSAGES,
  EFTS_FOLDER_ACTION_LABELS,
  EFTS_MESSAGES,
  EFTS_PART_CHECKSUM_HEADER,
  EFTS_DOWNLOAD_LINK_SECONDS,
  deleteFileEndpoint,
  downloadFileEndpoint,
  downloadLinkEndpoint,
  eftsFolderActionsEndpoint,
  eftsFolderEndpoint,
  eftsFoldersEndpoint,
  eftsInputsEndpoint,
  eftsOutputsEndpoint,
  eftsSystemCode,
  eftsSystemLabels,
  eftsSystemsEndpoint,
  hasAnyEntitlement,
  startUploadEndpoint,
  updateUploadEndpoint,
  uploadPartEndpoint,
  uploadStatusEndpoint,
} from '@creditdesk/contracts';
import type { Caller } from '../../app-context.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { registerEndpoint } from '../../plugins/endpoint.js';
import { recordAudit } from '../audit/audit.repository.js';
import { issueLinkGrant } from '../auth/link-grant.js';
import { byteRange } from './byte-range.js';
import { fileView, folderOf, folderView, requireFileTransfer, uploadView } from './efts-access.js';
import { finishUpload, cancelUpload } from './efts-finish.js';
import { receivePart, startUpload, visibleUpload } from './efts-uploads.js';
import { companySystems, findFile, pageFiles, systemFolders, updateFile, uploadParts } from './efts.repository.js';
import type { FileStore } from './store/file-store.js';
import { Readable } from 'node:stream';

export type EftsAudit = (caller: Caller, action: string, targetId: string, details: Record<string, unknown>) => Promise<void>;

export function registerEftsRoutes(app: FastifyInstance, store: FileStore) {
  const { ctx } = app;
  const { db } = ctx;
  const auditOf = (req: FastifyRequest): EftsAudit => (caller, action, targetId, details) =>
    recordAudit(db, { action, customerId: caller.customerId, actorUserId: caller.userId, actorUsername: caller.username, targetType: 'efts-file', targetId, details, correlationId: String(req.id), ip: req.ip });

  registerEndpoint(app, eftsSystemsEndpoint, async (req) => {
    // an administrator of users sees which systems the company has (to grant file transfer), without file transfer of their own
    const adminView = req.query.page === 'usergroups' && hasAnyEntitlement(req.caller.entitlements, ['usermanagementadmin']);
    if (!adminView) await requireFileTransfer(db, req.caller);
    const systems = await companySystems(db, req.caller.customerId);
    return { systems: systems.map((s) => ({ systemName: s.code, labels: eftsSystemLabels(s.code), description: s.description })) };
  });

  registerEndpoint(app, eftsFoldersEndpoint, async (req) => {
    await requireFileTransfer(db, req.caller);
    const folders = await systemFolders(db, req.caller.customerId, eftsSystemCode(req.params.system));
    if (folders.length === 0) throw notFound(API_MESSAGES.fileTransfer.noSystem(req.params.system));
    return { folders: folders.map(folderView) };
  });

  registerEndpoint(app, eftsFolderEndpoint, async (req) => {
    await requireFileTransfer(db, req.caller);
    return folderView(await folderOf(db, req.caller.customerId, req.params.system, req.params.folder));
  });

  registerEndpoint(app, eftsFolderActionsEndpoint, async (req) => {
    await requireFileTransfer(db, req.caller);
    const folder = await folderOf(db, req.caller.customerId, req.params.system, req.params.folder);
    return { actions: folderView(folder).actions.map((action) => ({ action, label: EFTS_FOLDER_ACTION_LABELS[action] })) };
  });

  for (const [endpoint, direction] of [[eftsInputsEndpoint, 'input'], [eftsOutputsEndpoint, 'output']] as const) {
    registerEndpoint(app, endpoint, async (req) => {
      await requireFileTransfer(db, req.caller);
      const folder = await folderOf(db, req.caller.customerId, req.params.system, req.params.folder);
      const { rows, total } = await pageFiles(db, folder.id, direction, req.query);
      return { content: rows.map(fileView), totalElements: total, pageNumber: req.query.page, pageSize: req.query.size };
    });
  }

  registerEndpoint(app, startUploadEndpoint, async (req, reply) => {
    const upload = await startUpload(ctx, store, req.caller, req.body);
    await auditOf(req)(req.caller, 'efts.upload-started', upload.id, { fileName: upload.fileName, fileSize: upload.fileSize, system: req.body.system, folder: req.body.folder });
    return reply.status(201).send(await uploadView(db, upload, [], null));
  });

  registerEndpoint(app, uploadStatusEndpoint, async (req) => {
    const upload = await visibleUpload(ctx, req.caller, req.params.id);
    return uploadView(db, upload, await uploadParts(db, upload.id), null);
  });

  // A part's body is read as it arrives, whatever its content type: this scope passes every body through unparsed.
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, payload, done) => done(null, payload));
    registerEndpoint(scope, uploadPartEndpoint, async (req) => {
      const upload = await visibleUpload(ctx, req.caller, req.params.id);
      const checksum = req.headers[EFTS_PART_CHECKSUM_HEADER];
      // a sender that goes silent without closing (a lost connection) ends the part after
      // EFTS_PART_IDLE_SECONDS: its write stops and its .tmp goes, instead of waiting for good
      const idle = () => req.raw.destroy(Object.assign(new Error('the part stopped arriving'), { code: 'ETIMEDOUT' }));
      const onSocket = typeof req.raw.setTimeout === 'function' && req.raw.socket;
      if (onSocket) req.raw.setTimeout(ctx.config.efts.partIdleMs, idle);
      let received;
      try {
        received = await receivePart(ctx, store, upload, {
          partNumber: req.params.n,
          body: (req.body ?? req.raw) as unknown as Readable,
          contentLength: req.headers['content-length'],
          checksum: typeof checksum === 'string' ? checksum : undefined,
        });
      } finally {
        if (onSocket) {
          req.raw.removeListener('timeout', idle);
          req.raw.socket?.setTimeout(0);
        }
      }
      // every part kept is attributed to the user who sent it (the actor), beside the upload's starter
      await auditOf(req)(req.caller, 'efts.part-received', upload.id, { fileName: upload.fileName, partNumber: received.partNumber, size: received.size, sha256: received.sha256, startedBy: upload.username });
      return received;
    });
  });

  registerEndpoint(app, updateUploadEndpoint, async (req) => {
    const upload = await visibleUpload(ctx, req.caller, req.params.id);
    const audit = auditOf(req);
    if (req.body.status === 'cancelled') {
      const cancelled = await cancelUpload(ctx, store, upload);
      await audit(req.caller, 'efts.upload-cancelled', upload.id, { fileName: upload.fileName, parts: cancelled.parts, startedBy: upload.username });
      return { ...(await uploadView(db, cancelled.upload, [], null)), message: EFTS_MESSAGES.uploadCancelled };
    }
    const done = await finishUpload(ctx, store, upload, (err) => req.log.error({ err, fileUploadId: upload.id }, 'efts: processing an input failed'));
    if (done.assembledNow) await audit(req.caller, 'efts.upload-completed', upload.id, { fileName: upload.fileName, fileSize: upload.fileSize, sha256: done.file.sha256, cycleNumber: done.file.cycleNumber, startedBy: upload.username });
    return { ...(await uploadView(db, done.upload, done.parts, done.file)), message: `${upload.fileName} was received.` };
  });

  /** The caller's file the download's path names (another company's: not found), with file transfer granted. */
  const downloadable = async (caller: Caller, { kind, id, name }: { kind: 'unprocessed' | 'processed'; id: string; name: string }) => {
    const file = await findFile(db, caller.customerId, id);
    if (!file || file.direction !== (kind === 'unprocessed' ? 'input' : 'output') || file.storedName !== name) throw notFound(API_MESSAGES.fileTransfer.fileNotFound);
    await requireFileTransfer(db, caller);
    return file;
  };

  // the portal's download button: the browser then downloads the link itself (docs/file-transfer.md "Downloads")
  registerEndpoint(app, downloadLinkEndpoint, async (req) => {
    const file = await downloadable(req.caller, req.params);
    const link = await issueLinkGrant(ctx, req.caller, downloadFileEndpoint, { ...req.params }, EFTS_DOWNLOAD_LINK_SECONDS);
    await auditOf(req)(req.caller, 'efts.download-link-issued', file.id, { fileName: file.fileName, direction: file.direction, expiresAt: link.expiresAt });
    return link;
  });

  registerEndpoint(app, downloadFileEndpoint, async (req, reply) => {
    const file = await downloadable(req.caller, req.params);
    let range;
    try {
      range = byteRange(req.headers.range, file.size);
    } catch (err) {
      if (err instanceof HttpError && err.statusCode === 416) reply.header('content-range', `bytes */${file.size}`);
      throw err;
    }
    reply
      .header('content-type', file.contentType)
      .header('content-disposition', `attachment; filename="${file.storedName.replace(/[^A-Za-z0-9._-]/g, '_')}"`)
      .header('accept-ranges', 'bytes')
      .header('etag', `"${file.sha256}"`)
      .header('content-length', range ? range.end - range.start + 1 : file.size);
    if (range) reply.status(206).header('content-range', `bytes ${range.start}-${range.end}/${file.size}`);
    // HEAD (a download manager's size check) reads nothing and downloads nothing: an empty stream keeps
    // the headers above (Fastify's HEAD route drains a stream, and would read the whole file)
    if (req.method === 'HEAD') return reply.send(Readable.from([]));
    const via = req.caller.viaLink ? { via: 'link' } : {};
    await auditOf(req)(req.caller, 'efts.file-downloaded', file.id, { fileName: file.fileName, direction: file.direction, ...via, ...(range ? { range: `${range.start}-${range.end}` } : {}) });
    return reply.send(await store.read(file.storeKey, file.size, range));
  });

  registerEndpoint(app, deleteFileEndpoint, async (req) => {
    const file = await findFile(db, req.caller.customerId, req.params.id);
    if (!file) throw notFound(API_MESSAGES.fileTransfer.fileNotFound);
    await requireFileTransfer(db, req.caller);
    await store.remove(file.storeKey);
    await updateFile(db, file.id, { deletedAt: new Date() });
    await auditOf(req)(req.caller, 'efts.file-deleted', file.id, { fileName: file.fileName, direction: file.direction, size: file.size, sha256: file.sha256, transferredBy: file.transferredBy });
    return { message: EFTS_MESSAGES.fileDeleted };
  });
}
