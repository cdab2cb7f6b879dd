import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint.js';
import { PROFILE_CALL, userProfileShell, type UserProfile } from '../shell/session.js';

/** The profile the portal stores as its login state after login (portal.md §3), declared in the shell tier. */
export const userProfileSchema = z.object(userProfileShell.shape);
export type { UserProfile };

export const profileEndpoint = defineEndpoint({
  ...PROFILE_CALL,
  summary: "A user's profile by user name: the caller's own, or a user of the caller's company for a user-management admin",
  // Finer rule (self or usermanagementadmin of the same company) is applied by the handler (access: PROFILE_CALL's).
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
