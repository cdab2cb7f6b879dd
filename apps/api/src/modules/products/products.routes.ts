import type { FastifyInstance } from 'fastify';
import { CONSUMER_PRODUCT_INFO, companyMembersEndpoint, companyProductsEndpoint, sandboxPersonasEndpoint } from '@creditdesk/contracts';
import { SANDBOX_PERSONAS } from '../../datasources/sandbox/personas.js';
import { notFound } from '../../lib/http-error.js';
import { registerEndpoint } from '../../plugins/endpoint.js';
import { listMembers, orderableConsumerProducts } from './products.repository.js';

export function registerProductRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  registerEndpoint(app, companyProductsEndpoint, async (req) => {
    const products = await orderableConsumerProducts(db, req.params.customerId);
    return { products: products.map((product) => ({ product, ...CONSUMER_PRODUCT_INFO[product] })) };
  });

  registerEndpoint(app, companyMembersEndpoint, async (req) => {
    const members = await listMembers(db, req.params.customerId, req.query.searchValue);
    return {
      members: members.map((m) => ({
        ...m,
        status: m.status === 'active' ? ('active' as const) : ('inactive' as const),
        productConfigurations: Number(m.productConfigurations),
      })),
    };
  });

  // Lets a newcomer fill an order form with a documented test consumer; a real bureau has none.
  registerEndpoint(app, sandboxPersonasEndpoint, async () => {
    if (app.ctx.bureau.name !== 'sandbox') throw notFound('No test consumers: a real bureau is configured');
    return { personas: SANDBOX_PERSONAS.map((p) => ({ ...p })) };
  });
}
