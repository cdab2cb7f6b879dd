import { z } from 'zod';
import { csvExport, csvProduces } from '../common/csv-export.js';
import { adminMessageSchema, customerIdParams } from '../admin/admin-common.js';
import { memberNumberField } from '../admin/account-numbers.js';
import { productCodeSchema } from '../access/products.js';
import { errorBodySchema } from '../common/error-body.js';
import { MESSAGES } from '../common/messages.js';
import { requiredText } from '../common/fields.js';
import { AUTHENTICATED, accessOfRoute, defineEndpoint } from '../http/endpoint.js';
import { REPORT_PRODUCTS } from '../reports/products/registry.js';
import type { ReportProduct } from '../reports/products/product.js';
import type { ProductConfigurationSpec } from './configuration-options.js';
import { configurationOptionValuesSchema } from './configuration-options.js';
import { listSort } from '../common/list-sort.js';
import { isoTimestamp } from '../common/timestamp.js';

/*
 * Product configurations (reports.md §3 "Product configuration", §7 "Product configurations and
 * members"; issue 17): how the company orders a product on one of its account numbers. A
 * configuration has a name unique in the company, the product, the account number its orders are
 * billed to, and the option values its product declares (./configuration-options.ts).
 */

const PRODUCT_CONFIGURATIONS = accessOfRoute('/product-configuration');

/** The products a configuration can be made for: those whose registry declaration has options. */
export type ConfigurableProduct = ReportProduct & { configuration: ProductConfigurationSpec };
export const CONFIGURABLE_PRODUCTS = REPORT_PRODUCTS.filter((p): p is (typeof REPORT_PRODUCTS)[number] & ConfigurableProduct => 'configuration' in p && p.configuration !== undefined);
export const configurableProductByCode = (code: string): ConfigurableProduct | undefined => CONFIGURABLE_PRODUCTS.find((p) => p.code === code);

export const PRODUCT_CONFIGURATION_MESSAGES = {
  /** reports.md §8. */
  deleted: '1 Product Configuration has been successfully deleted.',
  created: (name: string) => `Product Configuration ${name} has been successfully created.`,
  updated: (name: string) => `Product Configuration ${name} has been successfully updated.`,
  notFound: 'Product configuration not found',
  duplicateName: (name: string) => `A product configuration named '${name}' already exists in your company`,
  notConfigurable: (code: string) => `The product ${code} has no configurations`,
  productNotHeld: (name: string) => `Your company does not hold the ${name}`,
  memberNotFound: (n: string) => `Account number ${n} is not an account number of your company`,
  memberInactive: (n: string) => `Account number ${n} is inactive`,
  /**
   * An account number's delete refused while configurations use it (the detail stays
   * ADMIN_ERROR_DETAILS.memberHasProducts; the names are also in additionalErrorDetails.configurations).
   */
  accountNumberInUse: (n: string, names: readonly string[]) =>
    `${MESSAGES.accountNumbers.inUse(n)} Product Configuration${names.length === 1 ? '' : 's'}: ${names.join(', ')}.`,
  /** an order naming a configuration of another product or another account number. */
  notForOrder: (name: string) => `The product configuration '${name}' is not one of this product on this account number`,
} as const;

