import { useCallback, useState } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import { selectIsLoggedIn } from '../../../lib/auth/auth-slice';
import { useAppDispatch } from '../../../lib/redux-hooks';
import { useUserIdCheck, userIdCheckBlocks } from '../../../lib/use-user-id-check';
import { migrationApi, useGetMigrationUserQuery, useMigrateUserMutation } from '../api';
import { endMigratedSession } from '../end-migrated-session';
import { storeMigrationResult } from '../migration-result';

/**
 * /migration/sso (portal.md §4 "User-ID migration"): the legacy user (GET /migration/validate with
 * their session), the new User ID judged on every change (§5), and Continue: POST /migrateuser; on
 * success the User ID and e-mail are stored, the page moves to /migration/success and the old
 * session, which the server has ended, is forgotten. A failed migration shows nothing (§4, §8).
 */
export function useMigration() {
  const loggedIn = useSelector(selectIsLoggedIn);
  const user = useGetMigrationUserQuery(undefined, { skip: !loggedIn });
  const [newUserId, setNewUserId] = useState('');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const isTaken = useCallback(
    (name: string) =>
      dispatch(migrationApi.endpoints.checkMigrationUserName.initiate(name, { subscribe: false, forceRefetch: true }))
        .unwrap()
        .then((answer) => answer.exists),
    [dispatch],
  );
  const check = useUserIdCheck(newUserId, isTaken);
  const [migrate, migration] = useMigrateUserMutation();

  // §4: disabled while validating, while an error shows, or while the ID is empty
  const continueDisabled = !user.data || newUserId === '' || userIdCheckBlocks(check) || migration.isLoading;

  const submit = async () => {
    if (continueDisabled || !user.data) return;
    const answer = await migrate({ ...user.data, userName: newUserId });
    // §4: "On migration failure nothing is shown"; the button is usable again
    if (answer.error) return;
    storeMigrationResult(answer.data);
    await navigate('/migration/success', { replace: true });
    endMigratedSession(dispatch);
  };

  return { loggedIn, user, newUserId, setNewUserId, check, submit, continueDisabled, migrating: migration.isLoading };
}
