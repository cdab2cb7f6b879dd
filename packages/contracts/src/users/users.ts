import { z } from 'zod';
import { entitlementSchema, roleSchema } from '../access/entitlements.js';
import { userStatusSchema } from '../common/enums.js';
import { AUTHENTICATED, defineEndpoint } from '../http/endpoint.js';

/** The profile the portal stores as its login state after login (portal.md §3). */
export const userProfileSchema = z.object({
  id: z.string(),
  userName: z.string(),
  customerId: z.string(),
  customerName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  status: userStatusSchema,
  entitlements: z.array(entitlementSchema),
  /** the login before the current one (ISO), shown as Last Login; null on a first login. */
  lastLogin: z.string().nullable(),
  isSSOUser: z.boolean(),
  userGroups: z.array(z.string()),
  subscriptionList: z.array(z.string()),
  productList: z.array(z.string()),
  isFileTransportAuthorized: z.boolean(),
  /** the user ticked "never display" for the privacy policy (PUT /users/user/{id}/privacy-policy); always sent by the server. */
  privacyNeverDisplay: z.boolean().optional(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

export const profileEndpoint = defineEndpoint({
  method: 'GET',
  path: '/users/user/:id',
  summary: "A user's profile by user name: the caller's own, or a user of the caller's company for a user-management admin",
  // Finer rule (self or usermanagementadmin of the same company) is applied by the handler.
  access: AUTHENTICATED,
  tenancy: 'named',
  allowDuringPasswordChange: true,
  params: z.object({ id: z.string().min(1).max(320) }),
  response: { 200: userProfileSchema },
});

export const healthEndpoint = defineEndpoint({
  method: 'GET',
  path: '/users/health',
  summary: 'Liveness and database health',
  access: { kind: 'public' },
  tenancy: 'none',
  response: { 200: z.object({ status: z.enum(['UP', 'DOWN']), database: z.enum(['UP', 'DOWN']) }) },
});
