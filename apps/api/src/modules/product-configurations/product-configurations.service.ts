import type { z } from 'zod';
import {
  API_MESSAGES,
  type ConfigurableProduct,
  type CONFIGURATIONS_SORT,
  type SortOrder,
  type ConfigurableProductInfo,
  type ConfigurationOptionValues,
  PRODUCT_CONFIGURATION_MESSAGES as M,
  type ProductConfigurationDetail,
  CONFIGURABLE_PRODUCTS,
  REPORT_PRODUCTS,
  configurableProductByCode,
  type createProductConfigurationBodySchema,
  optionIssues,
  type searchProductConfigurationsBodySchema,
  type updateProductConfigurationBodySchema,
  withOptionDefaults,
} from '@creditdesk/contracts';
import type { Db } from '../../db/client.js';
import { HttpError, badRequest, notFound } from '../../lib/http-error.js';
import { type Act, type Executor, FOREIGN_KEY_VIOLATION, UNIQUE_VIOLATION, auditAdmin, pgError } from '../admin/shared/admin-context.js';
import { companyProductCodes } from '../products/products.repository.js';
import {
  type ConfigurationRow,
  deleteConfiguration,
  findConfiguration,
  findOwnMember,
  insertConfiguration,
  listConfigurations,
  nameTaken,
  searchConfigurations,
  updateConfiguration,
} from './product-configurations.repository.js';

/*
 * Product configurations (issue 17, docs/product-configurations.md): a product the company holds,
 * on one of its active account numbers, with the option values its registry declaration allows, under
 * a name unique in the company whatever its case. Every change is audited with before and after.
 */

const productNameOf = (code: string) => REPORT_PRODUCTS.find((p) => p.code === code)?.name ?? code;

/** A stored configuration as every call answers it: each option of its product with its value (defaults filled in). */
export function detailOf(row: ConfigurationRow): ProductConfigurationDetail {
  const product = configurableProductByCode(row.productCode);
  return {
    configurationId: row.id,
    configurationName: row.name,
    productCode: row.productCode,
    productName: productNameOf(row.productCode),
    memberNumber: row.memberNumber,
    memberName: row.memberName,
    options: product ? withOptionDefaults(product.configuration, row.options) : { ...row.options },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
  };
}

/** What the audit trail keeps of a configuration: name, product, account number, option values. */
const auditView = (d: ProductConfigurationDetail) => ({ name: d.configurationName, productCode: d.productCode, memberNumber: d.memberNumber, options: d.options });

const fieldsError = (fields: { field: string; message: string }[]) =>
  badRequest(API_MESSAGES.invalid.field(fields[0].field, fields[0].message), { fields });
const fieldError = (field: string, message: string) => fieldsError([{ field, message }]);

const conflict = (name: string) => new HttpError(409, M.duplicateName(name));

/** The product configurable and held by the company: a 400 on body.productCode otherwise. */
async function configurableProduct(db: Executor, customerId: string, code: string): Promise<ConfigurableProduct> {
  const product = configurableProductByCode(code);
  if (!product) throw fieldError('body.productCode', M.notConfigurable(code));
  if (!(await companyProductCodes(db as Db, customerId)).has(code)) throw fieldError('body.productCode', M.productNotHeld(product.name));
  return product;
}

/**
 * The caller's company's active account number: another company's and one that does not exist get
 * the same answer, so a number's existence elsewhere is never revealed.
 */
async function ownActiveMember(db: Executor, customerId: string, memberNumber: string) {
  const member = await findOwnMember(db, customerId, memberNumber);
  if (!member) throw fieldError('body.memberNumber', M.memberNotFound(memberNumber));
  if (member.status !== 'active') throw fieldError('body.memberNumber', M.memberInactive(memberNumber));
  return member;
}

/** The options checked against the product's declaration (400 naming body.options.<key>), completed with its defaults. */
function checkedOptions(product: ConfigurableProduct, values: ConfigurationOptionValues): ConfigurationOptionValues {
  const issues = optionIssues(product.configuration, product.name, values);
  if (issues.length > 0) throw fieldsError(issues.map((i) => ({ field: `body.options.${i.key}`, message: i.message })));
  return withOptionDefaults(product.configuration, values);
}

async function loadConfiguration(db: Executor, customerId: string, id: string): Promise<ProductConfigurationDetail> {
  const row = await findConfiguration(db, customerId, id);
  if (!row) throw notFound(M.notFound);
  return detailOf(row);
}

/** A unique violation of the name (two adds of one name at once): the same 409 as the check before; the number gone: its 400. */
async function nameRace<T>(name: string, memberNumber: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    const { code } = pgError(err);
    if (code === UNIQUE_VIOLATION) throw conflict(name);
    // the account number deleted meanwhile
    if (code === FOREIGN_KEY_VIOLATION) throw fieldError('body.memberNumber', M.memberNotFound(memberNumber));
    throw err;
  }
}

