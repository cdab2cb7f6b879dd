import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { multiOrderEndpoint } from './multi-order.js';
import { REPORT_ORDER_ENDPOINTS } from './products/registry.js';
import { REUSE_CHECKED_PRODUCTS } from './report-reuse.js';

// An order's 409 is a recent report of the consumer, or an Idempotency-Key whose first request still
// runs (the common error body): the response schema must take both, or the second answer fails its
// serialization and the caller gets a 500 (seen in the deployment rehearsal).
const keyInProgress = { status: 409, message: 'A request with this Idempotency-Key is still in progress: try again shortly.', correlationId: 'c0ffee' };
const duplicate = {
  status: 409,
  message: "SOFIA MARQUEZ's Consumer Credit Report was ordered on 11-28-2026 11:52 PM by demo.user",
  correlationId: 'c0ffee',
  additionalErrorDetails: {
    code: 'duplicate-report',
    reuseWindowDays: 7,
    existingInquiries: [{ inquiryId: 'i-1', product: 'acrov6', productName: 'Consumer Credit Report', consumerName: 'SOFIA MARQUEZ', createdAt: '2026-11-28T23:52:00.000Z', orderedBy: 'demo.user', permissiblePurpose: 'CREDIT_TRANSACTION' }],
  },
};

describe("an order's 409", () => {
  const endpoints = [...REUSE_CHECKED_PRODUCTS.map((key) => [key, REPORT_ORDER_ENDPOINTS[key as keyof typeof REPORT_ORDER_ENDPOINTS]] as const), ['multi', multiOrderEndpoint] as const];
  it.each(endpoints)('%s takes a duplicate report and a key still in progress', (_, endpoint) => {
    const conflict = (endpoint.response as Record<number, z.ZodType>)[409];
    expect(conflict.safeParse(keyInProgress).success).toBe(true);
    expect(conflict.safeParse(duplicate).success).toBe(true);
  });
});
