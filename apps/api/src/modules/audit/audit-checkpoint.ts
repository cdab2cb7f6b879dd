import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { s3ClientOf } from '../efts/store/s3-file-store.js';
import { chainHeads } from './audit-log.repository.js';
import { type AuditPublicKey, type AuditSigner, signatureValid } from './audit-signing-key.js';

/*
 * Signed checkpoints of the chains' heads, kept outside the database (docs/audit.md): whoever can
 * rewrite the database (its owner) can cut a chain's last events and move its head back, and the
 * chain alone would still verify. A checkpoint, signed with the audit key and written to the file
 * store (DATA_DIR/audit-checkpoints, or the bucket of FILE_STORE=s3://… under audit-checkpoints/),
 * says which event each chain had reached; the verifier then requires that event, with that hash.
 *
 * Several processes: each checkpoint has a name of its own (its time and a random part), and
 * latest.json is replaced whole (a rename; an S3 PUT) only by a checkpoint that is not behind it on
 * any chain. Every checkpoint is a true lower bound of the trail, so a race costs no correctness.
 */

export type ChainHeads = Record<string, { seq: number; hash: string }>;
export type Checkpoint = { type: 'creditdesk-audit-checkpoint'; v: 1; createdAt: string; heads: ChainHeads };
/** The stored file: the checkpoint's JSON as signed, its key and signature. */
type SignedCheckpoint = { payload: string; kid: string; signature: string };

export const LATEST = 'latest.json';

/** Where checkpoints are kept: plain files (they hold hashes, no consumer data) or objects. */
export type CheckpointStore = { where: string; put(name: string, body: string): Promise<void>; get(name: string): Promise<string | undefined> };

export function localCheckpointStore(dir: string): CheckpointStore {
  return {
    where: `${dir}${path.sep}`,
    async put(name, body) {
      const file = path.join(dir, name);
      await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      await fs.writeFile(tmp, body, { mode: 0o600, flag: 'wx' });
      await fs.rename(tmp, file); // whole or not at all
    },
    async get(name) {
      return fs.readFile(path.join(dir, name), 'utf8').catch((err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT') return undefined;
        throw err;
      });
    },
  };
}

export function s3CheckpointStore(bucket: string, prefix: string, client: S3Client): CheckpointStore {
  const Key = (name: string) => [prefix, 'audit-checkpoints', name].filter(Boolean).join('/');
  return {
    where: `s3://${bucket}/${Key('')}/`,
    async put(name, body) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: Key(name), Body: body, ContentType: 'application/json' }));
    },
    async get(name) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket: bucket, Key: Key(name) }));
        return await out.Body!.transformToString('utf8');
      } catch (err) {
        if ((err as { name?: string }).name === 'NoSuchKey') return undefined;
        throw err;
      }
    },
  };
}

/** The store FILE_STORE names (as the file transfers' store): the bucket, else DATA_DIR/audit-checkpoints. */
export function checkpointStoreOf(config: Pick<Config, 'efts' | 'dataDir'>): CheckpointStore {
  const { store } = config.efts;
  return store.kind === 's3' ? s3CheckpointStore(store.bucket, store.prefix, s3ClientOf(store)) : localCheckpointStore(path.join(config.dataDir, 'audit-checkpoints'));
}

export async function currentHeads(db: Db): Promise<ChainHeads> {
  const heads: ChainHeads = {};
  for (const h of await chainHeads(db)) if (Number(h.seq) > 0) heads[h.chain_key] = { seq: Number(h.seq), hash: h.hash };
  return heads;
}

/** Whether `a` has reached at least `b`'s event on every chain `b` names. */
const notBehind = (a: ChainHeads, b: ChainHeads) => Object.entries(b).every(([chain, head]) => (a[chain]?.seq ?? 0) >= head.seq);

/** Signs the heads and writes them: a file of their own, and latest.json unless a checkpoint ahead of them is there. */
export async function writeCheckpoint(store: CheckpointStore, signer: AuditSigner, heads: ChainHeads, now = new Date()): Promise<Checkpoint> {
  const checkpoint: Checkpoint = { type: 'creditdesk-audit-checkpoint', v: 1, createdAt: now.toISOString(), heads };
  const payload = JSON.stringify(checkpoint);
  const body = JSON.stringify({ payload, kid: signer.kid, signature: signer.sign(payload) } satisfies SignedCheckpoint);
  await store.put(`checkpoints/${checkpoint.createdAt.replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.json`, body);
  const latest = await store.get(LATEST).then((text) => (text ? (JSON.parse((JSON.parse(text) as SignedCheckpoint).payload) as Checkpoint) : undefined)).catch(() => undefined);
  if (!latest || notBehind(heads, latest.heads)) await store.put(LATEST, body);
  return checkpoint;
}

/** The latest checkpoint, its signature checked against `keys`; undefined when none was written yet. */
export async function readLatestCheckpoint(store: CheckpointStore, keys: readonly AuditPublicKey[]): Promise<Checkpoint | undefined> {
  const text = await store.get(LATEST);
  if (text === undefined) return undefined;
  const signed = JSON.parse(text) as SignedCheckpoint;
  if (!signatureValid(keys, signed.kid, signed.payload, signed.signature)) {
    throw new CheckpointError(`the latest checkpoint (${store.where}${LATEST}) is not signed by the audit key: it was altered or replaced`);
  }
  return JSON.parse(signed.payload) as Checkpoint;
}

export class CheckpointError extends Error {}
