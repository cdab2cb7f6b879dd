import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { createCleanupSchedule } from '../cleanup/cleanup-schedule.js';
import { type CheckpointStore, checkpointStoreOf, currentHeads, writeCheckpoint } from './audit-checkpoint.js';
import { type AuditSigner, loadAuditSigner } from './audit-signing-key.js';

/** A process's checkpointing: writes one when the heads moved since its last (true), else nothing (false). */
export function createCheckpointer(db: Db, store: CheckpointStore, signer: AuditSigner) {
  let written = '';
  return async (): Promise<boolean> => {
    const heads = await currentHeads(db);
    const text = JSON.stringify(heads);
    if (text === written || text === '{}') return false;
    await writeCheckpoint(store, signer, heads);
    written = text;
    return true;
  };
}

/**
 * Every server process checkpoints the chains' heads every AUDIT_CHECKPOINT_INTERVAL_SECONDS
 * (0: never; `npm run audit:verify -- --database --checkpoint` writes one on demand), when they
 * moved since its last checkpoint. Several processes may write: audit-checkpoint.ts keeps every
 * checkpoint and latest.json never goes back.
 */
export function registerAuditCheckpoints(app: FastifyInstance) {
  const { db, config } = app.ctx;
  const seconds = config.audit.checkpointIntervalSeconds;
  if (seconds === 0) return;
  const checkpoint = createCheckpointer(db, checkpointStoreOf(config), loadAuditSigner({ fromEnv: config.audit.signingKey, dataDir: config.dataDir }));
  const schedule = createCleanupSchedule(async () => {
    try {
      await checkpoint();
    } catch (err) {
      // the next run tries again; a failed checkpoint never stops the server
      app.log.error({ err }, 'audit checkpoint failed');
    }
  }, seconds * 1000);
  app.addHook('onReady', async () => schedule.start());
  app.addHook('onClose', async () => schedule.stop());
}
