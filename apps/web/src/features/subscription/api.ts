import { z } from 'zod';
import {
  billingUsageEndpoint,
  getSubscriptionsEndpoint,
  monthlyUsageSchema,
  updateSubscriptionsEndpoint,
  type Subscription,
} from '@creditdesk/contracts';
import { api } from '../../api/api-slice';
import { endpointRequest, parseResponse } from '../../api/endpoint-request';
import { subscriptionListChanged } from '../../lib/auth/auth-slice';

export type MonthlyUsage = z.infer<typeof monthlyUsageSchema>;
export type SubscriptionsAnswer = { status: 'success'; message: string; subscriptions: Subscription[] };

/** ?months=12 (the last 12 months, oldest first) or ?month=YYYY-MM (that month alone). */
export type BillingUsageArgs = { customerId: string; months?: number; month?: string };

const FEATURES_TAG = 'Subscriptions' as const;

const statusesOf = (list: Subscription[]) => new Map(list.map((s) => [s.subscriptionName, s.status]));
const withStatuses = (list: Subscription[], statuses: Map<string, Subscription['status']>) =>
  list.map((s) => ({ ...s, status: statuses.get(s.subscriptionName) ?? s.status }));
/** As the profile lists them: the active features' names, sorted. */
export const activeNames = (list: Subscription[]) =>
  list
    .filter((s) => s.status === 'active')
    .map((s) => s.subscriptionName)
    .sort();

export const subscriptionApi = api.enhanceEndpoints({ addTagTypes: [FEATURES_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    getSubscriptions: build.query<Subscription[], string>({
      query: (customerId) => endpointRequest(getSubscriptionsEndpoint, { params: { customerId } }),
      transformResponse: (data: unknown) => parseResponse<{ subscriptions: Subscription[] }>(getSubscriptionsEndpoint, data).subscriptions,
      providesTags: [FEATURES_TAG],
    }),
    /**
     * PUT the changed features. The list shows the change at once and takes it back if the server
     * refuses; on success the server's answer for those features stands (no refetch).
     */
    updateSubscriptions: build.mutation<SubscriptionsAnswer, { customerId: string; subscriptions: Subscription[] }>({
      query: ({ customerId, subscriptions }) => endpointRequest(updateSubscriptionsEndpoint, { params: { customerId }, body: { subscriptions } }),
      transformResponse: (data: unknown) => parseResponse<SubscriptionsAnswer>(updateSubscriptionsEndpoint, data),
      async onQueryStarted({ customerId, subscriptions }, { dispatch, queryFulfilled }) {
        const changed = statusesOf(subscriptions);
        const patch = dispatch(subscriptionApi.util.updateQueryData('getSubscriptions', customerId, (list) => withStatuses(list, changed)));
        try {
          const { data } = await queryFulfilled;
          // Only the features sent: another row's save may still be on its way.
          const saved = statusesOf(data.subscriptions.filter((s) => changed.has(s.subscriptionName)));
          dispatch(subscriptionApi.util.updateQueryData('getSubscriptions', customerId, (list) => withStatuses(list, saved)));
          // The drawer's input-template items (and the route guard) read the profile's list of active features.
          dispatch(subscriptionListChanged(activeNames(data.subscriptions)));
        } catch {
          patch.undo();
        }
      },
    }),
    getBillingUsage: build.query<MonthlyUsage[], BillingUsageArgs>({
      query: ({ customerId, ...query }) => endpointRequest(billingUsageEndpoint, { params: { customerId }, query }),
      transformResponse: (data: unknown) => parseResponse<{ months: MonthlyUsage[] }>(billingUsageEndpoint, data).months,
    }),
  }),
});

export const { useGetSubscriptionsQuery, useUpdateSubscriptionsMutation, useGetBillingUsageQuery } = subscriptionApi;
