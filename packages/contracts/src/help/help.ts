import { z } from 'zod';
import { entitlementSchema } from '../access/entitlement-schemas.js';
import { AUTHENTICATED, defineEndpoint } from '../http/endpoint.js';

/**
 * Help (issue 16): who a user of the company can turn to. The users list is for user-management
 * admins only, so every logged-in user gets this narrow list instead: the company's active users
 * holding an administrator entitlement, with the name, e-mail and the areas they administer, and
 * nothing else (no user names, status, groups or logins).
 */
export const companyAdministratorSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** the administrator entitlements the user holds (which areas they can help with). */
  entitlements: z.array(entitlementSchema),
});
export type CompanyAdministrator = z.infer<typeof companyAdministratorSchema>;

export const companyAdministratorsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/help/administrators',
  summary: "The caller's company's active administrators (name, e-mail, areas), for the Help page",
  access: AUTHENTICATED,
  tenancy: 'caller',
  response: { 200: z.object({ data: z.array(companyAdministratorSchema) }) },
});
