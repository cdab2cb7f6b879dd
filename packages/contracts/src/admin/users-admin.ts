import { stepUp } from '../auth/step-up.js';
import { z } from 'zod';
import { entitlementSchema, roleSchema } from '../access/entitlement-schemas.js';
import type { Role } from '../access/entitlements.js';
import { PATTERNS, validateUserIdFormat } from '../common/patterns.js';
import { MESSAGES } from '../common/messages.js';
import { requiredText } from '../common/fields.js';
import { AUTHENTICATED, accessOfRoute, defineEndpoint } from '../http/endpoint.js';
import {
  ADMIN_ERROR_DETAILS,
  adminMessageSchema,
  adminPagingQuery,
  customerIdParams,
  dateTimeBound,
  nameList,
  queryFlag,
} from './admin-common.js';
import { isoTimestamp } from '../common/timestamp.js';
import { listSort } from '../common/list-sort.js';

const USERS = accessOfRoute('/users');

/** Every state a user can be in; 'requested' is an access request not yet granted (login 1013). */
export const ADMIN_USER_STATUSES = ['active', 'inactive', 'revoked', 'blocked', 'requested'] as const;
export const adminUserStatusSchema = z.enum(ADMIN_USER_STATUSES);
export type AdminUserStatus = z.infer<typeof adminUserStatusSchema>;

/** The statuses an administrator sets: reactivate (active), deactivate (inactive), revoke, block (with a reason). */
export const SETTABLE_USER_STATUSES = ['active', 'inactive', 'revoked', 'blocked'] as const;

