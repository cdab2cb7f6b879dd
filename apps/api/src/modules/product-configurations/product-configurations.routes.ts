import type { FastifyInstance } from 'fastify';
import {
  CONFIGURATIONS_CSV,
  type ProductConfigurationDetail,
  configurableProductByCode,
  describeOptions,
  downloadProductConfigurationsEndpoint,
  companyProductConfigurationsEndpoint,
  configurationOptionsEndpoint,
  configurationsByProductEndpoint,
  createProductConfigurationEndpoint,
  deleteProductConfigurationEndpoint,
  getProductConfigurationEndpoint,
  memberOptionsEndpoint,
  productsByMemberNumberEndpoint,
  searchProductConfigurationsEndpoint,
  updateProductConfigurationEndpoint,
} from '@creditdesk/contracts';
import { registerEndpoint } from '../../plugins/endpoint.js';
import { byOffset, csvStream, sendCsv } from '../../lib/csv-export.js';
import { exportRecorder } from '../audit/export-audit.js';
import { actOf, assertOwnCompany, audited } from '../admin/shared/admin-context.js';
import {
  changeConfiguration,
  companyConfigurations,
  configurationOptions,
  createConfiguration,
  getConfiguration,
  productsOnMember,
  removeConfiguration,
  searchCompanyConfigurations,
} from './product-configurations.service.js';

/** Product configurations (reports.md §7 "Product configurations and members"; docs/product-configurations.md). */
export function registerProductConfigurationRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const target = (targetId: string) => ({ targetType: 'product-configuration' as const, targetId });

  registerEndpoint(app, createProductConfigurationEndpoint, async (req) => {
    const act = actOf(req);
    return audited(act, 'product-configuration.created', target(req.body.configurationName), () => createConfiguration(act, req.body));
  });

  // the list as CSV: the search's filters and the list's order, a thousand at a time
  registerEndpoint(app, downloadProductConfigurationsEndpoint, async (req, reply) => {
    const { sort } = req.query;
    const rows = byOffset(
      async (offset, limit) => (await searchCompanyConfigurations(db, req.params.customerId, req.body, { pageNumber: 1, pageSize: limit, sort, offset })).data.data,
    );
    const options = (c: ProductConfigurationDetail) => {
      const product = configurableProductByCode(c.productCode);
      return product ? describeOptions(product.configuration, c.options).map((o) => `${o.label}: ${o.value}`).join('; ') : '';
    };
    const cells = (c: ProductConfigurationDetail) => [c.configurationName, c.productName, c.memberNumber, c.memberName, options(c), c.createdAt, c.updatedAt, c.updatedBy ?? ''];
    const stream = csvStream(CONFIGURATIONS_CSV.columns, rows, cells, exportRecorder(req, 'product-configuration.exported', 'product-configurations', { ...req.body, sort }));
    return sendCsv(reply, CONFIGURATIONS_CSV.fileName, stream);
  });

  registerEndpoint(app, getProductConfigurationEndpoint, async (req) => getConfiguration(actOf(req), req.params.configurationId));

  registerEndpoint(app, updateProductConfigurationEndpoint, async (req) => {
    const act = actOf(req);
    return audited(act, 'product-configuration.updated', target(req.params.configurationId), () => changeConfiguration(act, req.params.configurationId, req.body));
  });

  registerEndpoint(app, deleteProductConfigurationEndpoint, async (req) => {
    const act = actOf(req);
    return audited(act, 'product-configuration.deleted', target(req.params.configurationId), () => removeConfiguration(act, req.params.configurationId));
  });

  registerEndpoint(app, searchProductConfigurationsEndpoint, async (req) => searchCompanyConfigurations(db, req.params.customerId, req.body, req.query));

  // an order form (any user of the company): the configurations of one product
  registerEndpoint(app, configurationsByProductEndpoint, async (req) => {
    assertOwnCompany(req.caller, req.body.customerId);
    return companyConfigurations(db, req.caller.customerId, req.body.productCode);
  });

  registerEndpoint(app, productsByMemberNumberEndpoint, async (req) => productsOnMember(db, req.caller.customerId, req.body.memberNumber));

  registerEndpoint(app, memberOptionsEndpoint, async (req) => productsOnMember(db, req.params.customerId, req.params.memberNumber));

  registerEndpoint(app, configurationOptionsEndpoint, async (req) => configurationOptions(db, req.params.customerId, req.params.configurationId));

  // every configuration of the company (an ADV order names one as its profile)
  registerEndpoint(app, companyProductConfigurationsEndpoint, async (req) => companyConfigurations(db, req.params.customerId));
}
