import { z } from 'zod';
import { csvExport, csvProduces } from '../common/csv-export.js';
import { productCodeSchema } from '../access/products.js';
import { roleSchema } from '../access/entitlement-schemas.js';
import { accessOfRoute, defineEndpoint } from '../http/endpoint.js';
import { adminMessageSchema, adminPagingQuery, customerIdParams, queryFlag } from './admin-common.js';
import { adminUserStatusSchema } from './users-admin.js';
import { isoTimestamp } from '../common/timestamp.js';
import { listSort } from '../common/list-sort.js';

/** The user groups list's sortable columns; by name unless told. */
export const GROUPS_SORT = listSort(['groupName', 'description', 'privilege', 'memberCount', 'createdAt', 'updatedAt'], 'groupName');

const GROUPS = accessOfRoute('/user-groups');

/**
 * A group's privilege level decides who may be a member (portal.md §5, §6): standard — anyone;
 * admin — Admin users and System administrators; sysadmin — System administrators only.
 */
export const GROUP_PRIVILEGES = ['standard', 'admin', 'sysadmin'] as const;
export const groupPrivilegeSchema = z.enum(GROUP_PRIVILEGES);
export type GroupPrivilege = z.infer<typeof groupPrivilegeSchema>;
export const GROUP_PRIVILEGE_LABELS: Record<GroupPrivilege, string> = {
  standard: 'Standard',
  admin: 'Administrator',
  sysadmin: 'System Administrator',
};

/** portal.md §5: whether a user of `role` may be a member of a group of `privilege` (the server's membership rule). */
export function groupAdmitsRole(privilege: GroupPrivilege, role: string): boolean {
  if (privilege === 'sysadmin') return role === 'systemadmin';
  if (privilege === 'admin') return role === 'adminuser' || role === 'systemadmin';
  return true;
}

/** Group names: 1–64 characters, letters, digits, spaces and . _ & ( ) ' -; no commas (lists are comma-separated in queries). */
export const GROUP_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 ._&()'-]{0,63}$/;
export const groupNameField = z
  .string({ error: 'groupName is required' })
  .trim()
  .min(1, 'groupName is required')
  .max(64, 'groupName may be at most 64 characters')
  .regex(GROUP_NAME_PATTERN, "groupName may hold letters, digits, spaces and . _ & ( ) ' - and starts with a letter or digit");

export const userGroupSchema = z.object({
  groupName: z.string(),
  description: z.string(),
  privilege: groupPrivilegeSchema,
  isFileTransportAuthorized: z.boolean(),
  /** the product codes the group grants its members. */
  productList: z.array(z.string()),
  memberCount: z.number().int(),
  createdAt: isoTimestamp(),
  updatedAt: isoTimestamp(),
});
export type UserGroup = z.infer<typeof userGroupSchema>;

export const groupMemberSchema = z.object({
  userName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: roleSchema,
  status: adminUserStatusSchema,
});

export const userGroupDetailSchema = userGroupSchema.extend({ members: z.array(groupMemberSchema) });

export const groupPageSchema = z.object({
  data: z.array(userGroupSchema),
  totalGroups: z.number().int(),
  pageNumber: z.number().int(),
  pageSize: z.number().int(),
});

const groupBase = {
  customerId: z.string().uuid().optional(),
  description: z.string().trim().max(250, 'description may be at most 250 characters'),
  privilege: groupPrivilegeSchema,
  isFileTransportAuthorized: z.boolean(),
  productList: z.array(productCodeSchema).max(50),
  /** user names; on update the list replaces the members. */
  userList: z.array(z.string().trim().min(1).max(320)).max(1000, 'at most 1000 users at once'),
};

export const createGroupBodySchema = z.object({
  customerId: groupBase.customerId,
  groupName: groupNameField,
  description: groupBase.description.default(''),
  privilege: groupBase.privilege.default('standard'),
  isFileTransportAuthorized: groupBase.isFileTransportAuthorized.default(false),
  productList: groupBase.productList.default([]),
  userList: groupBase.userList.default([]),
});

