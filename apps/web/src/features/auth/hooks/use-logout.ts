import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '../../../lib/redux-hooks';
import { logout } from '../session-thunks';

/** Logs out and goes to the application root (portal.md §4). */
export function useLogout() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(async () => {
    await dispatch(logout());
    navigate('/', { replace: true });
  }, [dispatch, navigate]);
}
