import type { FastifyInstance } from 'fastify';
import {
  GROUPS_CSV,
  GROUP_PRIVILEGE_LABELS,
  type GROUPS_SORT,
  downloadGroupsEndpoint,
  productNameOf,
  type SortOrder,
  type UserGroup,
  createGroupEndpoint,
  deleteGroupEndpoint,
  detachGroupUsersEndpoint,
  getGroupEndpoint,
  groupMapEndpoint,
  listGroupsEndpoint,
  searchGroupsEndpoint,
  updateGroupEndpoint,
} from '@creditdesk/contracts';
import { registerEndpoint } from '../../../plugins/endpoint.js';
import { byOffset, csvStream, sendCsv } from '../../../lib/csv-export.js';
import { exportRecorder } from '../../audit/export-audit.js';
import { actOf, audited } from '../shared/admin-context.js';
import { findGroupsPage, groupMap, productsOfGroups, toUserGroup } from './groups.repository.js';
import { createGroup, deleteGroup, detachUsers, groupDetail, loadGroup, updateGroup } from './groups.service.js';

/** Groups of a company are few (a thousand at most in practice): `all=true` answers every one. */
const ALL_GROUPS_LIMIT = 10_000;

export function registerGroupRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  const page = async (
    customerId: string,
    options: { keyWords?: string; pageNumber: number; pageSize: number; all?: boolean; sort?: SortOrder<(typeof GROUPS_SORT.columns)[number]>; offsetOverride?: number },
  ) => {
    const limit = options.all ? ALL_GROUPS_LIMIT : options.pageSize;
    const offset = options.offsetOverride ?? (options.all ? 0 : (options.pageNumber - 1) * options.pageSize);
    const { rows, total } = await findGroupsPage(db, customerId, { keyWords: options.keyWords, limit, offset, sort: options.sort });
    const products = await productsOfGroups(db, rows.map((r) => r.id));
    return {
      data: rows.map((r) => toUserGroup(r, products.get(r.id) ?? [], r.memberCount)),
      totalGroups: total,
      pageNumber: options.all ? 1 : options.pageNumber,
      pageSize: options.all ? Math.max(1, rows.length) : options.pageSize,
    };
  };

  registerEndpoint(app, listGroupsEndpoint, async (req) => page(req.params.customerId, req.query));

  registerEndpoint(app, searchGroupsEndpoint, async (req) => page(req.params.customerId, { ...req.query, keyWords: req.body.keyWords }));

  // the list as CSV, in its order: the same page query, a thousand groups at a time
  registerEndpoint(app, downloadGroupsEndpoint, async (req, reply) => {
    const { keyWords, sort } = req.query;
    const rows = byOffset(async (offset, limit) => (await page(req.params.customerId, { keyWords, sort, pageNumber: 1, pageSize: limit, offsetOverride: offset })).data);
    const cells = (g: UserGroup) => [
      g.groupName,
      g.description,
      GROUP_PRIVILEGE_LABELS[g.privilege],
      g.productList.map(productNameOf).join('; '),
      g.isFileTransportAuthorized ? 'Yes' : 'No',
      String(g.memberCount),
      g.createdAt,
      g.updatedAt,
    ];
    return sendCsv(reply, GROUPS_CSV.fileName, csvStream(GROUPS_CSV.columns, rows, cells, exportRecorder(req, 'group.exported', 'user-groups', { keyWords, sort })));
  });

  registerEndpoint(app, getGroupEndpoint, async (req) => groupDetail(db, await loadGroup(db, req.params.customerId, req.params.name)));

  registerEndpoint(app, deleteGroupEndpoint, async (req) => {
    const act = actOf(req);
    return audited(act, 'group.deleted', { targetType: 'user-group', targetId: req.params.name }, () => deleteGroup(act, req.params.name));
  });

  registerEndpoint(app, groupMapEndpoint, async (req) => ({ groupMap: await groupMap(db, req.params.customerId) }));

  registerEndpoint(app, createGroupEndpoint, async (req) => {
    const act = actOf(req);
    return audited(act, 'group.created', { targetType: 'user-group', targetId: req.body.groupName }, () => createGroup(act, req.body));
  });

  registerEndpoint(app, updateGroupEndpoint, async (req) => {
    const act = actOf(req);
    return audited(act, 'group.updated', { targetType: 'user-group', targetId: req.body.groupName }, () => updateGroup(act, req.body));
  });

  registerEndpoint(app, detachGroupUsersEndpoint, async (req) => {
    const act = actOf(req);
    return audited(act, 'group.members-detached', { targetType: 'user-group', targetId: req.body.groupName }, () => detachUsers(act, req.body));
  });
}
