import {
  batchDeleteUsersEndpoint,
  listGroupsEndpoint,
  listUsersEndpoint,
  recertifyUsersEndpoint,
  searchUsersEndpoint,
  systemAdminsEndpoint,
  temporaryPasswordEndpoint,
  userStatusEndpoint,
  type AdminMessage,
  type AdminUser,
  type UserPage,
} from '@creditdesk/contracts';
import { endpointRequest, parseResponse } from '../../api/endpoint-request';
import { USERS_TAG, usersApiBase } from './users-api-base';

/** The search's filters as sent: bounds MM/DD/YYYY HH:mm:ss, groups comma-separated (names hold no commas). */
export type UserFilterArgs = {
  keyWords?: string;
  fromDate?: string;
  toDate?: string;
  status?: string;
  userGroups?: string;
  role?: string;
};

export type UsersListArgs = UserFilterArgs & { customerId: string; pageNumber: number; pageSize: number; sort?: string };

export type SettableStatus = 'active' | 'inactive' | 'revoked' | 'blocked';
export type StatusArgs = { userName: string; status: SettableStatus; reason?: string };

/** Filters go in the query (portal.md §7), key words in the body. */
export function filterRequestParts({ keyWords, ...filters }: UserFilterArgs) {
  const query = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== ''));
  return { query, body: keyWords ? { keyWords } : {} };
}

const hasFilter = (f: UserFilterArgs) => Object.values(f).some((v) => v !== undefined && v !== '');

// An act's success reloads the lists; a refused one changed nothing.
const reloadOnSuccess = (_r: unknown, error: unknown) => (error ? [] : [USERS_TAG]);

export const usersApi = usersApiBase.injectEndpoints({
  endpoints: (build) => ({
    /** A page of the company's users: GET the plain page, or POST …/search when any filter is set. */
    getUsers: build.query<UserPage, UsersListArgs>({
      query: ({ customerId, pageNumber, pageSize, sort, ...filters }) =>
        hasFilter(filters)
          ? endpointRequest(searchUsersEndpoint, {
              params: { customerId },
              query: { groupName: true, pageNumber, pageSize, ...(sort ? { sort } : {}), ...filterRequestParts(filters).query },
              body: filterRequestParts(filters).body,
            })
          : endpointRequest(listUsersEndpoint, { params: { customerId }, query: { pageNumber, pageSize, ...(sort ? { sort } : {}) } }),
      transformResponse: (data: unknown) => parseResponse<UserPage>(listUsersEndpoint, data),
      providesTags: [USERS_TAG],
    }),
    getSystemAdmins: build.query<AdminUser[], string>({
      query: (customerId) => endpointRequest(systemAdminsEndpoint, { params: { customerId } }),
      transformResponse: (data: unknown) => parseResponse<{ data: AdminUser[] }>(systemAdminsEndpoint, data).data,
      providesTags: [USERS_TAG],
    }),
    /** Every group's name, for the filter (GET /usergroups/customers/{id}?all=true). */
    getGroupNames: build.query<string[], string>({
      query: (customerId) => endpointRequest(listGroupsEndpoint, { params: { customerId }, query: { all: true } }),
      transformResponse: (data: unknown) =>
        parseResponse<{ data: { groupName: string }[] }>(listGroupsEndpoint, data).data.map((g) => g.groupName),
    }),
    deleteUsers: build.mutation<AdminMessage, { customerId: string; deleteList: string[] }>({
      query: (body) => endpointRequest(batchDeleteUsersEndpoint, { body }),
      invalidatesTags: reloadOnSuccess,
    }),
    setUserStatus: build.mutation<AdminMessage, StatusArgs>({
      query: (body) => endpointRequest(userStatusEndpoint, { body }),
      invalidatesTags: reloadOnSuccess,
    }),
    recertifyUsers: build.mutation<AdminMessage, string[]>({
      query: (userNames) => endpointRequest(recertifyUsersEndpoint, { body: { userNames } }),
      invalidatesTags: reloadOnSuccess,
    }),
    /** A temporary password e-mailed to the user; the list does not change. */
    resetPassword: build.mutation<AdminMessage, string>({
      query: (userName) => endpointRequest(temporaryPasswordEndpoint, { body: { userName } }),
      transformResponse: (data: unknown) => parseResponse<AdminMessage>(temporaryPasswordEndpoint, data),
    }),
  }),
});

export const {
  useGetUsersQuery,
  useGetSystemAdminsQuery,
  useGetGroupNamesQuery,
  useDeleteUsersMutation,
  useSetUserStatusMutation,
  useRecertifyUsersMutation,
  useResetPasswordMutation,
} = usersApi;
