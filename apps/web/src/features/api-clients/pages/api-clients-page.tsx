import { useState } from 'react';
import { useSelector } from 'react-redux';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import { API_CLIENTS_SORT, API_SCOPES, type ApiClient, type ApiClientSecret, type ApiScope, API_SCOPE_NAMES } from '@creditdesk/contracts';
import { serverMessageOf } from '../../../api/api-errors';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageFrame } from '../../../components/page-frame';
import { selectAuth } from '../../../lib/auth/auth-slice';
import { readSort, sortArg, sortingOf, withSort } from '../../../lib/list-sort-url';
import { useDialogCloseGuard } from '../../../lib/unsaved-changes';
import {
  useCreateApiClientMutation,
  useDeleteApiClientMutation,
  useListApiClientsQuery,
  useRotateApiClientMutation,
  useSetApiClientStatusMutation,
} from '../api';
import { ApiClientsTable } from '../components/api-clients-table';

const DEFAULT_GRACE_HOURS = 24;
const GRACE_CHOICES = [
  { hours: 0, label: 'None: the old secret stops now' },
  { hours: 1, label: '1 hour' },
  { hours: 24, label: '24 hours' },
  { hours: 168, label: '7 days' },
];


/** The secret of a new client or a rotation, shown this once: the dialog says so, and closing it forgets it. */
function SecretDialog({ secret, onClose }: { secret: ApiClientSecret | null; onClose: () => void }) {
  return (
    <Dialog open={secret !== null} onClose={onClose} aria-labelledby="secret-title" maxWidth="sm" fullWidth>
      <DialogTitle id="secret-title">Copy the client secret now</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Alert severity="warning">{secret?.message}</Alert>
          <TextField label="Client ID" value={secret?.clientId ?? ''} slotProps={{ input: { readOnly: true } }} fullWidth />
          <TextField label="Client secret" value={secret?.clientSecret ?? ''} slotProps={{ input: { readOnly: true, sx: { fontFamily: 'monospace' } } }} fullWidth />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void navigator.clipboard?.writeText(secret?.clientSecret ?? '')}>Copy secret</Button>
        <Button variant="contained" onClick={onClose}>
          I have copied it
        </Button>
      </DialogActions>
    </Dialog>
  );
}

const DEFAULT_SCOPES: readonly ApiScope[] = ['reports:order', 'reports:read'];

function CreateDialog({ open, customerId, onClose, onCreated }: { open: boolean; customerId: string; onClose: () => void; onCreated: (s: ApiClientSecret) => void }) {
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiScope[]>([...DEFAULT_SCOPES]);
  const [ranges, setRanges] = useState('');
  const [create, state] = useCreateApiClientMutation();
  const changed = name !== '' || ranges !== '' || scopes.length !== DEFAULT_SCOPES.length || scopes.some((s) => !DEFAULT_SCOPES.includes(s));
  // closing with something entered asks first, and a discarded entry is gone when it opens again (issue 33)
  const guard = useDialogCloseGuard(open && changed && !state.isLoading, () => {
    setName('');
    setRanges('');
    setScopes([...DEFAULT_SCOPES]);
    onClose();
  });
  const submit = async () => {
    const ipRanges = ranges.split(/[\s,]+/).filter(Boolean);
    const result = await create({ customerId, body: { name: name.trim(), scopes, ipRanges } });
    if ('data' in result && result.data) {
      setName('');
      setRanges('');
      onCreated(result.data);
    }
  };
  const toggle = (scope: ApiScope) => setScopes((s) => (s.includes(scope) ? s.filter((x) => x !== scope) : [...s, scope]));
  return (
    <>
      <Dialog open={open} onClose={guard.close} aria-labelledby="create-title" maxWidth="sm" fullWidth>
        <DialogTitle id="create-title">Create API client</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {state.isError && <Alert severity="error">{serverMessageOf(state.error) ?? 'The client could not be created.'}</Alert>}
            <TextField label="Name" value={name} onChange={(e) => setName(e.target.value)} required helperText="The system that will call, e.g. Loan origination" />
            <FormControl component="fieldset">
              <FormLabel component="legend">Scopes</FormLabel>
              <FormGroup>
                {API_SCOPE_NAMES.map((scope) => (
                  <FormControlLabel
                    key={scope}
                    control={<Checkbox checked={scopes.includes(scope)} onChange={() => toggle(scope)} />}
                    label={
                      <span>
                        <code>{scope}</code>: {API_SCOPES[scope]}
                      </span>
                    }
                  />
                ))}
              </FormGroup>
              <FormHelperText>A client never changes passwords, administers users or acts for a support agent.</FormHelperText>
            </FormControl>
            <TextField
              label="Network ranges"
              value={ranges}
              onChange={(e) => setRanges(e.target.value)}
              helperText="CIDR ranges it may call from, separated by commas; empty: anywhere your company's ranges allow"
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={guard.close}>Cancel</Button>
          <Button variant="contained" onClick={() => void submit()} disabled={state.isLoading || name.trim() === '' || scopes.length === 0}>
            Create
          </Button>
        </DialogActions>
      </Dialog>
      {guard.prompt}
    </>
  );
}

