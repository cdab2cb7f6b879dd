import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { PORTAL_CLIENT_ID } from '@creditdesk/contracts';
import type { Db } from '../src/db/client.js';
import { DEMO_PASSWORD } from '../src/demo-seed.js';
import { proveFactorFor } from '../src/testing/prove-factor.js';

/*
 * What the benchmarks share: a demo user's session on the app (by inject), and My Reports filled with
 * copies of one real stored inquiry.
 */

/** A demo user's access token (the demo password), by the portal's login. */
export async function benchToken(app: FastifyInstance, userName: string): Promise<string> {
  const login = await app.inject({
    method: 'POST',
    url: '/api/oauth2/token',
    payload: new URLSearchParams({ client_id: PORTAL_CLIENT_ID, userName, password: DEMO_PASSWORD }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  if (login.statusCode !== 200) throw new Error(`login of ${userName}: ${login.statusCode} ${login.body}`);
  // as a sign-in through MFA: the benchmarks time step-up acts (batch confirm, audit CSVs) past their guard
  await proveFactorFor(app.ctx.db, login.json());
  return login.json().access_token as string;
}

/** A demo user signed in: its token, company and the headers its calls send. */
export async function benchSession(app: FastifyInstance, userName: string) {
  const token = await benchToken(app, userName);
  return { token, customerId: String(decodeJwt(token).customerId), headers: { authorization: `Bearer ${token}` } };
}

/** `count` copies of the first stored inquiry (its company, user and encrypted report), one a minute back from now. */
export async function copyInquiries(db: Db, count: number): Promise<void> {
  await db.execute(sql`
    insert into report_inquiries (id, customer_id, user_id, username, product, product_code, account_number,
      customer_reference_number, permissible_purpose, status, consumer_name, co_applicant_name, ssn_last4,
      search_text, identity_enc, report_enc, created_at)
    select gen_random_uuid(), customer_id, user_id, username, product, product_code, account_number,
      'REF-' || g, permissible_purpose, status, 'Consumer ' || g, null, lpad((g % 10000)::text, 4, '0'),
      'consumer ' || g || ' ref-' || g, identity_enc, report_enc, now() - (g || ' minutes')::interval
    from generate_series(1, ${count}) g, (select * from report_inquiries limit 1) r`);
}
