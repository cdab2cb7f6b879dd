import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { loadDataKey } from '../../lib/field-cipher.js';
import { recordAudit } from '../audit/audit.repository.js';
import { createCleanupSchedule } from '../cleanup/cleanup-schedule.js';
import { cancelUpload } from './efts-finish.js';
import { registerEftsRoutes } from './efts.routes.js';
import { staleUploads } from './efts.repository.js';
import type { FileStore } from './store/file-store.js';
import { selectFileStore } from './store/select-file-store.js';

/** An upload no part has reached for this long is given up: its parts leave the store. */
const ABANDONED_MS = 7 * 24 * 3_600_000;

/** Cancels the uploads no part has reached since `before` (their parts leave the store); how many. */
export async function removeAbandonedUploads(ctx: AppContext, store: FileStore, before: Date, onError: (err: unknown, uploadId: string) => void): Promise<number> {
  let removed = 0;
  for (const upload of await staleUploads(ctx.db, before)) {
    try {
      const { parts } = await cancelUpload(ctx, store, upload);
      await recordAudit(ctx.db, { action: 'efts.upload-abandoned', customerId: upload.customerId, targetType: 'efts-file', targetId: upload.id, details: { fileName: upload.fileName, parts, startedBy: upload.username } });
      removed += 1;
    } catch (err) {
      onError(err, upload.id);
    }
  }
  return removed;
}

/** File transfer in this process: the store FILE_STORE names (docs/file-transfer.md), the routes, and the removal of abandoned uploads. */
export function registerFileTransfer(app: FastifyInstance): FileStore {
  const { ctx } = app;
  const { config } = ctx;
  const dataKey = loadDataKey({ fromEnv: config.dataEncryptionKey, dataDir: config.dataDir, isProduction: config.isProduction });
  const store = selectFileStore(config, dataKey);
  registerEftsRoutes(app, store);
  const cleanup = createCleanupSchedule(async () => {
    try {
      const removed = await removeAbandonedUploads(ctx, store, new Date(Date.now() - ABANDONED_MS), (err, id) => app.log.warn({ err, fileUploadId: id }, 'efts: an abandoned upload could not be removed'));
      if (removed > 0) app.log.info({ removed }, 'efts: abandoned uploads removed');
    } catch (err) {
      app.log.error({ err }, 'efts: removing abandoned uploads failed');
    }
  }, config.cleanupIntervalSeconds * 1000);
  app.addHook('onReady', async () => cleanup.start());
  app.addHook('onClose', async () => cleanup.stop());
  return store;
}
