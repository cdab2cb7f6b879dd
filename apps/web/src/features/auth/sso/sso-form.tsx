import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import ArrowForward from '@mui/icons-material/ArrowForward';
import { useSsoStart } from './use-sso-start';

const identifierSchema = z.object({
  identifier: z.string().trim().min(1, 'Enter your company identifier').max(100, 'A company identifier is at most 100 characters'),
});
type IdentifierValues = z.infer<typeof identifierSchema>;

type SsoFormProps = {
  /** an error the return from single sign-on brought back (portal.md §4: shown in an alert). */
  alert?: string;
  initialIdentifier?: string;
  onBack: () => void;
};

/** Single sign-on: the company identifier, the company's name to confirm, then off to its sign-in page. */
export function SsoForm({ alert, initialIdentifier = '', onBack }: SsoFormProps) {
  const { state, find, start, reset } = useSsoStart();
  const { register, handleSubmit, formState } = useForm<IdentifierValues>({
    resolver: zodResolver(identifierSchema),
    defaultValues: { identifier: initialIdentifier },
  });
  const company = state.status === 'found' || state.status === 'redirecting' ? state.details : null;
  const busy = state.status === 'looking' || state.status === 'redirecting';

  return (
    <Stack spacing={2.5}>
      <Typography variant="h6" component="h2">
        Sign in with your company&apos;s single sign-on
      </Typography>
      {alert && (
        <Alert severity="error" role="alert">
          <AlertTitle>Single sign-on did not complete</AlertTitle>
          {alert}
        </Alert>
      )}
      {state.status === 'error' && (
        <Alert severity="error" role="alert">
          {state.message}
        </Alert>
      )}
      {company ? (
        <>
          <Paper variant="outlined" sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 2, bgcolor: 'rgba(11,58,117,0.04)' }}>
            <Box sx={{ width: 44, height: 44, borderRadius: 2, display: 'grid', placeItems: 'center', bgcolor: 'primary.main', color: '#fff', flex: 'none' }}>
              <BusinessOutlined aria-hidden="true" />
            </Box>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" color="text.secondary">
                Your company
              </Typography>
              <Typography sx={{ fontWeight: 700 }}>{company.displayName}</Typography>
            </Box>
          </Paper>
          <Typography color="text.secondary">
            Next you sign in on your company&apos;s own sign-in page, then come straight back to Creditdesk.
          </Typography>
          <Button
            variant="contained"
            size="large"
            disabled={busy}
            onClick={() => void start(company)}
            startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined}
            endIcon={busy ? undefined : <ArrowForward aria-hidden="true" />}
          >
            Continue to {company.displayName}
          </Button>
          <Button variant="text" onClick={reset} disabled={busy}>
            Use a different company
          </Button>
        </>
      ) : (
        <Stack component="form" noValidate spacing={2.5} aria-busy={busy} onSubmit={handleSubmit(({ identifier }) => find(identifier))}>
          <TextField
            {...register('identifier')}
            id="sso-company-identifier"
            label="Company identifier"
            required
            autoFocus
            autoComplete="organization"
            disabled={busy}
            error={Boolean(formState.errors.identifier)}
            helperText={formState.errors.identifier?.message ?? 'The single sign-on name your company gave you, for example acme-bank.'}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={busy}
            startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined}
          >
            Continue
          </Button>
        </Stack>
      )}
      <Button variant="text" onClick={onBack} startIcon={<ArrowBack aria-hidden="true" />} sx={{ alignSelf: 'flex-start' }}>
        Log in with a User ID and password
      </Button>
    </Stack>
  );
}
