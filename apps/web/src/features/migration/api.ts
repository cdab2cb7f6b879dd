import {
  migrateUserEndpoint,
  migrationUserNameExistsEndpoint,
  migrationValidateEndpoint,
  type MigratedUser,
  type MigrateUserBody,
  type MigrationUser,
  type UserNameAvailability,
} from '@creditdesk/contracts';
import { api } from '../../api/api-slice';
import { endpointRequest, parseResponse } from '../../api/endpoint-request';

/** User-ID migration (portal.md §4, §7), with the legacy user's own access token. */
export const migrationApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /migration/validate: the legacy user's name, e-mail and legacy ids; asked afresh each visit. */
    getMigrationUser: build.query<MigrationUser, void>({
      query: () => endpointRequest(migrationValidateEndpoint),
      transformResponse: (data: unknown) => parseResponse<MigrationUser>(migrationValidateEndpoint, data),
      keepUnusedDataFor: 0,
    }),
    /** GET /migration/exits/{userName}: never cached, the answer is only good for now. */
    checkMigrationUserName: build.query<UserNameAvailability, string>({
      query: (userName) => endpointRequest(migrationUserNameExistsEndpoint, { params: { userName } }),
      transformResponse: (data: unknown) => parseResponse<UserNameAvailability>(migrationUserNameExistsEndpoint, data),
      keepUnusedDataFor: 0,
    }),
    /** POST /migrateuser: the validate answer sent back with the new userName (portal.md §3). */
    migrateUser: build.mutation<MigratedUser, MigrateUserBody & Partial<MigrationUser>>({
      query: (body) => endpointRequest(migrateUserEndpoint, { body }),
      transformResponse: (data: unknown) => parseResponse<MigratedUser>(migrateUserEndpoint, data),
    }),
  }),
});

export const { useGetMigrationUserQuery, useMigrateUserMutation } = migrationApi;
