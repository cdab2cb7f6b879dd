import { z } from 'zod';
import {
  createUserEndpoint,
  generateUserNameEndpoint,
  groupPageSchema,
  listGroupsEndpoint,
  listUsersEndpoint,
  updateUserEndpoint,
  userNameExistsEndpoint,
  type AdminMessage,
  type AdminUser,
  type CreateUserBody,
  type UpdateUserBody,
  type UserGroup,
  type UserPage,
} from '@creditdesk/contracts';
import { endpointRequest, parseResponse } from '../../api/endpoint-request';
import { USERS_TAG, usersApiBase } from './users-api-base';

type UserActAnswer = AdminMessage & { user: AdminUser };
export type UserNameAnswer = { userName: string; exists: boolean; message?: string };

/** The calls of the add and edit forms (docs/administration.md "Users"). */
export const userFormApi = usersApiBase.injectEndpoints({
  endpoints: (build) => ({
    /** The user to edit: GET /users/customers/{id}?userName= answers a page of one, or none. */
    getUserForEdit: build.query<AdminUser | null, { customerId: string; userName: string }>({
      query: ({ customerId, userName }) => endpointRequest(listUsersEndpoint, { params: { customerId }, query: { userName } }),
      transformResponse: (data: unknown) => parseResponse<UserPage>(listUsersEndpoint, data).data[0] ?? null,
      // read afresh each time the page opens (not tagged: a save must not reload the form it leaves)
      keepUnusedDataFor: 0,
    }),
    /** Every group of the company for the picker (GET /usergroups/customers/{id}?all=true). */
    getGroupChoices: build.query<UserGroup[], string>({
      query: (customerId) => endpointRequest(listGroupsEndpoint, { params: { customerId }, query: { all: true } }),
      transformResponse: (data: unknown) => parseResponse<z.infer<typeof groupPageSchema>>(listGroupsEndpoint, data).data,
      // groups change on another screen; the picker asks again each time a form opens
      keepUnusedDataFor: 0,
    }),
    /** GET /orchestrator/users/exits/{name}: never cached, the answer is only good for now. */
    checkUserName: build.query<UserNameAnswer, string>({
      query: (name) => endpointRequest(userNameExistsEndpoint, { params: { name } }),
      transformResponse: (data: unknown) => parseResponse<UserNameAnswer>(userNameExistsEndpoint, data),
      keepUnusedDataFor: 0,
    }),
    generateUserName: build.mutation<{ userName: string }, { firstName: string; lastName: string }>({
      query: (body) => endpointRequest(generateUserNameEndpoint, { body }),
      transformResponse: (data: unknown) => parseResponse<{ userName: string }>(generateUserNameEndpoint, data),
    }),
    createUser: build.mutation<UserActAnswer, CreateUserBody>({
      query: (body) => endpointRequest(createUserEndpoint, { body }),
      transformResponse: (data: unknown) => parseResponse<UserActAnswer>(createUserEndpoint, data),
      invalidatesTags: (_result, error) => (error ? [] : [USERS_TAG]),
    }),
    updateUser: build.mutation<UserActAnswer, UpdateUserBody>({
      query: (body) => endpointRequest(updateUserEndpoint, { body }),
      transformResponse: (data: unknown) => parseResponse<UserActAnswer>(updateUserEndpoint, data),
      invalidatesTags: (_result, error) => (error ? [] : [USERS_TAG]),
    }),
  }),
});

export const {
  useGetUserForEditQuery,
  useGetGroupChoicesQuery,
  useLazyCheckUserNameQuery,
  useGenerateUserNameMutation,
  useCreateUserMutation,
  useUpdateUserMutation,
} = userFormApi;