/** A configuration name: what an ADV order names as its profile (reports.md §3 profileName). */
export const configurationNameField = requiredText('configurationName', { max: 60 }).regex(
  /^[\p{L}\p{N}][\p{L}\p{N} .,'&()/_-]*$/u,
  'configurationName may hold letters, digits, spaces and . , \' & ( ) / _ - and starts with a letter or digit',
);

/** A configuration as every call answers it. */
export const productConfigurationDetailSchema = z.object({
  configurationId: z.string(),
  configurationName: z.string(),
  productCode: z.string(),
  productName: z.string(),
  memberNumber: z.string(),
  /** the account number's name ('Demo Lending - Consumer'). */
  memberName: z.string(),
  /** every option of the product with its value (defaults filled in). */
  options: configurationOptionValuesSchema,
  createdAt: isoTimestamp(),
  updatedAt: isoTimestamp(),
  /** the user name of whoever changed it last. */
  updatedBy: z.string().nullable(),
});
export type ProductConfigurationDetail = z.infer<typeof productConfigurationDetailSchema>;

export const createProductConfigurationBodySchema = z.object({
  configurationName: configurationNameField,
  productCode: productCodeSchema,
  memberNumber: memberNumberField,
  /** omitted options take the product's defaults. */
  options: configurationOptionValuesSchema.optional().default({}),
});

/** The product stays: a configuration of another product is a new configuration. */
export const updateProductConfigurationBodySchema = z.object({
  configurationName: configurationNameField,
  memberNumber: memberNumberField,
  options: configurationOptionValuesSchema.optional().default({}),
});

const configurationParams = z.object({ configurationId: z.string().uuid('configurationId must be a configuration id') });
const configurationAnswer = adminMessageSchema.extend({ configuration: productConfigurationDetailSchema });
const refusals = { 404: errorBodySchema, 409: errorBodySchema } as const;

export const createProductConfigurationEndpoint = defineEndpoint({
  method: 'POST',
  path: '/orchestrator/products/configurations',
  summary: 'Add a product configuration: a product on one of the company\'s account numbers, with its options',
  access: PRODUCT_CONFIGURATIONS,
  // the account number is judged as a field against the caller's company (400 alike for another company's or none)
  tenancy: 'caller',
  body: createProductConfigurationBodySchema,
  // 409: the name is taken in the company
  response: { 200: configurationAnswer, 409: errorBodySchema },
});

export const getProductConfigurationEndpoint = defineEndpoint({
  method: 'GET',
  path: '/products/configurations/:configurationId',
  summary: 'One product configuration of the company (404 for another company\'s)',
  access: PRODUCT_CONFIGURATIONS,
  // another company's configuration is not found (404)
  tenancy: 'object',
  params: configurationParams,
  response: { 200: productConfigurationDetailSchema, 404: errorBodySchema },
});

export const updateProductConfigurationEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/products/configurations/:configurationId',
  summary: 'Rename a product configuration, move it to another account number, change its options',
  access: PRODUCT_CONFIGURATIONS,
  // another company's configuration is not found (404)
  tenancy: 'object',
  params: configurationParams,
  body: updateProductConfigurationBodySchema,
  response: { 200: configurationAnswer, ...refusals },
});

export const deleteProductConfigurationEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/products/configurations/:configurationId',
  summary: "Delete a product configuration ('1 Product Configuration has been successfully deleted.')",
  access: PRODUCT_CONFIGURATIONS,
  // another company's configuration is not found (404)
  tenancy: 'object',
  params: configurationParams,
  response: { 200: adminMessageSchema, 404: errorBodySchema },
});

export const PRODUCT_CONFIGURATION_PAGE_SIZES = [10, 25, 50] as const;

export const searchProductConfigurationsBodySchema = z.object({
  /** a part of the name or the account number. */
  searchValue: z.string().trim().max(60).optional().default(''),
  productCode: productCodeSchema.optional(),
  memberNumber: z.string().trim().max(64).optional(),
});

/** The Product Configurations list's sortable columns; by name unless told. */
export const CONFIGURATIONS_SORT = listSort(['configurationName', 'productCode', 'memberNumber', 'createdAt', 'updatedAt'], 'configurationName');

export const searchProductConfigurationsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/products/configurations/customers/:customerId/search',
  summary: 'A page of the company\'s product configurations, by name, filtered (reports.md §7: the answer under data.data)',
  access: PRODUCT_CONFIGURATIONS,
  customerParam: 'customerId',
  params: customerIdParams,
  querystring: z.object({
    pageNumber: z.coerce.number().int().min(1).max(100_000).optional().default(1),
    pageSize: z.coerce.number().int().min(1).max(100).optional().default(10),
    sort: CONFIGURATIONS_SORT.query,
  }),
  body: searchProductConfigurationsBodySchema,
  response: {
    200: z.object({
      data: z.object({
        data: z.array(productConfigurationDetailSchema),
        totalCount: z.number().int(),
        pageNumber: z.number().int(),
        pageSize: z.number().int(),
      }),
    }),
  },
});

