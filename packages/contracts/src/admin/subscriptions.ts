import { z } from 'zod';
import { subscriptionNameSchema } from '../access/products.js';
import { accessOfRoute, defineEndpoint } from '../http/endpoint.js';
import { adminMessageSchema, customerIdParams } from './admin-common.js';

const FEATURES = accessOfRoute('/subscription');

/** portal.md §3: a feature (subscription) and whether the company holds it. */
export const subscriptionSchema = z.object({
  subscriptionName: subscriptionNameSchema,
  status: z.enum(['active', 'inactive']),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const subscriptionsSchema = z.object({ subscriptions: z.array(subscriptionSchema) });

export const getSubscriptionsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/customers/:customerId/subscriptions',
  summary: 'Every feature with whether the company holds it',
  access: FEATURES,
  customerParam: 'customerId',
  params: customerIdParams,
  response: { 200: subscriptionsSchema },
});

export const updateSubscriptionsEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/customers/:customerId/subscriptions',
  summary: 'Turn features on (active) or off (inactive); features not listed are unchanged',
  access: FEATURES,
  customerParam: 'customerId',
  params: customerIdParams,
  body: z.object({
    subscriptions: z
      .array(subscriptionSchema)
      .min(1, 'subscriptions names no feature')
      .refine((list) => new Set(list.map((s) => s.subscriptionName)).size === list.length, 'a feature is listed twice'),
  }),
  response: { 200: adminMessageSchema.extend(subscriptionsSchema.shape) },
});

/** YYYY-MM (UTC months). */
export const monthField = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month must be written YYYY-MM');

export const monthlyUsageSchema = z.object({
  month: z.string(),
  /** reports ordered in the month per product code (removing a report from My Reports does not unbill it). */
  products: z.array(z.object({ productCode: z.string(), count: z.number().int() })),
  total: z.number().int(),
});

export const billingUsageEndpoint = defineEndpoint({
  method: 'GET',
  path: '/billing/customers/:customerId/subscriptions',
  summary: 'Usage per product for a month (?month=YYYY-MM, default this month), or the months up to it (?months=12, oldest first)',
  access: FEATURES,
  customerParam: 'customerId',
  params: customerIdParams,
  querystring: z.object({
    month: monthField.optional(),
    months: z.coerce.number().int().min(1, 'months must be at least 1').max(24, 'months may be at most 24').optional(),
  }),
  response: { 200: z.object({ months: z.array(monthlyUsageSchema) }) },
});
