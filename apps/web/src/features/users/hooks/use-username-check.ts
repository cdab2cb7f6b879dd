import { useCallback } from 'react';
import { useUserIdCheck, type UserIdCheck } from '../../../lib/use-user-id-check';
import { useAppDispatch } from '../../../lib/redux-hooks';
import { userFormApi } from '../user-form-api';

/** portal.md §5 on the add-user form: the shared live User ID check, asked of the admin endpoint. */
export function useUserNameCheck(value: string, enabled = true): UserIdCheck {
  const dispatch = useAppDispatch();
  const isTaken = useCallback(
    async (name: string) => (await dispatch(userFormApi.endpoints.checkUserName.initiate(name, { subscribe: false, forceRefetch: true })).unwrap()).exists,
    [dispatch],
  );
  return useUserIdCheck(value, isTaken, enabled);
}
