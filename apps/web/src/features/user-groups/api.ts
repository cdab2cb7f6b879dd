import { z } from 'zod';
import {
  companyProductsEndpoint,
  createGroupEndpoint,
  deleteGroupEndpoint,
  detachGroupUsersEndpoint,
  getGroupEndpoint,
  groupMapEndpoint,
  listGroupsEndpoint,
  listUsersEndpoint,
  orderableProductSchema,
  searchGroupsEndpoint,
  updateGroupEndpoint,
  userGroupDetailSchema,
  updateGroupBodySchema,
  createGroupBodySchema,
  type AdminMessage,
  type AdminUser,
  type UserPage,
  groupPageSchema,
} from '@creditdesk/contracts';
import { api } from '../../api/api-slice';
import { endpointRequest, parseResponse, responseOf } from '../../api/endpoint-request';

export type GroupPage = z.infer<typeof groupPageSchema>;
export type GroupDetail = z.infer<typeof userGroupDetailSchema>;
export type GroupMember = GroupDetail['members'][number];
export type ProductChoice = z.infer<typeof orderableProductSchema>;
export type CreateGroupBody = z.input<typeof createGroupBodySchema>;
export type UpdateGroupBody = z.input<typeof updateGroupBodySchema>;
type GroupAnswer = AdminMessage & { group: GroupDetail };

export type GroupsListArgs = { customerId: string; pageNumber: number; pageSize: number; keyWords?: string; sort?: string };

const GROUPS_TAG = 'UserGroups' as const;
/** The list pages; a group's own detail is read fresh by the edit page and patched by a detach. */
const LIST = { type: GROUPS_TAG, id: 'LIST' } as const;
/** The users feature's list tag: a group change alters its members' groups, so their list reloads too. */
const USERS_TAG = 'Users' as const;

// Endpoint names are noun-first (groupsPage, groupCreate …): the slice is shared, and the users
// feature names its own group reads; two features injecting one name would silently keep the first.
export const userGroupsApi = api.enhanceEndpoints({ addTagTypes: [GROUPS_TAG, USERS_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    /** A page of groups: GET …/usergroups/customers/{id}, or POST …/search {keyWords} when there are key words. */
    groupsPage: build.query<GroupPage, GroupsListArgs>({
      query: ({ customerId, keyWords, ...query }) =>
        keyWords
          ? endpointRequest(searchGroupsEndpoint, { params: { customerId }, query, body: { keyWords } })
          : endpointRequest(listGroupsEndpoint, { params: { customerId }, query }),
      transformResponse: (data: unknown) => parseResponse<GroupPage>(listGroupsEndpoint, data),
      providesTags: [LIST],
    }),
    /** One group with its members (the edit form). */
    groupWithMembers: build.query<GroupDetail, { customerId: string; name: string }>({
      query: ({ customerId, name }) => endpointRequest(getGroupEndpoint, { params: { customerId, name } }),
      transformResponse: (data: unknown) => parseResponse<GroupDetail>(getGroupEndpoint, data),
    }),
    /** The products the company holds, the choices a group may grant (the Products page's catalogue call). */
    groupProductChoices: build.query<ProductChoice[], string>({
      query: (customerId) => endpointRequest(companyProductsEndpoint, { params: { customerId }, query: { grantable: true } }),
      transformResponse: (data: unknown) => parseResponse<{ products: ProductChoice[] }>(companyProductsEndpoint, data).products,
    }),
    /** Every user of the company, for the member picker (GET /users/customers/{id}?all=true). */
    groupMemberChoices: build.query<AdminUser[], string>({
      query: (customerId) => endpointRequest(listUsersEndpoint, { params: { customerId }, query: { all: true } }),
      transformResponse: (data: unknown) => parseResponse<UserPage>(listUsersEndpoint, data).data,
      providesTags: [USERS_TAG],
    }),
    /** GET …/groupmap: each group with its members' user names; the member picker says which groups a user is in already. */
    groupMap: build.query<Record<string, string[]>, string>({
      query: (customerId) => endpointRequest(groupMapEndpoint, { params: { customerId } }),
      transformResponse: (data: unknown) => responseOf(groupMapEndpoint, data).groupMap,
      providesTags: [LIST],
    }),
    groupDelete: build.mutation<AdminMessage, { customerId: string; name: string }>({
      query: ({ customerId, name }) => endpointRequest(deleteGroupEndpoint, { params: { customerId, name } }),
      invalidatesTags: (_r, error) => (error ? [] : [LIST, USERS_TAG]),
    }),
    groupCreate: build.mutation<GroupAnswer, CreateGroupBody>({
      query: (body) => endpointRequest(createGroupEndpoint, { body }),
      invalidatesTags: (_r, error) => (error ? [] : [LIST, USERS_TAG]),
    }),
    groupUpdate: build.mutation<GroupAnswer, UpdateGroupBody>({
      query: (body) => endpointRequest(updateGroupEndpoint, { body }),
      invalidatesTags: (_r, error) => (error ? [] : [LIST, USERS_TAG]),
    }),
    /** Removes members; the answer's group replaces the cached one, so they leave the edit page at once. */
    groupDetach: build.mutation<GroupAnswer, { customerId: string; groupName: string; userList: string[] }>({
      query: ({ groupName, userList }) => endpointRequest(detachGroupUsersEndpoint, { body: { groupName, userList } }),
      transformResponse: (data: unknown) => parseResponse<GroupAnswer>(detachGroupUsersEndpoint, data),
      async onQueryStarted({ customerId, groupName }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          // a synchronous patch (no refetch, no loading state): the form around the list keeps its edits
          dispatch(userGroupsApi.util.updateQueryData('groupWithMembers', { customerId, name: groupName }, () => data.group));
        } catch {
          // the page shows the failure; the cached group stays as it was
        }
      },
      invalidatesTags: (_r, error) => (error ? [] : [LIST, USERS_TAG]),
    }),
  }),
});

export const {
  useGroupsPageQuery,
  useGroupWithMembersQuery,
  useGroupProductChoicesQuery,
  useGroupMemberChoicesQuery,
  useGroupMapQuery,
  useGroupDeleteMutation,
  useGroupCreateMutation,
  useGroupUpdateMutation,
  useGroupDetachMutation,
} = userGroupsApi;
