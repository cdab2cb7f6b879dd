import type { FastifyInstance } from 'fastify';
import { createCleanupSchedule } from '../cleanup/cleanup-schedule.js';
import { checkpointStoreOf, currentHeads, writeCheckpoint } from './audit-checkpoint.js';
import { loadAuditSigner } from './audit-signing-key.js';

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
  const signer = loadAuditSigner({ fromEnv: config.audit.signingKey, dataDir: config.dataDir });
  const store = checkpointStoreOf(config);
  let written = '';
  const schedule = createCleanupSchedule(async () => {
    try {
      const heads = await currentHeads(db);
      const text = JSON.stringify(heads);
      if (text === written || text === '{}') return;
      await writeCheckpoint(store, signer, heads);
      written = text;
    } catch (err) {
      // the next run tries again; a failed checkpoint never stops the server
      app.log.error({ err }, 'audit checkpoint failed');
    }
  }, seconds * 1000);
  app.addHook('onReady', async () => schedule.start());
  app.addHook('onClose', async () => schedule.stop());
}
