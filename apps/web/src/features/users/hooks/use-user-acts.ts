import { useSelector } from 'react-redux';
import { MESSAGES, userAdminErrorText, type AdminMessage, type AdminUser } from '@creditdesk/contracts';
import { serverMessageOf, type ApiError } from '../../../api/api-errors';
import { adminFailureText } from '../../../lib/admin-failure';
import { selectAuth } from '../../../lib/auth/auth-slice';
import { usePageMessages } from '../../../lib/use-page-messages';
import { useDeleteUsersMutation, useRecertifyUsersMutation, useResetPasswordMutation, useSetUserStatusMutation } from '../api';
import type { UserAct } from '../user-acts';

type Outcome = { data: AdminMessage; error?: undefined } | { data?: undefined; error: ApiError };

/** portal.md §8: a failed reset shows the server's message up to its first ' ('. */
export function resetFailureText(error: ApiError): string {
  const message = serverMessageOf(error);
  return message ? message.split(' (')[0] : MESSAGES.users.unexpected;
}

/** The §8 mapping of a refusal that names one user (e.g. an Admin user acting on a System Admin). */
const mapFor = (user: AdminUser | undefined) => (detail: string) => (user ? userAdminErrorText(detail, user.userName, user.role) : undefined);

/**
 * Runs a confirmed act and says how it went in the message area: the server's own sentence on
 * success (the lists reload through their tag), the §8 failure text otherwise. True when it worked.
 */
export function useUserActs() {
  const { customerId } = useSelector(selectAuth);
  const messages = usePageMessages();
  const [deleteUsers, deleting] = useDeleteUsersMutation();
  const [setStatus, settingStatus] = useSetUserStatusMutation();
  const [recertify, recertifying] = useRecertifyUsersMutation();
  const [resetPassword, resetting] = useResetPasswordMutation();

  const call = (act: UserAct, reason?: string): Promise<Outcome> => {
    switch (act.kind) {
      case 'delete':
        return deleteUsers({ customerId, deleteList: act.users.map((u) => u.userName) });
      case 'recertify':
        return recertify(act.users.map((u) => u.userName));
      case 'reset':
        return resetPassword(act.user.userName);
      case 'block':
        return setStatus({ userName: act.user.userName, status: 'blocked', reason });
      case 'status':
        return setStatus({ userName: act.user.userName, status: act.status });
    }
  };

  const run = async (act: UserAct, reason?: string): Promise<boolean> => {
    const result = await call(act, reason);
    if (result.error === undefined && result.data) {
      messages.success(result.data.message);
      return true;
    }
    const one = 'user' in act ? act.user : act.users.length === 1 ? act.users[0] : undefined;
    messages.error(act.kind === 'reset' ? resetFailureText(result.error) : adminFailureText(result.error, mapFor(one)));
    return false;
  };

  const busy = deleting.isLoading || settingStatus.isLoading || recertifying.isLoading || resetting.isLoading;
  return { run, busy };
}