/** Names the group by groupName; newGroupName renames it; only given fields change. */
export const updateGroupBodySchema = z.object({
  customerId: groupBase.customerId,
  groupName: z.string().trim().min(1, 'groupName is required').max(64),
  newGroupName: groupNameField.optional(),
  description: groupBase.description.optional(),
  privilege: groupBase.privilege.optional(),
  isFileTransportAuthorized: groupBase.isFileTransportAuthorized.optional(),
  productList: groupBase.productList.optional(),
  userList: groupBase.userList.optional(),
});

export const detachUsersBodySchema = z.object({
  customerId: groupBase.customerId,
  groupName: z.string().trim().min(1, 'groupName is required').max(64),
  userList: z.array(z.string().trim().min(1).max(320)).min(1, 'userList names no user').max(1000),
});

const groupParams = customerIdParams.extend({ name: z.string().min(1).max(64) });

export const listGroupsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/usergroups/customers/:customerId',
  summary: "The company's user groups by name: a page (default 1 and 10, size ≤ 50) or all=true",
  access: GROUPS,
  customerParam: 'customerId',
  params: customerIdParams,
  querystring: adminPagingQuery.extend({ all: queryFlag, sort: GROUPS_SORT.query }),
  response: { 200: groupPageSchema },
});

export const searchGroupsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/usergroups/customers/:customerId/search',
  summary: 'Search user groups by name or description (substring, any case)',
  access: GROUPS,
  customerParam: 'customerId',
  params: customerIdParams,
  querystring: adminPagingQuery.extend({ sort: GROUPS_SORT.query }),
  body: z.object({ keyWords: z.string().trim().max(100).default('') }).default({ keyWords: '' }),
  response: { 200: groupPageSchema },
});

export const getGroupEndpoint = defineEndpoint({
  method: 'GET',
  path: '/usergroups/customers/:customerId/group/:name',
  summary: 'One user group with its members',
  access: GROUPS,
  customerParam: 'customerId',
  params: groupParams,
  response: { 200: userGroupDetailSchema },
});

export const deleteGroupEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/usergroups/customers/:customerId/group/:name',
  summary: 'Delete a user group (its members stay users, without this group)',
  access: GROUPS,
  customerParam: 'customerId',
  params: groupParams,
  response: { 200: adminMessageSchema },
});

export const groupMapEndpoint = defineEndpoint({
  method: 'GET',
  path: '/usergroups/customers/:customerId/groupmap',
  summary: 'Every group of the company with the user names of its members',
  access: GROUPS,
  customerParam: 'customerId',
  params: customerIdParams,
  response: { 200: z.object({ groupMap: z.record(z.string(), z.array(z.string())) }) },
});

export const createGroupEndpoint = defineEndpoint({
  method: 'POST',
  path: '/orchestrator/users/groups',
  summary: 'Create a user group (privilege, products, file transfer, members)',
  access: GROUPS,
  tenancy: 'named',
  body: createGroupBodySchema,
  response: { 200: adminMessageSchema.extend({ group: userGroupDetailSchema }) },
});

export const updateGroupEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/orchestrator/users/groups',
  summary: 'Update a user group; only the given fields change (userList replaces the members)',
  access: GROUPS,
  tenancy: 'named',
  body: updateGroupBodySchema,
  response: { 200: adminMessageSchema.extend({ group: userGroupDetailSchema }) },
});

export const detachGroupUsersEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/orchestrator/users/groups/detach',
  summary: 'Remove users from a user group',
  access: GROUPS,
  tenancy: 'named',
  body: detachUsersBodySchema,
  response: { 200: adminMessageSchema.extend({ group: userGroupDetailSchema }) },
});

/** The user groups list as CSV, in the list's order (keyWords and sort as the list's). */
export const GROUPS_CSV = csvExport('userGroups.csv', ['Name', 'Description', 'Privilege', 'Products granted', 'File transfer', 'Members', 'Created', 'Updated']);

export const downloadGroupsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/usergroups/customers/:customerId/download',
  summary: "Export the company's user groups (keyWords: name or description) as CSV, streamed",
  produces: csvProduces('The user groups', GROUPS_CSV),
  access: GROUPS,
  customerParam: 'customerId',
  params: customerIdParams,
  querystring: z.object({ keyWords: z.string().trim().max(100).optional(), sort: GROUPS_SORT.query }),
});
