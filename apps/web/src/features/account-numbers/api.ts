import { z } from 'zod';
import {
  type AdminAccountNumber,
  type AdminMessage,
  accountNumberSchema,
  companyMembersEndpoint,
  createAccountNumberBodySchema,
  createAccountNumberEndpoint,
  deleteAccountNumberEndpoint,
  getAccountNumberEndpoint,
  memberNumberValidationSchema,
  updateAccountNumberBodySchema,
  updateAccountNumberEndpoint,
  memberNumberLookupEndpoint,
  validateMemberNumberEndpoint,
} from '@creditdesk/contracts';
import { ACCOUNT_NUMBERS_TAG, api } from '../../api/api-slice';
import { endpointRequest, parseResponse } from '../../api/endpoint-request';

const TAG = ACCOUNT_NUMBERS_TAG;

export type AccountNumberRow = z.infer<typeof accountNumberSchema>;
export type MemberNumberVerdict = z.infer<typeof memberNumberValidationSchema>;
export type CreateAccountNumberBody = z.input<typeof createAccountNumberBodySchema>;
export type UpdateAccountNumberBody = z.infer<typeof updateAccountNumberBodySchema>;
type Saved = AdminMessage & { member: AdminAccountNumber };

type Member = { customerId: string; memberNumber: string };

export const accountNumbersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /customers/{id}/members?searchValue= (the list has no paging). */
    listAccountNumbers: build.query<AccountNumberRow[], { customerId: string; searchValue: string; sort?: string }>({
      query: ({ customerId, searchValue, sort }) =>
        endpointRequest(companyMembersEndpoint, { params: { customerId }, query: searchValue || sort ? { ...(searchValue ? { searchValue } : {}), ...(sort ? { sort } : {}) } : undefined }),
      transformResponse: (data: unknown) => parseResponse<{ members: AccountNumberRow[] }>(companyMembersEndpoint, data).members,
      providesTags: [TAG],
    }),
    getAccountNumber: build.query<AdminAccountNumber, Member>({
      query: (params) => endpointRequest(getAccountNumberEndpoint, { params }),
      transformResponse: (data: unknown) => parseResponse<AdminAccountNumber>(getAccountNumberEndpoint, data),
      providesTags: [TAG],
    }),
    createAccountNumber: build.mutation<Saved, { customerId: string; body: CreateAccountNumberBody }>({
      query: ({ customerId, body }) => endpointRequest(createAccountNumberEndpoint, { params: { customerId }, body }),
      invalidatesTags: (_r, error) => (error ? [] : [TAG]),
    }),
    updateAccountNumber: build.mutation<Saved, Member & { body: UpdateAccountNumberBody }>({
      query: ({ body, ...params }) => endpointRequest(updateAccountNumberEndpoint, { params, body }),
      invalidatesTags: (_r, error) => (error ? [] : [TAG]),
    }),
    // Reloads the list either way: a refusal ('Member has products') also means the counts moved.
    deleteAccountNumber: build.mutation<AdminMessage, Member>({
      query: (params) => endpointRequest(deleteAccountNumberEndpoint, { params }),
      invalidatesTags: [TAG],
    }),
    /** GET /membernumbers/{n}: whether a new number may be added, as typed (asked afresh each time: the answer moves as numbers are added). */
    lookupMemberNumber: build.query<MemberNumberVerdict, string>({
      query: (memberNumber) => endpointRequest(memberNumberLookupEndpoint, { params: { memberNumber } }),
      transformResponse: (data: unknown) => parseResponse<MemberNumberVerdict>(memberNumberLookupEndpoint, data),
      keepUnusedDataFor: 0,
    }),
    /** Whether a new number may be added (a POST that changes nothing, so a mutation: never cached). */
    validateMemberNumber: build.mutation<MemberNumberVerdict, string>({
      query: (memberNumber) => endpointRequest(validateMemberNumberEndpoint, { body: { memberNumber } }),
      transformResponse: (data: unknown) => parseResponse<MemberNumberVerdict>(validateMemberNumberEndpoint, data),
    }),
  }),
});

export const {
  useListAccountNumbersQuery,
  useGetAccountNumberQuery,
  useCreateAccountNumberMutation,
  useUpdateAccountNumberMutation,
  useDeleteAccountNumberMutation,
  useValidateMemberNumberMutation,
  useLazyLookupMemberNumberQuery,
} = accountNumbersApi;