/** The Product Configurations list as CSV: the search's filters and the list's order. */
export const CONFIGURATIONS_CSV = csvExport('productConfigurations.csv', ['Name', 'Product', 'Account number', 'Account name', 'Options', 'Created', 'Updated', 'Updated by']);

export const downloadProductConfigurationsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/products/configurations/customers/:customerId/download',
  summary: "Export the company's product configurations matching the search as CSV, streamed",
  produces: csvProduces('The product configurations', CONFIGURATIONS_CSV),
  access: PRODUCT_CONFIGURATIONS,
  customerParam: 'customerId',
  params: customerIdParams,
  querystring: z.object({ sort: CONFIGURATIONS_SORT.query }),
  body: searchProductConfigurationsBodySchema,
});

/** reports.md §3 "by product code": the configurations an order form of the product offers. */
export const configurationsByProductEndpoint = defineEndpoint({
  method: 'POST',
  path: '/orchestrator/products/customers/productconfigs',
  summary: "The company's configurations of one product, by name (page=products: an order form; page=usergroups: a group's products)",
  access: AUTHENTICATED,
  // the body names the company: another company's is refused (403)
  tenancy: 'named',
  querystring: z.object({ page: z.enum(['products', 'usergroups']).optional().default('products') }),
  body: z.object({
    customerId: z.string().uuid('customerId must be a company id'),
    userName: z.string().trim().max(320).optional(),
    productCode: productCodeSchema,
  }),
  response: { 200: z.object({ configurations: z.array(productConfigurationDetailSchema) }) },
});

/** A product a configuration can be made for on an account number, with the options it declares. */
export const configurableProductSchema = z.object({
  productCode: z.string(),
  productName: z.string(),
  options: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      hint: z.string().optional(),
      kind: z.enum(['choice', 'choices']),
      choices: z.array(z.object({ value: z.string(), label: z.string() })),
      default: z.union([z.string(), z.array(z.string())]),
    }),
  ),
});
export type ConfigurableProductInfo = z.infer<typeof configurableProductSchema>;

/** reports.md §3 "by member number": the products the company can configure on one of its account numbers. */
export const productsByMemberNumberEndpoint = defineEndpoint({
  method: 'POST',
  path: '/orchestrator/products/membernumber',
  summary: 'The products a configuration can be made for on one of the company\'s active account numbers',
  access: PRODUCT_CONFIGURATIONS,
  tenancy: 'caller',
  body: z.object({ memberNumber: memberNumberField }),
  // 404: not an account number of the caller's company
  response: { 200: z.object({ memberNumber: z.string(), products: z.array(configurableProductSchema) }), 404: errorBodySchema },
});

const memberOptionsParams = customerIdParams.extend({ memberNumber: z.string().min(1).max(64) });
export const memberOptionsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/orchestrator/products/customers/:customerId/members/:memberNumber/options',
  summary: 'The options of every product configurable on the account number',
  access: PRODUCT_CONFIGURATIONS,
  customerParam: 'customerId',
  params: memberOptionsParams,
  response: { 200: z.object({ memberNumber: z.string(), products: z.array(configurableProductSchema) }), 404: errorBodySchema },
});

const configurationOptionsParams = customerIdParams.extend({ configurationId: z.string().uuid('configurationId must be a configuration id') });
export const configurationOptionsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/orchestrator/products/customers/:customerId/configurations/:configurationId/options',
  summary: "A configuration's product options with its values (the edit form)",
  access: PRODUCT_CONFIGURATIONS,
  customerParam: 'customerId',
  params: configurationOptionsParams,
  response: { 200: configurableProductSchema.extend({ configurationId: z.string(), values: configurationOptionValuesSchema }), 404: errorBodySchema },
});

/** Every configuration of the company, by product and name (an ADV order names one as its profile; the order forms offer them). */
export const companyProductConfigurationsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/products/configurations/customers/:customerId/all',
  summary: "The company's product configurations (an ADV order names one as its profile), by product and name",
  access: AUTHENTICATED,
  customerParam: 'customerId',
  params: customerIdParams,
  response: { 200: z.object({ configurations: z.array(productConfigurationDetailSchema) }) },
});
