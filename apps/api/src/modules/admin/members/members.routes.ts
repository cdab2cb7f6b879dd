import type { FastifyInstance } from 'fastify';
import {
  createAccountNumberEndpoint,
  deleteAccountNumberEndpoint,
  getAccountNumberEndpoint,
  memberNumberLookupEndpoint,
  updateAccountNumberEndpoint,
  validateMemberNumberEndpoint,
} from '@creditdesk/contracts';
import { registerEndpoint } from '../../../plugins/endpoint.js';
import { actOf, audited } from '../shared/admin-context.js';
import { changeMember, createMember, getMember, judgeMemberNumber, removeMember } from './members.service.js';

export function registerMemberRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  registerEndpoint(app, createAccountNumberEndpoint, async (req) => {
    const act = actOf(req);
    return audited(act, 'account-number.created', { targetType: 'account-number', targetId: req.body.memberNumber }, () => createMember(act, req.body));
  });

  registerEndpoint(app, getAccountNumberEndpoint, async (req) => getMember(actOf(req), req.params.memberNumber));

  registerEndpoint(app, updateAccountNumberEndpoint, async (req) => {
    const act = actOf(req);
    return audited(act, 'account-number.updated', { targetType: 'account-number', targetId: req.params.memberNumber }, () =>
      changeMember(act, req.params.memberNumber, req.body),
    );
  });

  // reports.md §7: refused with 400 'Member has products' while a product configuration uses the number.
  registerEndpoint(app, deleteAccountNumberEndpoint, async (req) => {
    const act = actOf(req);
    return audited(act, 'account-number.deleted', { targetType: 'account-number', targetId: req.params.memberNumber }, () => removeMember(act, req.params.memberNumber));
  });

  registerEndpoint(app, validateMemberNumberEndpoint, async (req) => judgeMemberNumber(db, req.caller.customerId, req.body.memberNumber));

  registerEndpoint(app, memberNumberLookupEndpoint, async (req) => judgeMemberNumber(db, req.caller.customerId, req.params.memberNumber));
}
