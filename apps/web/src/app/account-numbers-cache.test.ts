import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountNumbersApi } from '../features/account-numbers/api';
import { consumerOrderApi } from '../reports/product-kit/consumer/consumer-api';
import { fakeApi, json } from '../testing/fake-api';
import { createAppStore } from './store';

const MEMBERS = '/api/customers/c-1/members';

afterEach(() => vi.restoreAllMocks());

describe('account numbers shared by two screens', () => {
  it('a number deleted on Account Numbers leaves the order form’s list at once (it loads again)', async () => {
    let members = [
      { memberNumber: '100200300', name: 'Retail', status: 'active' },
      { memberNumber: '100200301', name: 'Auto', status: 'active' },
    ];
    const server = fakeApi(({ url, method }) => {
      if (url.pathname === MEMBERS) return json({ members });
      if (method === 'DELETE' && url.pathname === `${MEMBERS}/100200301`) {
        members = members.filter((m) => m.memberNumber !== '100200301');
        return json({ status: 'success', message: '1 Account Number has been successfully deleted.' });
      }
      return json({}, 404);
    });
    const store = createAppStore();
    // the reports' slice is typed with its own tags; the state is the one store's
    const membersNow = () => consumerOrderApi.endpoints.getCompanyMembers.select('c-1')(store.getState() as never).data;
    const orderForm = store.dispatch(consumerOrderApi.endpoints.getCompanyMembers.initiate('c-1'));
    await orderForm;
    expect(membersNow()).toHaveLength(2);

    await store.dispatch(accountNumbersApi.endpoints.deleteAccountNumber.initiate({ customerId: 'c-1', memberNumber: '100200301' }));
    await vi.waitFor(() => expect(membersNow()).toHaveLength(1));
    expect(server.callsTo(MEMBERS).length).toBe(2);
    orderForm.unsubscribe();
  });
});
