import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ELETTER_MESSAGES, type EletterInput, MESSAGES } from '@creditdesk/contracts';
import { customerSubscriptions, eletterReasonCodes, eletterTemplates } from '../../db/schema/index.js';
import { type AdminKit, createAdminKit } from '../admin/admin-testing.js';
import { DEMO_LETTER_TEMPLATES, DEMO_REASON_CODES } from './seed-demo.js';

let k: AdminKit;
beforeAll(async () => {
  k = await createAdminKit();
});
afterAll(() => k.t.close());

const declination = (eletterName: string, over: Partial<EletterInput> = {}): EletterInput => ({
  eletterName,
  eletterType: 'Declination',
  scoreType: 'credit',
  subject: 'Your application of {{decision.date}}',
  body: '# Your application\n\nDear {{consumer.name}},\n\nwe declined it for these reasons:\n\n- {{decision.reasons}}\n\nYour score was **{{score}}**.',
  ...over,
});
const create = (user: string, body: unknown) => k.call(user, 'POST', '/eletters', body);
const fieldsOf = (body: { additionalErrorDetails?: { fields?: { field: string; message: string }[] } }) =>
  Object.fromEntries((body.additionalErrorDetails?.fields ?? []).map((f) => [f.field, f.message]));
const templateCount = async () => (await k.t.database.db.select().from(eletterTemplates)).length;
const list = (user: string, query = '') => k.call(user, 'GET', `/eletters/customers/${k.company.demo}${query}`);
const names = (res: { json(): { content: { eletterName: string }[] } }) => res.json().content.map((t) => t.eletterName);

async function setLetters(customerId: string, status: 'active' | 'inactive') {
  await k.t.database.db
    .insert(customerSubscriptions)
    .values({ customerId, subscriptionName: 'eletters', status })
    .onConflictDoUpdate({ target: [customerSubscriptions.customerId, customerSubscriptions.subscriptionName], set: { status } });
}

