import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../apps/api/src/db/client.js';
import { outboxEmails, sessions, users } from '../../apps/api/src/db/schema/index.js';

/** The user's live sessions forget their proven factor: the next step-up act asks for one (the dialog). */
export async function forgetFactor(db: Db, userName: string): Promise<void> {
  const ids = db.select({ id: users.id }).from(users).where(eq(users.username, userName));
  await db.update(sessions).set({ factorProvenAt: null, factorAmr: null }).where(and(inArray(sessions.userId, ids), isNull(sessions.revokedAt)));
}

/** The 6-digit code of the last e-mail the user was sent (the server's outbox: no SMTP in these tests). */
export async function lastCode(db: Db, userName: string): Promise<string> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.username, userName));
  const [mail] = await db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, user.email)).orderBy(desc(outboxEmails.createdAt)).limit(1);
  const match = mail && /\b(\d{6})\b/.exec(mail.textBody);
  if (!match) throw new Error(`no code e-mailed to ${userName}`);
  return match[1];
}
