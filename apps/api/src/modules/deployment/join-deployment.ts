import os from 'node:os';
import type { Db } from '../../db/client.js';
import { type InstanceRow, type InstanceSettings, insertInstance, liveInstances, removeInstance, touchInstance, withInstancesLocked } from './server-instances.repository.js';

/** What every process on one database must share, or a token of one is refused by another (issue 10, defect 8). */
export type DeploymentFingerprint = { issuer: string; signingKeyId: string; dataKeyId: string };

const HEARTBEAT_SECONDS = 10;
const LIVE_SECONDS = 3 * HEARTBEAT_SECONDS;

export class DeploymentMismatchError extends Error {}

const SETTINGS: [keyof DeploymentFingerprint, string, string][] = [
  ['issuer', 'token issuer', 'PUBLIC_URL'],
  ['signingKeyId', 'token signing key', 'TOKEN_SIGNING_KEY'],
  ['dataKeyId', 'data encryption key', 'DATA_ENCRYPTION_KEY'],
];

/** Why this process may not run beside a live one, or undefined when they agree. */
export function mismatch(mine: DeploymentFingerprint, other: InstanceRow): string | undefined {
  const differing = SETTINGS.filter(([key]) => mine[key] !== other[key]);
  if (differing.length === 0) return undefined;
  const what = differing.map(([key, label]) => (key === 'issuer' ? `${label} (${mine.issuer} here, ${other.issuer} there)` : label)).join(', ');
  const fix = differing.map(([, , variable]) => variable).join(', ');
  return (
    `Another Creditdesk process on this database (pid ${other.pid} on ${other.host}, started ${other.startedAt.toISOString()}) uses a different ${what}. ` +
    `Access tokens of one would be refused by the other while refresh tokens work in both. ` +
    `Give every process the same ${fix} (the keys may also come from one shared DATA_DIR); see "Several processes" in the README.`
  );
}

/**
 * Registers this process among the live ones on a PostgreSQL server, refusing (DeploymentMismatchError)
 * when a live process holds other settings; then keeps its row fresh until `leave`.
 */
export async function joinDeployment(db: Db, mine: DeploymentFingerprint): Promise<{ id: string; leave(): Promise<void> }> {
  const settings: InstanceSettings = { ...mine, host: os.hostname(), pid: String(process.pid) };
  const id = await withInstancesLocked(db, async (tx) => {
    for (const other of await liveInstances(tx, LIVE_SECONDS)) {
      const reason = mismatch(mine, other);
      if (reason) throw new DeploymentMismatchError(reason);
    }
    return insertInstance(tx, settings);
  });
  const timer = setInterval(() => void touchInstance(db, id).catch(() => undefined), HEARTBEAT_SECONDS * 1000);
  timer.unref();
  return {
    id,
    async leave() {
      clearInterval(timer);
      await removeInstance(db, id);
    },
  };
}