/** A user as the administration screens show it. */
export const adminUserSchema = z.object({
  userName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: roleSchema,
  status: adminUserStatusSchema,
  /** the reason given when blocked (shown to the user at login after the last colon), else null. */
  blockedReason: z.string().nullable(),
  entitlements: z.array(entitlementSchema),
  /** the names of the user's groups, by name. */
  userGroups: z.array(z.string()),
  isSSOUser: z.boolean(),
  createdAt: isoTimestamp(),
  lastLoginAt: isoTimestamp().nullable(),
  lastRecertifiedAt: isoTimestamp().nullable(),
  lastRecertifiedBy: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** portal.md §3: a paged list in `data` with the total count in `totalUsers`. */
export const userPageSchema = z.object({
  data: z.array(adminUserSchema),
  totalUsers: z.number().int(),
  pageNumber: z.number().int(),
  pageSize: z.number().int(),
});
export type UserPage = z.infer<typeof userPageSchema>;

/** The rows `?all=true` answers at most (a picker's list, not an export: use /download for everything). */
export const ALL_USERS_LIMIT = 5000;

// ---- Field rules (portal.md §5), shared by the add/edit forms and the server -------------------

const nameField = (field: string) => requiredText(field, { max: 50 }).refine((v) => PATTERNS.noPipeBangPlus.test(v), `${field} must not contain | ! or +`);

export const userNameField = requiredText('userName', { max: 128 }).superRefine((v, ctx) => {
  const problem = validateUserIdFormat(v);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

export const emailField = requiredText('email', { max: 254 }).refine((v) => PATTERNS.email.test(v), 'Please enter a valid email address');

const groupNames = z.array(z.string().trim().min(1).max(64)).max(100, 'at most 100 user groups');

export const createUserBodySchema = z.object({
  /** optional; when given it must be the caller's company (403 otherwise). */
  customerId: z.string().uuid().optional(),
  userName: userNameField,
  firstName: nameField('firstName'),
  lastName: nameField('lastName'),
  email: emailField,
  role: roleSchema,
  userGroups: groupNames.default([]),
  /** administrator rights; a Standard user (enduser) holds none. */
  entitlements: z.array(entitlementSchema).max(4).default([]),
});
export type CreateUserBody = z.input<typeof createUserBodySchema>;

/** Names the user by userName; every other field is optional and only given fields change (userGroups replaces the list). */
export const updateUserBodySchema = z.object({
  customerId: z.string().uuid().optional(),
  userName: requiredText('userName', { max: 320 }),
  firstName: nameField('firstName').optional(),
  lastName: nameField('lastName').optional(),
  email: emailField.optional(),
  role: roleSchema.optional(),
  userGroups: groupNames.optional(),
  entitlements: z.array(entitlementSchema).max(4).optional(),
});
export type UpdateUserBody = z.input<typeof updateUserBodySchema>;

export const userStatusBodySchema = z
  .object({
    customerId: z.string().uuid().optional(),
    userName: requiredText('userName', { max: 320 }),
    status: z.enum(SETTABLE_USER_STATUSES),
    /** required to block: the user reads it at login (1003). */
    reason: z.string().trim().max(200, 'reason may be at most 200 characters').optional(),
  })
  .refine((b) => b.status !== 'blocked' || (b.reason ?? '') !== '', { message: 'A reason is required to block a user.', path: ['reason'] });

// ---- Lists, search, export -----------------------------------------------------------------------

/** The users list's sortable columns (`sort=lastName`, `sort=-createdAt`); by user name unless told. */
export const USERS_SORT = listSort(['userName', 'firstName', 'lastName', 'email', 'role', 'status', 'createdAt', 'lastLoginAt'], 'userName');

/** GET /users/customers/{id}: a page (default), `all=true` (optionally of `userGroups`), or one `userName`. */
export const userListQuerySchema = adminPagingQuery.extend({
  all: queryFlag,
  /** the user's group names are always included; accepted for the spec's calls. */
  groupName: queryFlag,
  userGroups: nameList(100).optional(),
  userName: z.string().trim().max(320).optional(),
  sort: USERS_SORT.query,
});

/** The filters of the search and the export (portal.md §7), in the query or the body (the body wins). */
export const userFilterSchema = z.object({
  keyWords: z.string().trim().max(100, 'keyWords may be at most 100 characters').optional(),
  fromDate: dateTimeBound.optional(),
  toDate: dateTimeBound.optional(),
  status: adminUserStatusSchema.optional(),
  userGroups: nameList(100).optional(),
  role: roleSchema.optional(),
});
export type UserFilter = z.infer<typeof userFilterSchema>;

export const userSearchQuerySchema = adminPagingQuery.extend({ groupName: queryFlag, sort: USERS_SORT.query }).extend(userFilterSchema.shape);
export const userSearchBodySchema = userFilterSchema.default({});

export const USERS_CSV_FILE_NAME = 'exportData.csv';
export const USERS_CSV_COLUMNS = [
  'User Name',
  'First Name',
  'Last Name',
  'Email',
  'Role',
  'Status',
  'User Groups',
  'Entitlements',
  'Created',
  'Last Login',
  'Last Re-certified',
] as const;

// ---- Endpoints -----------------------------------------------------------------------------------

export const listUsersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/users/customers/:customerId',
  summary: "The company's users: a page (pageNumber, pageSize ≤ 50), all=true (≤ 5000, optionally of userGroups), or one userName",
  access: USERS,
  customerParam: 'customerId',
  params: customerIdParams,
  querystring: userListQuerySchema,
  response: { 200: userPageSchema },
});

export const searchUsersEndpoint = defineEndpoint({
  method: 'POST',
  path: '/users/customers/:customerId/search',
  summary: 'Search users: keyWords (substring of user name, first/last name, e-mail), created between fromDate and toDate, status, userGroups, role',
  access: USERS,
  customerParam: 'customerId',
  params: customerIdParams,
  querystring: userSearchQuerySchema,
  body: userSearchBodySchema,
  response: { 200: userPageSchema },
});

/** Answers text/csv (exportData.csv), streamed; the same filters as the search. */
export const downloadUsersEndpoint = defineEndpoint({
  method: 'POST',
  path: '/users/customers/:customerId/download',
  summary: 'Export the users matching the filters as CSV (exportData.csv), streamed',
  produces: { kind: 'file', mediaType: 'text/csv', description: 'The users as CSV (exportData.csv), a header row first' },
  access: USERS,
  stepUp: stepUp('Every user of the company with e-mail, rights and status in one file: a phishing list and a map of who to attack.'),
  customerParam: 'customerId',
  params: customerIdParams,
  querystring: userFilterSchema,
  body: userSearchBodySchema,
});

export const systemAdminsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/users/customers/:customerId/roles/systemadmin',
  summary: "The company's system administrators",
  access: USERS,
  customerParam: 'customerId',
  params: customerIdParams,
  response: { 200: z.object({ data: z.array(adminUserSchema) }) },
});

export const createUserEndpoint = defineEndpoint({
  method: 'POST',
  path: '/orchestrator/users',
  summary: 'Create a user of the caller’s company and e-mail an invitation with a temporary password (changed at first login)',
  access: USERS,
  tenancy: 'named',
  body: createUserBodySchema,
  response: { 200: adminMessageSchema.extend({ user: adminUserSchema }) },
});

export const updateUserEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/orchestrator/users',
  summary: 'Update a user (names, e-mail, role, entitlements, groups); only the given fields change',
  access: USERS,
  tenancy: 'named',
  body: updateUserBodySchema,
  response: { 200: adminMessageSchema.extend({ user: adminUserSchema }) },
});

