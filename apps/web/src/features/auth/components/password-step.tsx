import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import { passkeysSupported } from '../../../lib/ask-passkey';
import type { LoginValues } from '../hooks/use-password-login';
import { LoginForm } from './login-form';

type PasswordStepProps = {
  pending: boolean;
  error: string | null;
  onSubmit: (values: LoginValues) => Promise<boolean>;
  onSso: () => void;
  onPasskey: () => void;
};

/** The User ID and password, the way to reset a forgotten password, the single sign-on path and the passkey. */
export function PasswordStep({ pending, error, onSubmit, onSso, onPasskey }: PasswordStepProps) {
  return (
    <>
      <LoginForm
        pending={pending}
        error={error}
        onSubmit={onSubmit}
        beforeSubmit={
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: '8px !important' }}>
            <Link component={RouterLink} to="/forgot-password" variant="body2" underline="always">
              Forgot password?
            </Link>
          </Box>
        }
      />
      <Divider sx={{ my: 2.5, color: 'text.secondary', fontSize: '0.875rem' }}>or</Divider>
      <Button
        fullWidth
        variant="outlined"
        disabled={pending}
        startIcon={<BusinessOutlined aria-hidden="true" />}
        onClick={onSso}
        sx={{ py: 1.25, fontSize: '0.95rem', whiteSpace: { xs: 'normal', sm: 'nowrap' } }}
      >
        Sign in with your company&apos;s single sign-on
      </Button>
      {passkeysSupported() && (
        <Button
          fullWidth
          variant="outlined"
          disabled={pending}
          startIcon={<KeyOutlined aria-hidden="true" />}
          onClick={onPasskey}
          sx={{ mt: 1.5, py: 1.25, fontSize: '0.95rem' }}
        >
          Sign in with a passkey
        </Button>
      )}
    </>
  );
}
