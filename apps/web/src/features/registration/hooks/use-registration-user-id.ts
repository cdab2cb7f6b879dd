import { useCallback } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { useAppDispatch } from '../../../lib/redux-hooks';
import { useUserIdCheck } from '../../../lib/use-user-id-check';
import { registrationApi } from '../api';
import { userNameSource, type RegistrationField, type RegistrationFormValues } from '../registration-form';

/**
 * The administrator's user name, checked live as portal.md §5 says (format, then GET /exits/{userName},
 * a stale answer ignored), on whichever input supplies it: the corporate user id (SSO), the user name
 * or the e-mail address (login type e-mail).
 */
export function useRegistrationUserId(control: Control<RegistrationFormValues>) {
  const [registrationType, authenticationType, userName, corporateUserId, email] = useWatch({
    control,
    name: ['registrationType', 'userDetails.authenticationType', 'userDetails.userName', 'userDetails.corporateUserId', 'userDetails.email'],
  });
  const source = userNameSource({ registrationType, userDetails: { authenticationType, userName, corporateUserId, email } });
  const value = source === 'corporateUserId' ? corporateUserId : source === 'email' ? email : userName;
  const dispatch = useAppDispatch();
  const isTaken = useCallback(
    (name: string) =>
      dispatch(registrationApi.endpoints.checkRegistrationUserName.initiate(name, { subscribe: false, forceRefetch: true }))
        .unwrap()
        .then((answer) => answer.exists),
    [dispatch],
  );
  const check = useUserIdCheck(value.trim(), isTaken);
  return { field: `userDetails.${source}` as RegistrationField, check };
}
