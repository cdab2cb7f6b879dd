import { z } from 'zod';
import { PAGING } from '../common/enums.js';

/**
 * The server's `additionalErrorDetails.message` of a 400 from user and group administration
 * (portal.md §8): the portal maps each to its own text (userAdminErrorText).
 */
export const ADMIN_ERROR_DETAILS = {
  standardToAdminGroup: 'can not add standard user to admin group',
  toSysadminGroup: 'can not add standard/admin user to sysadmin group',
  userNameExists: 'userName already exists',
  adminCannotUpdateSysadmin: 'A admin user can not update System admin',
  /** account numbers (reports.md §7): the delete guard. */
  memberHasProducts: 'Member has products',
  /** ours: the company would be left without an active user-management administrator. */
  lastUserAdmin: 'last user management admin',
} as const;
export type AdminErrorDetail = (typeof ADMIN_ERROR_DETAILS)[keyof typeof ADMIN_ERROR_DETAILS];

/** Texts of administration answers the spec does not word (the spec's own are in MESSAGES). */
export const ADMIN_MESSAGES = {
  lastUserAdmin: (name: string) =>
    `${name} is the last active user-management administrator of the company. Give another active user that entitlement first.`,
  userNotFound: (name: string) => `The user ${name} does not exist.`,
  groupNotFound: (name: string) => `The user group ${name} does not exist.`,
  groupExists: (name: string) => `A user group named ${name} already exists.`,
  sysadminGroupOnly: 'Only a System administrator may change a user group with System Administrator privileges.',
  standardUserEntitlements: 'A Standard user can not hold administrator entitlements.',
  grantOnlyHeld: (entitlements: string) => `You can only grant entitlements you hold yourself (not ${entitlements}).`,
  cannotDeleteSelf: 'You can not delete your own user.',
  cannotChangeOwnStatus: 'You can not block, deactivate or revoke your own user.',
  blockReasonRequired: 'A reason is required to block a user.',
  userUpdated: (name: string) => `${name} updated successfully.`,
  statusChanged: (name: string, status: string) => `The status of ${name} is now ${status}.`,
  recertified: (n: number) => (n === 1 ? '1 User was successfully re-certified.' : `${n} Users were successfully re-certified.`),
  groupCreated: (name: string) => `User Group ${name} added successfully.`,
  groupUpdated: (name: string) => `User Group ${name} updated successfully.`,
  usersDetached: (n: number, group: string) => `${n === 1 ? '1 User was' : `${n} Users were`} removed from ${group}.`,
  productNotHeld: (code: string) => `Your company does not hold the product ${code}.`,
  productNotGranted: (product: string) =>
    `None of your user groups grants the ${product}. Ask your administrator to add you to a user group that does.`,
  accountNumberExists: (n: string) => `The Account Number ${n} already exists.`,
  accountNumberNotFound: (n: string) => `The Account Number ${n} does not exist.`,
  accountNumberCreated: (n: string) => `Account Number ${n} added successfully.`,
  accountNumberUpdated: (n: string) => `Account Number ${n} updated successfully.`,
  accountNumberFormat: 'Account number must be 6 to 12 digits.',
  accountNumberTaken: 'This account number is not available.',
  companyUpdated: 'Company settings saved successfully.',
  subscriptionsUpdated: 'Features saved successfully.',
  ipRangeInvalid: (range: string) => `'${range}' is not a network range (CIDR such as 10.0.0.0/8 or 2001:db8::/32, or a single address).`,
  ipRangeLocksOut: (ip: string) => `The allowed networks must include the address you are connecting from (${ip}), or you would lock yourself out.`,
  otherCompany: 'You may only act on your own company',
  rightsBeyondYours: (name: string, rights: string) => `You can not act on ${name}: they hold rights you do not hold (${rights}).`,
} as const;

/** A success answer with the spec's message (the portal shows it as is). */
export const adminMessageSchema = z.object({ status: z.literal('success'), message: z.string() });
export type AdminMessage = z.infer<typeof adminMessageSchema>;

export const customerIdParams = z.object({ customerId: z.string().uuid('customerId must be a company id') });

/** 'true' / 'false' in a query string. */
export const queryFlag = z
  .enum(['true', 'false'], { error: 'must be true or false' })
  .transform((v) => v === 'true')
  .optional();

/** Paging of the administration lists: page from 1, size 1–50 (portal.md §9: 10, 25, 50; search 50). */
export const ADMIN_MAX_PAGE_SIZE = 50;
export const adminPagingQuery = z.object({
  pageNumber: z.coerce.number().int().min(1, 'pageNumber starts at 1').default(PAGING.defaultPage),
  pageSize: z.coerce
    .number()
    .int()
    .min(1, 'pageSize must be at least 1')
    .max(ADMIN_MAX_PAGE_SIZE, `pageSize may be at most ${ADMIN_MAX_PAGE_SIZE}`)
    .default(PAGING.defaultPageSize),
});

/** Filter bounds MM/DD/YYYY HH:mm:ss (portal.md §9: 00:00:00 for the start, 23:59:59 for the end), read as UTC. */
export const dateTimeBound = z.string().regex(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/, 'must be written MM/DD/YYYY HH:mm:ss');

/** A comma-separated list in a query string ('a,b') or a JSON array in a body, as a trimmed list without blanks. */
export const nameList = (max: number) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(z.string().max(100)).max(max, `at most ${max} names`));
