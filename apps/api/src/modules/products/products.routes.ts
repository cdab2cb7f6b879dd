import type { FastifyInstance } from 'fastify';
import { ACCOUNT_NUMBERS_CSV, API_MESSAGES, type ProductKey, TELECHECK_ANY_LIST_PRODUCT_CODES, companyMembersEndpoint, companyProductsEndpoint, downloadAccountNumbersEndpoint, productNameOf, sandboxPersonasEndpoint } from '@creditdesk/contracts';
import { csvStream, sendCsv } from '../../lib/csv-export.js';
import { exportRecorder } from '../audit/export-audit.js';
import { notFound } from '../../lib/http-error.js';
import { registerEndpoint } from '../../plugins/endpoint.js';
import { registerProductConfigurationRoutes } from '../product-configurations/product-configurations.routes.js';
import { companyProductCodes, listMembers, orderableProducts } from './products.repository.js';

export function registerProductRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  registerEndpoint(app, companyProductsEndpoint, async (req) => {
    const products = await orderableProducts(db, req.params.customerId);
    const reports = products.map((p) => ({ product: p.key as ProductKey, code: p.code, name: p.name, family: p.family, description: p.description }));
    if (!req.query.grantable) return { products: reports };
    // a user group also grants the TeleCheck lists the company holds (issue 33: new groups could not)
    const held = await companyProductCodes(db, req.params.customerId);
    const lists = TELECHECK_ANY_LIST_PRODUCT_CODES.filter((code) => held.has(code)).map((code) => ({
      product: code.toLowerCase(),
      code,
      name: productNameOf(code),
      family: 'check-verification' as const,
      description: 'Read the checks placed with TeleCheck for collection or reported as negative items',
    }));
    return { products: [...reports, ...lists] };
  });

  registerEndpoint(app, companyMembersEndpoint, async (req) => {
    const members = await listMembers(db, req.params.customerId, req.query.searchValue, req.query.sort);
    return {
      members: members.map((m) => ({
        ...m,
        status: m.status === 'active' ? ('active' as const) : ('inactive' as const),
        productConfigurations: Number(m.productConfigurations),
      })),
    };
  });

  // the list as CSV, in its order (a company's account numbers are few: one read)
  registerEndpoint(app, downloadAccountNumbersEndpoint, async (req, reply) => {
    const { searchValue, sort } = req.query;
    const members = await listMembers(db, req.params.customerId, searchValue, sort);
    const cells = (m: (typeof members)[number]) => [m.memberNumber, m.name, m.status === 'active' ? 'Active' : 'Inactive', String(Number(m.productConfigurations))];
    const all = async (last: unknown) => (last === undefined ? members : []);
    const stream = csvStream(ACCOUNT_NUMBERS_CSV.columns, all, cells, exportRecorder(req, 'account-number.exported', 'account-numbers', { searchValue, sort }), Math.max(members.length + 1, 1));
    return sendCsv(reply, ACCOUNT_NUMBERS_CSV.fileName, stream);
  });

  // the product configurations (an ADV order names one as its profile; issue 17)
  registerProductConfigurationRoutes(app);

  // Lets a newcomer fill an order form with a documented test consumer; a real bureau has none.
  registerEndpoint(app, sandboxPersonasEndpoint, async () => {
    if (app.ctx.bureau.name !== 'sandbox') throw notFound(API_MESSAGES.products.noTestConsumers);
    const testData = app.ctx.dataSources.get('testData');
    return { personas: [...testData.consumers()], subjects: [...testData.subjects()] };
  });
}
