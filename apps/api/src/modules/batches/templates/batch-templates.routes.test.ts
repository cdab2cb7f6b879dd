import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BATCH_TEMPLATE_MESSAGES, type BatchTemplateInput } from '@creditdesk/contracts';
import { batchTemplates, customerProducts, customerSubscriptions } from '../../../db/schema/index.js';
import { type AdminKit, createAdminKit } from '../../admin/admin-testing.js';
import { findBatchTemplate } from './batch-templates.repository.js';

let k: AdminKit;
beforeAll(async () => {
  k = await createAdminKit();
});
afterAll(() => k.t.close());

/** A lender's own layout for the consumer credit report: its headers, an ignored one, the account number by default. */
const ownLayout = (templateName: string, over: Partial<BatchTemplateInput> = {}): BatchTemplateInput => ({
  templateName,
  description: 'Applications export of the loan system',
  product: 'acrov6',
  columns: [
    { header: 'Applicant First', column: 'firstName' },
    { header: 'Applicant Last', column: 'lastName' },
    { header: 'Tax ID', column: 'ssn' },
    { header: 'Birth Date', column: 'dateOfBirth' },
    { header: 'Street', column: 'addressLine1' },
    { header: 'Town', column: 'city' },
    { header: 'St', column: 'state' },
    { header: 'Postal', column: 'zip' },
    { header: 'Loan Officer', column: null },
  ],
  defaults: { accountNumber: '100200300', permissiblePurpose: 'CREDIT_TRANSACTION' },
  ...over,
});

const create = (user: string, body: unknown) => k.call(user, 'POST', '/batch/templates', body);
const fieldsOf = (body: { additionalErrorDetails?: { fields?: { field: string; message: string }[] } }) =>
  Object.fromEntries((body.additionalErrorDetails?.fields ?? []).map((f) => [f.field, f.message]));
const countTemplates = async () => (await k.t.database.db.select().from(batchTemplates)).length;

async function setStorage(customerId: string, status: 'active' | 'inactive') {
  await k.t.database.db
    .insert(customerSubscriptions)
    .values({ customerId, subscriptionName: 'storage', status })
    .onConflictDoUpdate({ target: [customerSubscriptions.customerId, customerSubscriptions.subscriptionName], set: { status } });
}

