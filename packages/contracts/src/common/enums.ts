import { z } from 'zod';
import { USER_STATUSES } from '../shell/session.js';

/** portal.md §3 and §9 enumerations. */
export const NAME_SUFFIXES = [
  { value: 'JR', label: 'Junior' },
  { value: 'SR', label: 'Senior' },
  { value: 'I', label: 'I' },
  { value: 'II', label: 'II' },
  { value: 'III', label: 'III' },
  { value: 'IV', label: 'IV' },
  { value: 'V', label: 'V' },
] as const;
export const nameSuffixSchema = z.enum(['JR', 'SR', 'I', 'II', 'III', 'IV', 'V']);

export const SENSITIVITY_LEVELS = [
  { value: 'LOW', label: 'Regular' },
  { value: 'MEDIUM', label: 'Sensitive' },
  { value: 'HIGH', label: 'Highly Sensitive' },
] as const;
export const sensitivitySchema = z.enum(['LOW', 'MEDIUM', 'HIGH']);

export const ADDRESS_CHOICES = [
  { value: 'current', label: 'Current Address' },
  { value: 'former', label: 'Former Address' },
  { value: 'other', label: 'A Different Address' },
] as const;

// reports.md §2: 'failed' is the ADV PDF failure's state
export const MESSAGE_STATUSES = ['success', 'error', 'fail', 'failed'] as const;
export const messageStatusSchema = z.enum(MESSAGE_STATUSES);
export type MessageStatus = z.infer<typeof messageStatusSchema>;

export { USER_STATUSES };
export const userStatusSchema = z.enum(USER_STATUSES);
export type UserStatus = z.infer<typeof userStatusSchema>;

export const CUSTOMER_STATUSES = ['active', 'inactive'] as const;
export const customerStatusSchema = z.enum(CUSTOMER_STATUSES);

/** portal.md §9 paging defaults. */
export const PAGING = {
  defaultPage: 1,
  defaultPageSize: 10,
  userSearchPageSize: 50,
  pageSizeOptions: [10, 25, 50],
} as const;
