import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverInstances } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { DeploymentMismatchError, joinDeployment } from './join-deployment.js';

/**
 * Issue 10, defect 8: processes started without PUBLIC_URL each took their own issuer (their port),
 * so a token from one was refused by another while its refresh token worked there. Now a process
 * whose issuer or keys differ from a live one on the same database refuses to start, saying why.
 */
let a: TestApp;
beforeAll(async () => {
  a = await createTestApp({ PORT: '3000' });
});
afterAll(() => a.close());

describe('several processes on one database', () => {
  it('refuses a second process with another issuer (another port, no PUBLIC_URL), naming the setting to share', async () => {
    const first = await joinDeployment(a.database.db, a.app.ctx.deployment);
    try {
      const secondIssuer = { ...a.app.ctx.deployment, issuer: 'http://localhost:3001/api' };
      await expect(joinDeployment(a.database.db, secondIssuer)).rejects.toThrow(DeploymentMismatchError);
      await expect(joinDeployment(a.database.db, secondIssuer)).rejects.toThrow(/PUBLIC_URL/);
      await expect(joinDeployment(a.database.db, { ...a.app.ctx.deployment, signingKeyId: 'other-key' })).rejects.toThrow(/TOKEN_SIGNING_KEY/);
      await expect(joinDeployment(a.database.db, { ...a.app.ctx.deployment, dataKeyId: 'other-key' })).rejects.toThrow(/DATA_ENCRYPTION_KEY/);
    } finally {
      await first.leave();
    }
  });

  it('lets processes with the same settings run side by side, and one that agrees with every live one', async () => {
    const first = await joinDeployment(a.database.db, a.app.ctx.deployment);
    const second = await joinDeployment(a.database.db, a.app.ctx.deployment);
    expect(second.id).not.toBe(first.id);
    await first.leave();
    await second.leave();
    expect(await a.database.db.select().from(serverInstances)).toEqual([]);
  });

  it('forgets a process that stopped answering (killed without leaving): a new setting may start after it', async () => {
    const old = await joinDeployment(a.database.db, a.app.ctx.deployment);
    await a.database.db.update(serverInstances).set({ seenAt: sql`now() - interval '5 minutes'` });
    const changed = await joinDeployment(a.database.db, { ...a.app.ctx.deployment, issuer: 'https://portal.example.com/api' });
    await changed.leave();
    await old.leave();
  });

  it('fingerprints the keys without revealing them', () => {
    const { signingKeyId, dataKeyId } = a.app.ctx.deployment;
    expect(signingKeyId).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(dataKeyId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(a.app.ctx.deployment.issuer).toBe('http://localhost:3000/api');
  });
});
