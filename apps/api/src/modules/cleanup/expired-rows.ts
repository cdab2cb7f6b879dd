import { type SQL, sql } from 'drizzle-orm';
import { MFA_LIMITS } from '@creditdesk/contracts';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { FORGOT_CODE_WINDOW_MINUTES } from '../passwords/forgot-password.js';

/*
 * What the scheduled clean-up deletes, and how long each kind of row outlives its expiry
 * (docs/decisions.md, "clean-up"). Every statement is one DELETE by time: running it twice, or in
 * several processes at once on one PostgreSQL, deletes each row once and nothing more (a second
 * DELETE waits for the first's row locks, then finds the rows gone).
 */

export type Retention = {
  /** one-time codes are counted by creation time for the send limits, so they stay this long after creation. */
  codeCountSeconds: number;
  /** a used authorization code stays while the session it opened can live: presented again, it revokes that session. */
  sessionMaxSeconds: number;
  /** an outbox message lives as long as the longest-lived code a message carries. */
  outboxSeconds: number;
};

export function retentionOf(config: Pick<Config, 'passwords' | 'tokens'>): Retention {
  return {
    // the forgot-password limit counts a user's codes of the last FORGOT_CODE_WINDOW_MINUTES; the e-mailed
    // login codes are counted over their challenge's life
    codeCountSeconds: Math.max(FORGOT_CODE_WINDOW_MINUTES * 60, MFA_LIMITS.challengeSeconds),
    sessionMaxSeconds: config.tokens.sessionMaxSeconds,
    // a forgot-password code (FORGOT_PASSWORD_CODE_MINUTES) or an e-mailed login code; a temporary
    // password does not expire by itself, and its message is kept no longer than a code's
    outboxSeconds: Math.max(Math.round(config.passwords.forgotCodeMinutes * 60), MFA_LIMITS.emailCodeSeconds),
  };
}

export type Removed = {
  mfaChallenges: number;
  webauthnChallenges: number;
  oneTimeCodes: number;
  authorizationCodes: number;
  ssoTransactions: number;
  refreshTokens: number;
  outboxEmails: number;
};

async function deleted(db: Db, statement: SQL): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`with gone as (${statement} returning 1) select count(*)::int as n from gone`);
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}

/**
 * Deletes what has expired as of `at` (the database's own clock when not given; tests give a clock).
 * Answers how many rows of each kind went.
 */
export async function deleteExpiredRows(db: Db, retention: Retention, at?: Date): Promise<Removed> {
  const now = at ? sql`${at.toISOString()}::timestamptz` : sql`now()`;
  const ago = (seconds: number) => sql`${now} - make_interval(secs => ${seconds})`;
  return {
    mfaChallenges: await deleted(db, sql`delete from mfa_challenges where expires_at < ${now}`),
    webauthnChallenges: await deleted(db, sql`delete from webauthn_challenges where expires_at < ${now}`),
    oneTimeCodes: await deleted(db, sql`delete from one_time_codes where expires_at < ${now} and created_at < ${ago(retention.codeCountSeconds)}`),
    authorizationCodes: await deleted(
      db,
      sql`delete from authorization_codes where expires_at < ${now} and (used_at is null or created_at < ${ago(retention.sessionMaxSeconds)})`,
    ),
    ssoTransactions: await deleted(db, sql`delete from sso_transactions where expires_at < ${now}`),
    // a refresh token expires with its session, so none of a live session goes
    refreshTokens: await deleted(db, sql`delete from refresh_tokens where expires_at < ${now}`),
    // a message still queued for SMTP stays until it is sent or given up (modules/mail/mailer.ts)
    outboxEmails: await deleted(db, sql`delete from outbox_emails where created_at < ${ago(retention.outboxSeconds)} and next_attempt_at is null`),
  };
}