describe('input templates', () => {
  it('a product-management admin creates, reads, lists, changes and deletes a template, each write audited', async () => {
    const res = await create('demo.admin', ownLayout('Loan system export'));
    expect(res.statusCode, res.body).toBe(201);
    const { message, template } = res.json();
    expect(message).toBe(BATCH_TEMPLATE_MESSAGES.created('Loan system export'));
    expect(template).toMatchObject({
      templateName: 'Loan system export',
      product: 'acrov6',
      productName: 'Consumer Credit Report',
      createdBy: 'demo.admin',
      defaults: { accountNumber: '100200300', permissiblePurpose: 'CREDIT_TRANSACTION' },
    });
    expect(template.columns).toHaveLength(9);
    expect(template.columns[8]).toEqual({ header: 'Loan Officer', column: null });
    const id = template.templateId;
    const [created] = await k.audit('batch-template.created', id);
    expect(created).toMatchObject({ outcome: 'success', actorUsername: 'demo.admin', targetType: 'batch-template' });

    // any user of the company reads it (Create Batch offers it)
    const one = await k.call('demo.user', 'GET', `/batch/templates/${id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(template);
    const list = await k.call('demo.user', 'GET', `/batch/templates/customers/${k.company.demo}/list?all=true`);
    expect(list.json().content.map((t: { templateName: string }) => t.templateName)).toContain('Loan system export');

    // the batch server reads it through the repository
    expect(await findBatchTemplate(k.t.database.db, k.company.demo, id)).toMatchObject({ product: 'acrov6', defaults: { accountNumber: '100200300' } });
    expect(await findBatchTemplate(k.t.database.db, k.company.second, id)).toBeUndefined();

    const changed = await k.call('demo.admin', 'PUT', `/batch/templates/${id}`, ownLayout('Loan system export v2', { defaults: {} }));
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().message).toBe(BATCH_TEMPLATE_MESSAGES.updated('Loan system export v2'));
    expect(changed.json().template).toMatchObject({ templateName: 'Loan system export v2', defaults: {} });
    const [updated] = await k.audit('batch-template.updated', id);
    expect(updated.details).toMatchObject({ before: { templateName: 'Loan system export' }, after: { templateName: 'Loan system export v2' } });

    const gone = await k.call('demo.admin', 'DELETE', `/batch/templates/${id}`);
    expect(gone.json()).toEqual({ message: 'Template was successfully deleted.' });
    expect((await k.call('demo.admin', 'GET', `/batch/templates/${id}`)).statusCode).toBe(404);
    expect((await k.audit('batch-template.deleted', id))[0].details).toMatchObject({ after: null, before: { templateName: 'Loan system export v2' } });
  });

  it('lists by name a page at a time, or every one with all=true, filtered by key words on the name or description', async () => {
    for (const name of ['Zeta branch', 'alpha branch', 'Mid office']) {
      expect((await create('demo.admin', ownLayout(name, { description: name === 'Mid office' ? 'Kept by the branch network' : '' }))).statusCode).toBe(201);
    }
    const url = (q: string) => `/batch/templates/customers/${k.company.demo}/list?${q}`;
    const page1 = (await k.call('demo.admin', 'GET', url('pageSize=2'))).json();
    expect(page1.content.map((t: { templateName: string }) => t.templateName)).toEqual(['alpha branch', 'Mid office']);
    expect(page1).toMatchObject({ totalElements: 3, pageNumber: 1, pageSize: 2 });
    const page2 = (await k.call('demo.admin', 'GET', url('pageSize=2&pageNumber=2'))).json();
    expect(page2.content.map((t: { templateName: string }) => t.templateName)).toEqual(['Zeta branch']);
    expect(page2.totalElements).toBe(3);
    const all = (await k.call('demo.admin', 'GET', url('all=true&pageSize=1'))).json();
    expect(all.content).toHaveLength(3);
    const found = (await k.call('demo.admin', 'GET', url('keyWords=BRANCH'))).json();
    expect(found.content.map((t: { templateName: string }) => t.templateName)).toEqual(['alpha branch', 'Mid office', 'Zeta branch']);
    expect((await k.call('demo.admin', 'GET', url('keyWords=office'))).json().totalElements).toBe(1);
    expect((await k.call('demo.admin', 'GET', url('keyWords=100%25'))).json().totalElements).toBe(0);
    // another company's list is not the caller's
    expect((await k.call('other.admin', 'GET', url('all=true'))).statusCode).toBe(403);
    expect((await k.call('other.admin', 'GET', `/batch/templates/customers/${k.company.second}/list?all=true`)).json().content).toEqual([]);
    for (const t of all.content) await k.call('demo.admin', 'DELETE', `/batch/templates/${t.templateId}`);
  });

  it('keeps the writes for product-management admins (403), while any user reads', async () => {
    const id = (await create('demo.admin', ownLayout('Admins only'))).json().template.templateId;
    expect((await create('demo.user', ownLayout('Not mine'))).statusCode).toBe(403);
    expect((await k.call('demo.user', 'PUT', `/batch/templates/${id}`, ownLayout('Renamed'))).statusCode).toBe(403);
    expect((await k.call('demo.user', 'DELETE', `/batch/templates/${id}`)).statusCode).toBe(403);
    expect((await k.call('demo.user', 'GET', `/batch/templates/${id}`)).statusCode).toBe(200);
    expect((await k.call('demo.admin', 'GET', `/batch/templates/${id}`)).json().templateName).toBe('Admins only');
    await k.call('demo.admin', 'DELETE', `/batch/templates/${id}`);
  });

  it("refuses every write of a company without the 'storage' feature (403 saying so), and audits the refusal", async () => {
    const id = (await create('demo.admin', ownLayout('Before storage ended'))).json().template.templateId;
    await setStorage(k.company.demo, 'inactive');
    try {
      const before = await countTemplates();
      for (const res of [
        await create('demo.admin', ownLayout('Without storage')),
        await k.call('demo.admin', 'PUT', `/batch/templates/${id}`, ownLayout('Renamed')),
        await k.call('demo.admin', 'DELETE', `/batch/templates/${id}`),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe(BATCH_TEMPLATE_MESSAGES.storageRequired);
      }
      expect(await countTemplates()).toBe(before);
      expect((await k.call('demo.admin', 'GET', `/batch/templates/${id}`)).json().templateName).toBe('Before storage ended');
      const [refused] = await k.audit('batch-template.created', 'Without storage');
      expect(refused).toMatchObject({ outcome: 'failure', details: { status: 403 } });
    } finally {
      await setStorage(k.company.demo, 'active');
    }
    await k.call('demo.admin', 'DELETE', `/batch/templates/${id}`);
  });

  it("answers 404 for another company's template and changes nothing", async () => {
    const id = (await create('demo.admin', ownLayout('Demo only'))).json().template.templateId;
    await setStorage(k.company.second, 'active');
    try {
      expect((await k.call('other.admin', 'GET', `/batch/templates/${id}`)).statusCode).toBe(404);
      expect((await k.call('other.admin', 'PUT', `/batch/templates/${id}`, ownLayout('Mine now', { defaults: {} }))).statusCode).toBe(404);
      expect((await k.call('other.admin', 'DELETE', `/batch/templates/${id}`)).statusCode).toBe(404);
      expect((await k.call('demo.admin', 'GET', `/batch/templates/${id}`)).json().templateName).toBe('Demo only');
      expect((await k.call('demo.admin', 'GET', '/batch/templates/0b6f2c1e-7d0a-4c59-9a51-7a3c2d9e8f10')).statusCode).toBe(404);
    } finally {
      await setStorage(k.company.second, 'inactive');
    }
    await k.call('demo.admin', 'DELETE', `/batch/templates/${id}`);
  });

  describe('refuses a template that could not order (400 naming the field, nothing stored)', () => {
    const refused = async (body: BatchTemplateInput, status = 400) => {
      const before = await countTemplates();
      const res = await create('demo.admin', body);
      expect(res.statusCode, res.body).toBe(status);
      expect(await countTemplates()).toBe(before);
      return res.json();
    };
    const columns = ownLayout('x').columns;

    it('a product no batch orders, or none at all', async () => {
      expect(fieldsOf(await refused(ownLayout('ADV', { product: 'adv' })))).toEqual({ 'body.product': "'adv' is not a product a batch can order" });
      expect(fieldsOf(await refused(ownLayout('Nothing', { product: 'nothing' })))).toHaveProperty(['body.product']);
    });

    it('a product the company does not hold (403)', async () => {
      const db = k.t.database.db;
      await db.delete(customerProducts).where(and(eq(customerProducts.customerId, k.company.demo), eq(customerProducts.productCode, 'MLA')));
      try {
        const body = await refused(ownLayout('MLA', { product: 'mla', columns: columns.slice(0, 4), defaults: {} }), 403);
        expect(body.message).toMatch(/does not hold Military Lending Act/);
      } finally {
        await db.insert(customerProducts).values({ customerId: k.company.demo, productCode: 'MLA' });
      }
    });

    it('a column the layout does not have', async () => {
      const body = await refused(ownLayout('Unknown', { columns: [...columns.slice(0, 8), { header: 'Phone', column: 'phone' }] }));
      expect(fieldsOf(body)).toEqual({ 'body.columns.8.column': "'phone' is not a column of the Consumer Credit Report layout" });
      expect(body.message).toMatch(/^Invalid request: body\.columns\.8\.column/);
    });

    it('a column filled by two headers', async () => {
      const body = await refused(ownLayout('Twice', { columns: [...columns.slice(0, 8), { header: 'Surname', column: 'lastName' }] }));
      expect(fieldsOf(body)).toEqual({ 'body.columns.8.column': "Last Name is already filled by the header 'Applicant Last'" });
    });

    it('a required column no header gives, listing every one missing', async () => {
      const body = await refused(ownLayout('Missing', { columns: columns.filter((c) => !['ssn', 'zip', 'city'].includes(c.column ?? '')) }));
      expect(fieldsOf(body)).toEqual({ 'body.columns': 'no header gives the required columns SSN, City, ZIP' });
    });

    it('a mapping that ignores every header', async () => {
      const body = await refused(ownLayout('Ignored', { columns: columns.map((c) => ({ ...c, column: null })) }));
      expect(fieldsOf(body)).toEqual({ 'body.columns': 'map at least one header to a column of the Consumer Credit Report layout' });
    });

    it('a header twice, whatever its case', async () => {
      const body = await refused(ownLayout('Dup', { columns: [...columns, { header: 'loan officer', column: null }] }));
      expect(fieldsOf(body)).toEqual({ 'body.columns.9.header': "'loan officer' is the header 'Loan Officer' again (case, spaces and punctuation aside)" });
    });

    it("an account number that is not the company's active one", async () => {
      expect(fieldsOf(await refused(ownLayout('Other', { defaults: { accountNumber: '200300400' } })))).toEqual({
        'body.defaults.accountNumber': '200300400 is not an active account number of your company',
      });
      expect(fieldsOf(await refused(ownLayout('None', { defaults: { accountNumber: '999' } })))).toHaveProperty(['body.defaults.accountNumber']);
    });

    it('a permissible purpose the product does not take', async () => {
      expect(fieldsOf(await refused(ownLayout('Bad purpose', { defaults: { permissiblePurpose: 'CURIOSITY' } })))).toEqual({
        'body.defaults.permissiblePurpose': "'CURIOSITY' is not a permissible purpose of Consumer Credit Report",
      });
      const mla = ownLayout('MLA purpose', { product: 'mla', columns: columns.slice(0, 4), defaults: { permissiblePurpose: 'CREDIT_TRANSACTION' } });
      expect(fieldsOf(await refused(mla))).toEqual({ 'body.defaults.permissiblePurpose': 'Military Lending Act is ordered without a permissible purpose' });
    });

    it('names every problem at once', async () => {
      const body = await refused(ownLayout('All', { columns: [...columns.slice(1), { header: 'X', column: 'nope' }], defaults: { accountNumber: '200300400' } }));
      expect(Object.keys(fieldsOf(body)).sort()).toEqual(['body.columns', 'body.columns.8.column', 'body.defaults.accountNumber']);
    });

    it('a name the company already uses, whatever its case (409)', async () => {
      const id = (await create('demo.admin', ownLayout('Taken name'))).json().template.templateId;
      const body = await refused(ownLayout('TAKEN NAME'), 409);
      expect(body.message).toBe(BATCH_TEMPLATE_MESSAGES.nameTaken('TAKEN NAME'));
      const other = (await create('demo.admin', ownLayout('Another name'))).json().template.templateId;
      const rename = await k.call('demo.admin', 'PUT', `/batch/templates/${other}`, ownLayout('taken name'));
      expect(rename.statusCode).toBe(409);
      // its own name (in another case) is no clash
      expect((await k.call('demo.admin', 'PUT', `/batch/templates/${id}`, ownLayout('Taken Name'))).statusCode).toBe(200);
      await k.call('demo.admin', 'DELETE', `/batch/templates/${id}`);
      await k.call('demo.admin', 'DELETE', `/batch/templates/${other}`);
    });
  });

  it('an OFAC template needs no required column beyond one mapped header; the MLA one takes its account number by default', async () => {
    const ofac = await create('demo.admin', { templateName: 'Screening list', product: 'ofac', columns: [{ header: 'Company', column: 'businessName' }, { header: 'Ctry', column: 'country' }] });
    expect(ofac.statusCode, ofac.body).toBe(201);
    expect(ofac.json().template).toMatchObject({ productName: 'OFAC', defaults: {}, description: '' });
    const mla = await create('demo.admin', {
      templateName: 'MLA checks',
      product: 'mla',
      columns: [
        { header: 'FIRST', column: 'firstName' },
        { header: 'LAST', column: 'lastName' },
        { header: 'SSN', column: 'ssn' },
        { header: 'DOB', column: 'dateOfBirth' },
      ],
      defaults: { accountNumber: '100200301' },
    });
    expect(mla.statusCode, mla.body).toBe(201);
    for (const r of [ofac, mla]) await k.call('demo.admin', 'DELETE', `/batch/templates/${r.json().template.templateId}`);
  });
});
