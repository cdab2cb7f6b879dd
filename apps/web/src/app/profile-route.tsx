import { useLogout } from '../features/auth/hooks/use-logout';
import { ProfilePage } from '../features/profile/pages/profile-page';

/** My Profile with the app's logout (the forced logout after a lockout on the password change). */
export function ProfileRoute() {
  const logout = useLogout();
  return <ProfilePage onLogout={() => void logout()} />;
}
