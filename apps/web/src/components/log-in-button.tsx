import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';

/** The public pages' way on to the login page: a large contained link, "Log In" unless told. */
export function LogInButton({ children = 'Log In' }: { children?: ReactNode }) {
  return (
    <Button component={RouterLink} to="/login" variant="contained" size="large">
      {children}
    </Button>
  );
}
