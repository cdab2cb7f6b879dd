import type { FastifyInstance } from 'fastify';
import {
  API_MESSAGES,
  ADMIN_MESSAGES,
  ALL_USERS_LIMIT,
  MESSAGES,
  USERS_CSV_FILE_NAME,
  type UserFilter,
  batchDeleteUsersEndpoint,
  createUserEndpoint,
  downloadUsersEndpoint,
  generateUserNameEndpoint,
  listUsersEndpoint,
  recertifyUsersEndpoint,
  searchUsersEndpoint,
  systemAdminsEndpoint,
  updateUserEndpoint,
  userNameExistsEndpoint,
  userProductAccessEndpoint,
  userStatusEndpoint,
} from '@creditdesk/contracts';
import { badRequest, forbidden, notFound } from '../../../lib/http-error.js';
import { registerEndpoint } from '../../../plugins/endpoint.js';
import { sendCsv } from '../../../lib/csv-export.js';
import { usernameKey } from '../../users/users.repository.js';
import { userGroupAccess } from '../groups/group-access.js';
import { actOf, assertOwnCompany, auditAdmin, audited } from '../shared/admin-context.js';
import {
  countUsers,
  findAllUsers,
  findListRow,
  findLiveUser,
  findUsersByRole,
  findUsersPage,
  userNameTaken,
  withGroups,
} from './users-admin.repository.js';
import { createUser, deleteUsers, recertifyUsers, setUserStatus, updateUser } from './users-admin.service.js';
import { usersCsvStream } from './users-csv.js';
import { generateUserName } from './username-generator.js';

/** The query's filters, overridden by the body's where given (the spec sends them either way). */
function mergeFilters(query: UserFilter, body: UserFilter | undefined): UserFilter {
  const merged: UserFilter = { ...query };
  for (const [key, value] of Object.entries(body ?? {})) if (value !== undefined) (merged as Record<string, unknown>)[key] = value;
  return merged;
}

export function registerUsersAdminRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  registerEndpoint(app, listUsersEndpoint, async (req) => {
    const { customerId } = req.params;
    const q = req.query;
    if (q.userName) {
      const user = await findLiveUser(db, q.userName);
      if (user && user.customerId !== customerId) throw forbidden(ADMIN_MESSAGES.otherCompany);
      const row = user && (await findListRow(db, user.id));
      const data = row ? await withGroups(db, [row]) : [];
      return { data, totalUsers: data.length, pageNumber: 1, pageSize: Math.max(1, data.length) };
    }
    const filter: UserFilter = { userGroups: q.userGroups };
    if (q.all) {
      const rows = await findAllUsers(db, customerId, filter, ALL_USERS_LIMIT);
      const total = await countUsers(db, customerId, filter);
      return { data: await withGroups(db, rows), totalUsers: total, pageNumber: 1, pageSize: Math.max(1, rows.length) };
    }
    const { rows, total } = await findUsersPage(db, customerId, filter, q);
    return { data: await withGroups(db, rows), totalUsers: total, pageNumber: q.pageNumber, pageSize: q.pageSize };
  });

  registerEndpoint(app, searchUsersEndpoint, async (req) => {
    const { pageNumber, pageSize, sort, groupName: _groupName, ...queryFilter } = req.query;
    const filter = mergeFilters(queryFilter, req.body);
    const { rows, total } = await findUsersPage(db, req.params.customerId, filter, { pageNumber, pageSize, sort });
    return { data: await withGroups(db, rows), totalUsers: total, pageNumber, pageSize };
  });

  registerEndpoint(app, downloadUsersEndpoint, async (req, reply) => {
    const act = actOf(req);
    const filter = mergeFilters(req.query, req.body);
    const stream = usersCsvStream(db, req.params.customerId, filter, (rows, complete) =>
      // the export of personal data is on record (when it ends: with how many rows were sent)
      auditAdmin(db, act, {
        action: 'user.exported',
        outcome: complete ? 'success' : 'failure',
        targetType: 'users',
        targetId: req.params.customerId,
        details: { filter, rows, complete },
      }).catch((err: unknown) => req.log.error({ err }, 'export audit failed')),
    );
    return sendCsv(reply, USERS_CSV_FILE_NAME, stream);
  });

  registerEndpoint(app, systemAdminsEndpoint, async (req) => ({
    data: await withGroups(db, await findUsersByRole(db, req.params.customerId, 'systemadmin')),
  }));

  registerEndpoint(app, createUserEndpoint, async (req) => {
    const act = actOf(req);
    return audited(act, 'user.created', { targetType: 'user', targetId: usernameKey(req.body.userName) }, () => createUser(act, req.body));
  });

  registerEndpoint(app, updateUserEndpoint, async (req) => {
    const act = actOf(req);
    return audited(act, 'user.updated', { targetType: 'user', targetId: usernameKey(req.body.userName) }, () => updateUser(act, req.body));
  });

  registerEndpoint(app, userStatusEndpoint, async (req) => {
    const act = actOf(req);
    return audited(act, 'user.status-changed', { targetType: 'user', targetId: usernameKey(req.body.userName) }, () => setUserStatus(act, req.body));
  });

  registerEndpoint(app, recertifyUsersEndpoint, async (req) => {
    const act = actOf(req);
    return audited(act, 'user.recertified', { targetType: 'users', targetId: req.body.userNames.map(usernameKey).join(',') }, () => recertifyUsers(act, req.body));
  });

  registerEndpoint(app, batchDeleteUsersEndpoint, async (req) => {
    const act = actOf(req);
    return audited(act, 'user.deleted', { targetType: 'users', targetId: req.body.deleteList.map(usernameKey).join(',') }, () => deleteUsers(act, req.body));
  });

  registerEndpoint(app, generateUserNameEndpoint, async (req) => ({ userName: await generateUserName(db, req.body) }));

  registerEndpoint(app, userNameExistsEndpoint, async (req) => {
    // Availability only: the format is the form's rule (validateUserIdFormat) and create's; names of
    // users made before it (demo.user) are still answered.
    const name = req.params.name.trim();
    if (name === '') throw badRequest(API_MESSAGES.invalid.userNameRequired);
    const exists = await userNameTaken(db, name);
    return { userName: usernameKey(name), exists, ...(exists ? { message: MESSAGES.userId.taken } : {}) };
  });

  // The user themself, or a user-management admin of the user's company.
  registerEndpoint(app, userProductAccessEndpoint, async (req) => {
    const { caller } = req;
    assertOwnCompany(caller, req.body.customerId);
    const user = await findLiveUser(db, req.body.userName);
    if (user && user.customerId !== caller.customerId) throw forbidden(ADMIN_MESSAGES.otherCompany);
    if (user?.id !== caller.userId && !caller.entitlements.includes('usermanagementadmin')) throw forbidden(API_MESSAGES.users.ownProductsOnly);
    if (!user) throw notFound(ADMIN_MESSAGES.userNotFound(req.body.userName));
    return { userName: user.username, ...(await userGroupAccess(db, user.id, user.customerId)) };
  });
}
