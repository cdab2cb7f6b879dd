import { MESSAGES, type UserNameAvailability, validateUserIdFormat } from '@creditdesk/contracts';
import { badRequest } from '../../lib/http-error.js';
import { userNameTaken } from '../admin/users-admin/users-admin.repository.js';
import type { Executor } from '../admin/shared/admin-context.js';
import { usernameKey } from '../users/users.repository.js';

/**
 * A new User ID's check for registration and migration (portal.md §5): the format first (400 with
 * the §5 sentence: such a name could never be chosen), then availability with the administration's
 * own check (any company, any case, deleted users' and retired names stay taken).
 */
export async function userNameAvailability(db: Executor, name: string): Promise<UserNameAvailability> {
  const userName = usernameKey(name);
  const problem = userName === '' ? 'userName is required' : validateUserIdFormat(userName);
  if (problem) throw badRequest(problem, { fields: [{ field: 'params.userName', message: problem }] });
  const exists = await userNameTaken(db, userName);
  return { userName, exists, ...(exists ? { message: MESSAGES.userId.taken } : {}) };
}