export const userStatusEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/orchestrator/users/status',
  summary: 'Reactivate (active), deactivate (inactive), revoke or block (with a reason) a user; ends their sessions unless reactivated',
  access: USERS,
  tenancy: 'named',
  body: userStatusBodySchema,
  response: { 200: adminMessageSchema.extend({ user: adminUserSchema }) },
});

export const recertifyUsersEndpoint = defineEndpoint({
  method: 'POST',
  path: '/orchestrator/users/recertify',
  summary: 'Re-certify users: their access is confirmed now (stamps lastRecertifiedAt / lastRecertifiedBy)',
  access: USERS,
  tenancy: 'named',
  body: z.object({
    customerId: z.string().uuid().optional(),
    userNames: z.array(z.string().trim().min(1).max(320)).min(1, 'name at least one user').max(100, 'at most 100 users at once'),
  }),
  response: { 200: adminMessageSchema.extend({ users: z.array(adminUserSchema) }) },
});

export const generateUserNameEndpoint = defineEndpoint({
  method: 'POST',
  path: '/orchestrator/users/generateuser',
  summary: 'Propose a free user name from the first and last name (first_last, first_last2, …)',
  access: USERS,
  tenancy: 'none',
  // Both names are judged by the handler, so a missing one answers the spec's own sentence.
  body: z.object({ firstName: z.string().max(50).optional(), lastName: z.string().max(50).optional() }),
  response: { 200: z.object({ userName: z.string() }) },
});

export const userNameExistsEndpoint = defineEndpoint({
  method: 'GET',
  // The spec spells it thus.
  path: '/orchestrator/users/exits/:name',
  summary: 'Whether a user name is taken (any company, any case; a deleted user’s name stays taken)',
  access: USERS,
  tenancy: 'none',
  params: z.object({ name: z.string().min(1).max(320) }),
  response: { 200: z.object({ userName: z.string(), exists: z.boolean(), message: z.string().optional() }) },
});

export const batchDeleteUsersEndpoint = defineEndpoint({
  method: 'POST',
  path: '/users/batchdelete',
  summary: 'Delete one or many users of the company (all or nothing)',
  access: USERS,
  tenancy: 'named',
  body: z.object({
    customerId: z.string({ error: 'customerId is required' }).uuid('customerId must be a company id'),
    deleteList: z.array(z.string().trim().min(1).max(320)).min(1, 'deleteList names no user').max(100, 'at most 100 users at once'),
  }),
  response: { 200: adminMessageSchema.extend({ deleted: z.array(z.string()) }) },
});

export const userProductAccessSchema = z.object({
  userName: z.string(),
  userGroups: z.array(z.string()),
  productList: z.array(z.string()),
  isFileTransportAuthorized: z.boolean(),
});
export type UserProductAccess = z.infer<typeof userProductAccessSchema>;

export const userProductAccessEndpoint = defineEndpoint({
  method: 'POST',
  path: '/orchestrator/products/users',
  summary: "A user's products and file-transfer right: the union of their groups' (the user themself, or a user-management admin of the company)",
  // self or usermanagementadmin of the same company: judged by the handler
  access: AUTHENTICATED,
  tenancy: 'named',
  querystring: z.object({ page: z.enum(['products', 'usergroups']).optional() }),
  body: z.object({
    customerId: z.string({ error: 'customerId is required' }).uuid('customerId must be a company id'),
    userName: requiredText('userName', { max: 320 }),
  }),
  response: { 200: userProductAccessSchema },
});

// ---- The portal's mapping of the server's 400s (portal.md §8) ---------------------------------------

const roleKind = (role: Role | undefined): 'Admin user' | 'Standard user' => (role === 'adminuser' ? 'Admin user' : 'Standard user');

/**
 * The text the portal shows for a 400 of create/update user, from `additionalErrorDetails.message`;
 * undefined for any other detail (the portal then shows a converted form of the server's message).
 */
export function userAdminErrorText(detail: string | undefined, userName: string, role?: Role): string | undefined {
  switch (detail) {
    case ADMIN_ERROR_DETAILS.standardToAdminGroup:
      return MESSAGES.users.standardToAdminGroup(userName);
    case ADMIN_ERROR_DETAILS.toSysadminGroup:
      return MESSAGES.users.toSysadminGroup(userName, roleKind(role));
    case ADMIN_ERROR_DETAILS.userNameExists:
      return MESSAGES.users.alreadyExists(userName);
    case ADMIN_ERROR_DETAILS.adminCannotUpdateSysadmin:
      return MESSAGES.users.adminCannotUpdateSysadmin;
    default:
      return undefined;
  }
}