function RotateDialog({ client, customerId, onClose, onRotated }: { client: ApiClient | null; customerId: string; onClose: () => void; onRotated: (s: ApiClientSecret) => void }) {
  const [graceHours, setGraceHours] = useState(DEFAULT_GRACE_HOURS);
  const [rotate, state] = useRotateApiClientMutation();
  const guard = useDialogCloseGuard(client !== null && graceHours !== DEFAULT_GRACE_HOURS && !state.isLoading, () => {
    setGraceHours(DEFAULT_GRACE_HOURS);
    onClose();
  });
  const submit = async () => {
    if (!client) return;
    const result = await rotate({ customerId, clientId: client.id, graceHours });
    if ('data' in result && result.data) {
      setGraceHours(DEFAULT_GRACE_HOURS);
      onRotated(result.data);
    }
  };
  return (
    <>
      <Dialog open={client !== null} onClose={guard.close} aria-labelledby="rotate-title" maxWidth="xs" fullWidth>
        <DialogTitle id="rotate-title">New secret for {client?.name}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {state.isError && <Alert severity="error">{serverMessageOf(state.error) ?? 'The secret could not be rotated.'}</Alert>}
            <TextField select label="The old secret stays valid for" value={graceHours} onChange={(e) => setGraceHours(Number(e.target.value))}>
              {GRACE_CHOICES.map((c) => (
                <MenuItem key={c.hours} value={c.hours}>
                  {c.label}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={guard.close}>Cancel</Button>
          <Button variant="contained" onClick={() => void submit()} disabled={state.isLoading}>
            Rotate
          </Button>
        </DialogActions>
      </Dialog>
      {guard.prompt}
    </>
  );
}

/** /api-clients: the company's own systems calling the API with client credentials (securityadmin). */
export function ApiClientsPage() {
  const { customerId } = useSelector(selectAuth);
  // the list's order by its headers, in the URL like every list's (issue 33)
  const [params, setParams] = useSearchParams();
  const order = readSort(params, API_CLIENTS_SORT);
  const sorting = sortingOf(order, (next) => setParams(withSort(params, API_CLIENTS_SORT, next), { replace: true }));
  const list = useListApiClientsQuery({ customerId, ...sortArg(API_CLIENTS_SORT, order) });
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<ApiClientSecret | null>(null);
  const [rotating, setRotating] = useState<ApiClient | null>(null);
  const [deleting, setDeleting] = useState<ApiClient | null>(null);
  const [setStatus] = useSetApiClientStatusMutation();
  const [remove, removal] = useDeleteApiClientMutation();

  const shown = (s: ApiClientSecret) => {
    setCreating(false);
    setRotating(null);
    setSecret(s);
    void list.refetch();
  };

  let content;
  if (list.data && list.data.length === 0) {
    content = <Typography color="text.secondary">No API clients yet. Create one for each system that calls the API.</Typography>;
  } else if (list.data) {
    content = (
      <Paper variant="outlined">
        <ApiClientsTable
          clients={list.data}
          loading={list.isFetching}
          sorting={sorting}
          onRotate={setRotating}
          onToggle={(c) => void setStatus({ customerId, clientId: c.id, status: c.status === 'active' ? 'disabled' : 'active' }).then(() => list.refetch())}
          onDelete={setDeleting}
        />
      </Paper>
    );
  } else if (list.isError) {
    content = (
      <Alert severity="error" action={<Button color="inherit" onClick={() => void list.refetch()}>Try again</Button>}>
        The API clients could not be loaded.
      </Alert>
    );
  } else {
    content = <Skeleton variant="rounded" height={160} aria-hidden="true" />;
  }

  return (
    <PageFrame
      title="API Clients"
      subtitle="Your own systems calling the Creditdesk API with OAuth 2.0 client credentials: each with its scopes and the networks it may call from."
      actions={
        <Button variant="contained" startIcon={<AddRounded />} onClick={() => setCreating(true)}>
          Create API client
        </Button>
      }
    >
      <Stack spacing={3} aria-busy={list.isLoading}>
        {content}
      </Stack>
      <CreateDialog open={creating} customerId={customerId} onClose={() => setCreating(false)} onCreated={shown} />
      <RotateDialog client={rotating} customerId={customerId} onClose={() => setRotating(null)} onRotated={shown} />
      <SecretDialog secret={secret} onClose={() => setSecret(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${deleting?.name ?? ''}?`}
        confirmLabel="Delete"
        destructive
        busy={removal.isLoading}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          void remove({ customerId, clientId: deleting!.id }).then(() => {
            setDeleting(null);
            void list.refetch();
          })
        }
      >
        Its secrets and tokens stop working at once. The reports it ordered and its audit trail stay.
      </ConfirmDialog>
    </PageFrame>
  );
}
