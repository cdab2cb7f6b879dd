import { z } from 'zod';
import { errorBodySchema } from '../common/error-body.js';
import { requiredText } from '../common/fields.js';
import { AUTHENTICATED, defineEndpoint } from '../http/endpoint.js';
import { userNameField } from '../admin/users-admin.js';
import { userNameAvailabilitySchema } from './registration.js';

/*
 * User-ID migration (portal.md §1 legacy users, §2 /migration/sso and /migration/success, §3 migration
 * payload, §4 User-ID migration). A legacy user logs in with the old login (warning 2003) and, with
 * that session's access token, moves to a new User ID. docs/onboarding.md.
 */

/** Why a migration call was refused: `additionalErrorDetails.reason` of the error body. */
export const MIGRATION_REFUSALS = {
  /** 409: the user is not (or no longer) a legacy user: already moved, or never had to. */
  notLegacy: 'not-legacy',
  /** 400: legacyCustomerId / legacyUserId are not the caller's. */
  legacyIdMismatch: 'legacy-id-mismatch',
  /** 409: the new User ID is taken (also `message: 'userName already exists'`). */
  userNameTaken: 'user-name-taken',
} as const;
export type MigrationRefusal = (typeof MIGRATION_REFUSALS)[keyof typeof MIGRATION_REFUSALS];

export const MIGRATION_MESSAGES = {
  notLegacy: 'Your user already has a User ID on the upgraded account: log in with it.',
  legacyIdMismatch: 'The legacy customer id and user id do not match your user.',
  migrated: (userName: string, email: string) => `Your new User ID ${userName} has been created. An e-mail has been sent to ${email}.`,
} as const;

/** GET /migration/validate: the migrating user as the screen shows it (portal.md §3: name and emailAddress). */
export const migrationUserSchema = z.object({
  /** the current (legacy) login name. */
  userName: z.string(),
  /** "First Last". */
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** the same address, under the spec's name. */
  emailAddress: z.string(),
  companyName: z.string(),
  legacyCustomerId: z.string(),
  legacyUserId: z.string(),
});
export type MigrationUser = z.infer<typeof migrationUserSchema>;

/**
 * POST /migrateuser: the new User ID and the legacy ids of the user (portal.md §3). The screen sends
 * the other fields of the validate answer back unchanged; they are accepted and ignored.
 */
export const migrateUserBodySchema = z.object({
  userName: userNameField,
  legacyCustomerId: requiredText('legacyCustomerId', { max: 64 }),
  legacyUserId: requiredText('legacyUserId', { max: 64 }),
});
export type MigrateUserBody = z.input<typeof migrateUserBodySchema>;

export const migratedUserSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  /** the new User ID (lower-cased) and the address the e-mail went to: what /migration/success shows. */
  userName: z.string(),
  email: z.string(),
});
export type MigratedUser = z.infer<typeof migratedUserSchema>;

export const migrationValidateEndpoint = defineEndpoint({
  method: 'GET',
  path: '/migration/validate',
  summary: "User-ID migration: the legacy user's name, e-mail and legacy ids (the legacy user's own access token)",
  // only a legacy user: the handler answers anyone else 409 not-legacy
  access: AUTHENTICATED,
  tenancy: 'caller',
  response: { 200: migrationUserSchema, 401: errorBodySchema, 409: errorBodySchema },
});

export const migrationUserNameExistsEndpoint = defineEndpoint({
  method: 'GET',
  // portal.md §7: "the user-name check … used by the migration screen" has no path in the spec; this is ours.
  path: '/migration/exits/:userName',
  summary: 'User-ID migration: whether a new User ID is taken (portal.md §5 format first; any company, any case; retired names stay taken)',
  access: AUTHENTICATED,
  tenancy: 'none',
  params: z.object({ userName: z.string().min(1).max(320) }),
  response: { 200: userNameAvailabilitySchema, 400: errorBodySchema, 401: errorBodySchema, 409: errorBodySchema },
});

export const migrateUserEndpoint = defineEndpoint({
  method: 'POST',
  path: '/migrateuser',
  summary:
    'User-ID migration: the new User ID replaces the legacy login (same user, history kept), the old name stays reserved, the sessions end, an e-mail tells the new User ID',
  access: AUTHENTICATED,
  tenancy: 'caller',
  body: migrateUserBodySchema,
  response: { 200: migratedUserSchema, 400: errorBodySchema, 401: errorBodySchema, 409: errorBodySchema },
});
