import type { FastifyInstance } from 'fastify';
import { CONSUMER_PRODUCT_INFO, companyMembersEndpoint, companyProductsEndpoint } from '@creditdesk/contracts';
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
    return { members: members.map((m) => ({ ...m, status: m.status === 'active' ? ('active' as const) : ('inactive' as const) })) };
  });
}
