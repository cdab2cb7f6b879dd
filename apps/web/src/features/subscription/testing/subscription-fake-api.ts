import type { Subscription } from '@creditdesk/contracts';
import { ADMIN_MESSAGES } from '@creditdesk/contracts';
import { fakeApi, json, type FakeRequest } from '../../../testing/fake-api';
import type { MonthlyUsage } from '../api';

export const FEATURES_PATH = '/api/customers/c-1/subscriptions';
export const BILLING_PATH = '/api/billing/customers/c-1/subscriptions';

export const ALL_FEATURES: Subscription[] = [
  { subscriptionName: 'storage', status: 'active' },
  { subscriptionName: 'batch', status: 'active' },
  { subscriptionName: 'filetransfer', status: 'inactive' },
  { subscriptionName: 'eletters', status: 'inactive' },
];

/** The 12 months Dec 2025 … Nov 2026 (oldest first), `counts[i]` of [CCR, NAL] in month i. */
export function twelveMonths(counts: ReadonlyArray<readonly [number, number]> = []): MonthlyUsage[] {
  return Array.from({ length: 12 }, (_, i) => {
    const date = new Date(Date.UTC(2025, 11 + i, 1));
    const [ccr, nal] = counts[i] ?? [0, 0];
    const products = [
      ...(ccr ? [{ productCode: 'CCR', count: ccr }] : []),
      ...(nal ? [{ productCode: 'NAL', count: nal }] : []),
    ];
    return { month: date.toISOString().slice(0, 7), products, total: ccr + nal };
  });
}

type Options = {
  features?: Subscription[];
  months?: MonthlyUsage[];
  /** answer the PUT with this status instead of saving. */
  putFails?: { status: number; message: string };
  /** how many feature reads fail (500) before they answer. */
  readFailures?: number;
  /** answer the usage call with this status. */
  usageFails?: number;
  /** one month's answer for ?month= (else that month with nothing ordered). */
  oneMonth?: (month: string) => MonthlyUsage;
};

/** The features and billing service, as docs/administration.md describes it. */
export function subscriptionApi({ features = ALL_FEATURES, months = twelveMonths(), putFails, readFailures = 0, usageFails, oneMonth }: Options = {}) {
  let failuresLeft = readFailures;
  let held = features.map((f) => ({ ...f }));
  const put = (call: FakeRequest) => {
    if (putFails) return json({ status: putFails.status, message: putFails.message, correlationId: 'c' }, putFails.status);
    const changes = (JSON.parse(call.body) as { subscriptions: Subscription[] }).subscriptions;
    held = held.map((f) => changes.find((c) => c.subscriptionName === f.subscriptionName) ?? f);
    return json({ status: 'success', message: ADMIN_MESSAGES.subscriptionsUpdated, subscriptions: held });
  };
  return fakeApi((call) => {
    const { pathname, searchParams } = call.url;
    if (pathname === FEATURES_PATH && call.method === 'PUT') return put(call);
    if (pathname === FEATURES_PATH) return failuresLeft-- > 0 ? json({ status: 500, message: 'failed', correlationId: 'c' }, 500) : json({ subscriptions: held });
    if (pathname === BILLING_PATH) {
      if (usageFails) return json({ status: usageFails, message: 'failed', correlationId: 'c' }, usageFails);
      const month = searchParams.get('month');
      if (month) return json({ months: [oneMonth?.(month) ?? { month, products: [], total: 0 }] });
      return json({ months });
    }
    return json({ status: 404, message: 'not found', correlationId: 'x' }, 404);
  });
}