describe('letter templates', () => {
  it('a product-management admin creates, reads, changes and deletes a template, each write audited; anyone of the company reads it', async () => {
    const res = await create('demo.admin', declination('Decline with score'));
    expect(res.statusCode, res.body).toBe(201);
    const { message, eletter } = res.json();
    expect(message).toBe(ELETTER_MESSAGES.created('Decline with score'));
    expect(eletter).toMatchObject({
      eletterName: 'Decline with score',
      eletterType: 'Declination',
      scoreType: 'credit',
      needsScore: true,
      adverse: true,
      mergeFields: ['decision.date', 'consumer.name', 'decision.reasons', 'score'],
      createdBy: 'demo.admin',
      updatedBy: 'demo.admin',
    });
    const id = eletter.eletterId;
    expect((await k.audit('eletter.created', id))[0]).toMatchObject({ outcome: 'success', actorUsername: 'demo.admin', targetType: 'eletter' });

    const one = await k.call('demo.user', 'GET', `/eletters/${id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(eletter);
    const byName = await k.call('demo.user', 'GET', `/eletters/customers/${k.company.demo}/names/${encodeURIComponent('DECLINE WITH SCORE')}`);
    expect(byName.statusCode).toBe(200);
    expect(byName.json().eletterId).toBe(id);
    expect((await k.call('demo.user', 'GET', `/eletters/customers/${k.company.demo}/names/Nobody`)).statusCode).toBe(404);

    expect(eletter.language).toBe('en');
    const changed = await k.call('demo.admin', 'PUT', `/eletters/${id}`, declination('Decline, no score', { scoreType: 'none', eletterType: 'O', language: 'es', body: 'Dear {{consumer.name}}' }));
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().eletter).toMatchObject({ eletterName: 'Decline, no score', eletterType: 'Other', needsScore: false, adverse: false, language: 'es' });
    const [updated] = await k.audit('eletter.updated', id);
    expect(updated.details).toMatchObject({ before: { eletterName: 'Decline with score', language: 'en' }, after: { eletterName: 'Decline, no score', eletterType: 'Other', language: 'es' } });
    const unknownLanguage = await k.call('demo.admin', 'PUT', `/eletters/${id}`, declination('Decline, no score', { language: 'fr' as 'en' }));
    expect(unknownLanguage.statusCode).toBe(400);
    expect(unknownLanguage.json().message).toContain('language must be one of en, es');

    const deleted = await k.call('demo.admin', 'DELETE', `/eletters/${id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: MESSAGES.reports.templateDeleted, deleted: 1 });
    expect((await k.audit('eletter.deleted', id))[0].outcome).toBe('success');
    expect((await k.call('demo.user', 'GET', `/eletters/${id}`)).statusCode).toBe(404);
  });

  it('a template that uses a score field needs a score whatever its score type', async () => {
    const res = await create('demo.admin', declination('Score in body', { scoreType: 'none' }));
    expect(res.json().eletter.needsScore).toBe(true);
  });

  it('lists by eletterName ascending in pages of 10 by default, sorts and filters by key words', async () => {
    for (const n of ['Zeta notice', 'alpha notice', 'Mid notice']) expect((await create('demo.admin', declination(n, { eletterType: 'WA' }))).statusCode).toBe(201);
    for (let i = 0; i < 9; i++) await create('demo.admin', declination(`Filler ${i}`, { eletterType: 'Welcome', scoreType: 'none', body: 'Welcome {{consumer.name}}' }));

    const first = await list('demo.user');
    expect(first.statusCode).toBe(200);
    const page = first.json();
    expect(page.pageNumber).toBe(1);
    expect(page.pageSize).toBe(10);
    expect(page.content).toHaveLength(10);
    const all = names(await list('demo.user', '?all=true'));
    expect(all).toEqual([...all].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(all[0]).toBe('alpha notice');
    expect(page.totalElements).toBe(all.length);
    expect(names(first)).toEqual(all.slice(0, 10));
    expect(names(await list('demo.user', '?pageNumber=2'))).toEqual(all.slice(10, 20));

    expect(names(await list('demo.user', '?all=true&sortbyfield=eletterName&sortorder=DESC'))).toEqual([...all].reverse());
    expect(names(await list('demo.user', '?all=true&keywords=notice'))).toEqual(['alpha notice', 'Mid notice', 'Zeta notice']);
    expect(names(await list('demo.user', '?all=true&keywords=WA&sortbyfield=eletterType'))).toEqual(['alpha notice', 'Mid notice', 'Zeta notice']);
    const bad = await list('demo.user', '?sortbyfield=body');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('sortbyfield');
  });

  it("deletes several at once in the spec's words, all or none", async () => {
    const ids: string[] = [];
    for (const n of ['Bulk one', 'Bulk two', 'Bulk three']) ids.push((await create('demo.admin', declination(n))).json().eletter.eletterId);
    const before = await templateCount();

    // one id not the company's: nothing is deleted
    const unknown = await k.call('demo.admin', 'POST', '/eletters/delete', { customerId: k.company.demo, deleteList: [ids[0], crypto.randomUUID()] });
    expect(unknown.statusCode).toBe(404);
    expect(await templateCount()).toBe(before);

    // another company's customer id in the payload: 403
    const other = await k.call('other.admin', 'POST', '/eletters/delete', { customerId: k.company.demo, deleteList: [ids[0]] });
    expect(other.statusCode).toBe(403);
    // the other company naming itself cannot reach Demo Lending's templates
    const reach = await k.call('other.admin', 'POST', '/eletters/delete', { customerId: k.company.second, deleteList: [ids[0]] });
    expect(reach.statusCode).toBe(404);

    // the templates themselves, or their ids
    const res = await k.call('demo.admin', 'POST', '/eletters/delete', { customerId: k.company.demo, deleteList: [ids[0], { eletterId: ids[1] }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.reports.templatesDeleted(2), deleted: 2 });
    expect(await templateCount()).toBe(before - 2);
    const one = await k.call('demo.admin', 'POST', '/eletters/delete', { customerId: k.company.demo, deleteList: [ids[2]] });
    expect(one.json().message).toBe('Template was successfully deleted.');
  });

  it('refuses an unknown merge field, an empty body and a taken name, storing nothing', async () => {
    const before = await templateCount();
    const unknown = await create('demo.admin', declination('Bad field', { body: 'Dear {{consumer.nam}}, {{score}} {{creditLimit}}', subject: 'About {{aplication}}' }));
    expect(unknown.statusCode).toBe(400);
    expect(fieldsOf(unknown.json())).toEqual({
      'body.body': 'unknown merge fields {{consumer.nam}}, {{creditLimit}}',
      'body.subject': 'unknown merge field {{aplication}}',
    });
    expect(unknown.json().message).toContain('{{consumer.nam}}');

    const empty = await create('demo.admin', declination('Empty', { body: '  \n\n ' }));
    expect(empty.statusCode).toBe(400);
    expect(fieldsOf(empty.json())).toEqual({ 'body.body': 'body is required: a letter needs some text' });
    const missing = await create('demo.admin', { eletterName: 'No body', eletterType: 'DAC' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('body');

    const badType = await create('demo.admin', declination('Bad type', { eletterType: 'Letter' as never }));
    expect(badType.statusCode).toBe(400);
    expect(badType.json().message).toContain('eletterType must be one of Declination, DAC, WA, Welcome, Other');

    expect(await templateCount()).toBe(before);
    const taken = await create('demo.admin', declination(DEMO_LETTER_TEMPLATES[1].eletterName.toUpperCase()));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(ELETTER_MESSAGES.nameTaken('WELCOME'));
    expect(await templateCount()).toBe(before);
    const [refused] = await k.audit('eletter.created', 'WELCOME');
    expect(refused).toMatchObject({ outcome: 'failure', details: { status: 409 } });
  });

  it('needs productmanagementadmin to write, and the eletters feature', async () => {
    expect((await create('demo.user', declination('By a user'))).statusCode).toBe(403);
    const id = (await create('demo.admin', declination('Feature gated'))).json().eletter.eletterId;
    expect((await k.call('demo.user', 'PUT', `/eletters/${id}`, declination('x'))).statusCode).toBe(403);
    expect((await k.call('demo.user', 'DELETE', `/eletters/${id}`)).statusCode).toBe(403);
    expect((await k.call('demo.user', 'POST', '/eletters/delete', { customerId: k.company.demo, deleteList: [id] })).statusCode).toBe(403);

    await setLetters(k.company.demo, 'inactive');
    try {
      const refused = await create('demo.admin', declination('Without the feature'));
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(ELETTER_MESSAGES.featureRequired);
      expect((await k.call('demo.admin', 'DELETE', `/eletters/${id}`)).statusCode).toBe(403);
      // reading stays open: what was written is still the company's
      expect((await k.call('demo.user', 'GET', `/eletters/${id}`)).statusCode).toBe(200);
    } finally {
      await setLetters(k.company.demo, 'active');
    }
  });

  it("answers another company's template as not found, and its list as forbidden", async () => {
    const id = (await create('demo.admin', declination('Tenancy'))).json().eletter.eletterId;
    expect((await k.call('other.admin', 'GET', `/eletters/${id}`)).statusCode).toBe(404);
    expect((await k.call('other.admin', 'PUT', `/eletters/${id}`, declination('Taken over'))).statusCode).toBe(404);
    expect((await k.call('other.admin', 'DELETE', `/eletters/${id}`)).statusCode).toBe(404);
    expect((await k.call('other.admin', 'GET', `/eletters/customers/${k.company.demo}`)).statusCode).toBe(403);
    expect((await k.call('other.admin', 'GET', `/eletters/customers/${k.company.demo}/names/Tenancy`)).statusCode).toBe(403);
    expect((await k.call('demo.user', 'GET', `/eletters/${id}`)).json().eletterName).toBe('Tenancy');
  });
});

describe('reason codes', () => {
  const path = () => `/eletters/customers/${k.company.demo}/reasoncodes`;

  it("lists the company's codes (the demo's cover every sandbox key factor) and the key factors to map", async () => {
    const res = await k.call('demo.user', 'GET', `${path()}?userId=whoever&userName=demo.user`);
    expect(res.statusCode).toBe(200);
    const { content, keyFactors } = res.json();
    expect(content.map((c: { code: string }) => c.code)).toEqual(expect.arrayContaining(DEMO_REASON_CODES.map((c) => c.code)));
    const mapped = new Set(DEMO_REASON_CODES.flatMap((c) => c.bureauFactorCodes));
    expect(keyFactors.filter((f: { code: string }) => !mapped.has(f.code))).toEqual([]);
    expect(keyFactors).toContainEqual({ code: '08', text: 'Too many inquiries last 12 months', model: 'Sandbox Risk Score 3.0' });
  });

  it('adds, changes and deletes a code, each audited; a code that exists (any case) or a key factor already mapped is a 409 naming it', async () => {
    const res = await k.call('demo.admin', 'POST', path(), { code: 'X10', description: 'Insufficient income for the amount requested', bureauFactorCodes: [] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ message: ELETTER_MESSAGES.reasonCodeCreated('X10'), reasonCode: { code: 'X10', bureauFactorCodes: [], updatedBy: 'demo.admin' } });
    expect((await k.audit('reason-code.created', 'X10'))[0].outcome).toBe('success');

    const again = await k.call('demo.admin', 'POST', path(), { code: 'dl01', description: 'Again', bureauFactorCodes: [] });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Reason code DL01 already exists.');

    const mapped = await k.call('demo.admin', 'POST', path(), { code: 'X11', description: 'Inquiries', bureauFactorCodes: ['08'] });
    expect(mapped.statusCode).toBe(409);
    expect(mapped.json().message).toBe(ELETTER_MESSAGES.factorMapped('08', 'DL04'));

    const changed = await k.call('demo.admin', 'PUT', `${path()}/x10`, { description: 'Income insufficient', bureauFactorCodes: [] });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().reasonCode).toMatchObject({ code: 'X10', description: 'Income insufficient' });
    // its own factors may stay its own; another's are refused
    expect((await k.call('demo.admin', 'PUT', `${path()}/DL04`, { description: DEMO_REASON_CODES[3].description, bureauFactorCodes: ['08', '09'] })).statusCode).toBe(200);
    expect((await k.call('demo.admin', 'PUT', `${path()}/X10`, { description: 'x', bureauFactorCodes: ['09'] })).json().message).toBe(ELETTER_MESSAGES.factorMapped('09', 'DL04'));
    const renamed = await k.call('demo.admin', 'PUT', `${path()}/X10`, { code: 'X12', description: 'x', bureauFactorCodes: [] });
    expect(renamed.statusCode).toBe(400);
    expect(fieldsOf(renamed.json())['body.code']).toContain('cannot be renamed');

    const deleted = await k.call('demo.admin', 'DELETE', `${path()}/X10`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe(ELETTER_MESSAGES.reasonCodeDeleted('X10'));
    expect((await k.call('demo.admin', 'DELETE', `${path()}/X10`)).statusCode).toBe(404);
    expect((await k.call('demo.admin', 'PUT', `${path()}/NOPE`, { description: 'x' })).statusCode).toBe(404);
  });

  it('refuses bad codes and unknown key factors with a 400 naming them', async () => {
    const res = await k.call('demo.admin', 'POST', path(), { code: 'A B', description: '', bureauFactorCodes: ['99', '01', '01'] });
    expect(res.statusCode).toBe(400);
    const message = res.json().message as string;
    expect(message).toContain('code may hold only letters, digits');
    expect(message).toContain('description is required');
    expect(message).toContain("'99' is not a key-factor code of any score model");
    expect(message).toContain("'01' is listed twice");
  });

  it('needs productmanagementadmin to write; another company is refused the path', async () => {
    expect((await k.call('demo.user', 'POST', path(), { code: 'U1', description: 'x' })).statusCode).toBe(403);
    expect((await k.call('demo.user', 'DELETE', `${path()}/DL01`)).statusCode).toBe(403);
    expect((await k.call('other.admin', 'GET', path())).statusCode).toBe(403);
    expect((await k.call('other.admin', 'POST', path(), { code: 'O1', description: 'x' })).statusCode).toBe(403);
    expect(await k.t.database.db.select().from(eletterReasonCodes).where(eq(eletterReasonCodes.code, 'U1'))).toEqual([]);
  });
});

describe('letter settings', () => {
  it('reads the demo settings and saves new ones; the FTC until a regulator is chosen', async () => {
    const path = `/eletters/customers/${k.company.demo}/settings`;
    expect((await k.call('demo.user', 'GET', path)).json()).toEqual({
      companyName: 'Demo Lending',
      address: ['100 Main Street', 'Columbus, OH 43215'],
      phone: '1-800-555-0100',
      regulator: 'ftc',
      complete: true,
    });
    const saved = await k.call('demo.admin', 'PUT', path, { address: ['100 Main Street', '', 'Columbus, OH 43215'], phone: '1-800-555-0100', regulator: 'cfpb' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().settings).toMatchObject({ regulator: 'cfpb', address: ['100 Main Street', 'Columbus, OH 43215'] });
    expect((await k.call('demo.admin', 'PUT', path, { address: [], phone: '', regulator: 'xyz' })).statusCode).toBe(400);
    expect((await k.call('demo.user', 'PUT', path, { address: ['x'], phone: '1', regulator: 'ftc' })).statusCode).toBe(403);
    await k.call('demo.admin', 'PUT', path, { address: ['100 Main Street', 'Columbus, OH 43215'], phone: '1-800-555-0100', regulator: 'ftc' });
    expect((await k.call('other.admin', 'GET', `/eletters/customers/${k.company.second}/settings`)).json()).toMatchObject({ companyName: 'Second Bank', address: [], regulator: 'ftc', complete: false });
  });
});