export async function createConfiguration(act: Act, input: z.infer<typeof createProductConfigurationBodySchema>) {
  const { db } = act.ctx;
  const customerId = act.caller.customerId;
  const product = await configurableProduct(db, customerId, input.productCode);
  const member = await ownActiveMember(db, customerId, input.memberNumber);
  const options = checkedOptions(product, input.options);
  if (await nameTaken(db, customerId, input.configurationName)) throw conflict(input.configurationName);
  return nameRace(input.configurationName, input.memberNumber, () =>
    db.transaction(async (tx) => {
      const id = await insertConfiguration(tx, customerId, act.caller.userId, { name: input.configurationName, productCode: product.code, memberNumber: member.memberNumber, options });
      const configuration = await loadConfiguration(tx, customerId, id);
      await auditAdmin(tx, act, { action: 'product-configuration.created', targetType: 'product-configuration', targetId: id, after: auditView(configuration) });
      return { status: 'success' as const, message: M.created(configuration.configurationName), configuration };
    }),
  );
}

export async function getConfiguration(act: Act, id: string): Promise<ProductConfigurationDetail> {
  return loadConfiguration(act.ctx.db, act.caller.customerId, id);
}

export async function changeConfiguration(act: Act, id: string, input: z.infer<typeof updateProductConfigurationBodySchema>) {
  const { db } = act.ctx;
  const customerId = act.caller.customerId;
  const before = await loadConfiguration(db, customerId, id);
  const product = await configurableProduct(db, customerId, before.productCode);
  const member = await ownActiveMember(db, customerId, input.memberNumber);
  const options = checkedOptions(product, input.options);
  if (await nameTaken(db, customerId, input.configurationName, id)) throw conflict(input.configurationName);
  return nameRace(input.configurationName, input.memberNumber, () =>
    db.transaction(async (tx) => {
      // read again in the transaction: a delete meanwhile is a 404, not an update of nothing
      const current = await loadConfiguration(tx, customerId, id);
      await updateConfiguration(tx, customerId, id, act.caller.userId, { name: input.configurationName, memberNumber: member.memberNumber, options });
      const configuration = await loadConfiguration(tx, customerId, id);
      await auditAdmin(tx, act, { action: 'product-configuration.updated', targetType: 'product-configuration', targetId: id, before: auditView(current), after: auditView(configuration) });
      return { status: 'success' as const, message: M.updated(configuration.configurationName), configuration };
    }),
  );
}

export async function removeConfiguration(act: Act, id: string) {
  const customerId = act.caller.customerId;
  return act.ctx.db.transaction(async (tx) => {
    const before = await loadConfiguration(tx, customerId, id);
    await deleteConfiguration(tx, customerId, id);
    await auditAdmin(tx, act, { action: 'product-configuration.deleted', targetType: 'product-configuration', targetId: id, before: auditView(before), after: null });
    return { status: 'success' as const, message: M.deleted };
  });
}

export async function searchCompanyConfigurations(db: Executor, customerId: string, filter: z.infer<typeof searchProductConfigurationsBodySchema>, page: { pageNumber: number; pageSize: number; sort?: SortOrder<(typeof CONFIGURATIONS_SORT.columns)[number]>; offset?: number }) {
  const { rows, total } = await searchConfigurations(db, customerId, filter, { number: page.pageNumber, size: page.pageSize, sort: page.sort, offset: page.offset });
  return { data: { data: rows.map(detailOf), totalCount: total, pageNumber: page.pageNumber, pageSize: page.pageSize } };
}

export async function companyConfigurations(db: Executor, customerId: string, productCode?: string) {
  return { configurations: (await listConfigurations(db, customerId, productCode)).map(detailOf) };
}

const productInfo = (p: ConfigurableProduct): ConfigurableProductInfo => ({
  productCode: p.code,
  productName: p.name,
  options: p.configuration.options.map((o) => ({
    key: o.key,
    label: o.label,
    ...(o.hint ? { hint: o.hint } : {}),
    kind: o.kind,
    choices: o.choices.map((c) => ({ ...c })),
    default: typeof o.default === 'string' ? o.default : [...o.default],
  })),
});

/** The products a configuration can be made for on one of the company's active account numbers (404 for any other number). */
export async function productsOnMember(db: Executor, customerId: string, memberNumber: string) {
  const member = await findOwnMember(db, customerId, memberNumber.trim());
  if (!member) throw notFound(M.memberNotFound(memberNumber));
  if (member.status !== 'active') throw notFound(M.memberInactive(memberNumber));
  const held = await companyProductCodes(db as Db, customerId);
  return { memberNumber: member.memberNumber, products: CONFIGURABLE_PRODUCTS.filter((p) => held.has(p.code)).map(productInfo) };
}

/** A configuration's product options with its values (the edit form). */
export async function configurationOptions(db: Executor, customerId: string, id: string) {
  const configuration = await loadConfiguration(db, customerId, id);
  const product = configurableProductByCode(configuration.productCode);
  if (!product) throw notFound(M.notFound);
  return { ...productInfo(product), configurationId: configuration.configurationId, values: configuration.options };
}
