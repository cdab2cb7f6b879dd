import { and, desc, eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { auditEvents, customers } from '../../db/schema/index.js';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.js';

/** Test helpers for the administration API: the demo app, a token per user, company ids, the audit trail. */
export type AdminKit = {
  t: TestApp;
  /** Demo Lending, Second Bank, Secure Credit. */
  company: Record<'demo' | 'second' | 'secure', string>;
  call(user: string, method: InjectOptions['method'], url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  /** forget a user's cached token (after an act that ended their sessions). */
  forget(user: string): void;
  audit(action: string, targetId?: string): Promise<(typeof auditEvents.$inferSelect)[]>;
};

export async function createAdminKit(env: Record<string, string> = {}, options: Parameters<typeof createTestApp>[2] = {}): Promise<AdminKit> {
  const t = await createTestApp(env, undefined, options);
  const tokens = new Map<string, string>();
  const idOf = async (name: string) => (await t.database.db.select({ id: customers.id }).from(customers).where(eq(customers.name, name)))[0].id;
  const company = { demo: await idOf('Demo Lending'), second: await idOf('Second Bank'), secure: await idOf('Secure Credit') };
  return {
    t,
    company,
    async call(user, method, url, payload) {
      if (!tokens.has(user)) tokens.set(user, (await t.login(user)).access_token);
      return t.app.inject({
        method,
        url: `/api${url}`,
        headers: bearer({ access_token: tokens.get(user)! }),
        ...(payload !== undefined ? { payload: payload as object } : {}),
      });
    },
    forget: (user) => void tokens.delete(user),
    async audit(action, targetId) {
      return t.database.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.action, action), targetId !== undefined ? eq(auditEvents.targetId, targetId) : undefined))
        .orderBy(desc(auditEvents.id));
    },
  };
}
