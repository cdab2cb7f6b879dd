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
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import { API_CLIENTS_SORT, API_SCOPES, type ApiClient, type ApiClientAuthMethod, type ApiClientSecret, type ApiScope, API_SCOPE_NAMES, CLIENT_ASSERTION_ALGS } from '@creditdesk/contracts';
import { serverMessageOf } from '../../../api/api-errors';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageFrame } from '../../../components/page-frame';
import { RotateSecretDialog, SecretOnceDialog } from '../../../components/secret-dialogs';
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


type KeySource = 'publicKey' | 'jwksUrl';

/** How the new client proves who it is: a secret shown once, or its own key pair (private_key_jwt). */
function AuthMethodFields(props: {
  method: ApiClientAuthMethod;
  onMethod: (m: ApiClientAuthMethod) => void;
  source: KeySource;
  onSource: (s: KeySource) => void;
  keyText: string;
  onKey: (k: string) => void;
}) {
  return (
    <>
      <FormControl component="fieldset">
        <FormLabel component="legend">Authentication</FormLabel>
        <RadioGroup value={props.method} onChange={(e) => props.onMethod(e.target.value as ApiClientAuthMethod)}>
          <FormControlLabel value="client_secret" control={<Radio />} label="Client secret (shown once, stored only as a hash)" />
          <FormControlLabel value="private_key_jwt" control={<Radio />} label="Private key JWT: the system signs with its own key, no shared secret" />
        </RadioGroup>
      </FormControl>
      {props.method === 'private_key_jwt' && (
        <>
          <TextField select label="Public key from" value={props.source} onChange={(e) => props.onSource(e.target.value as KeySource)}>
            <MenuItem value="publicKey">A public key (PEM or JWK)</MenuItem>
            <MenuItem value="jwksUrl">A JWKS URL</MenuItem>
          </TextField>
          {props.source === 'publicKey' ? (
            <TextField
              label="Public key"
              value={props.keyText}
              onChange={(e) => props.onKey(e.target.value)}
              multiline
              minRows={4}
              required
              slotProps={{ htmlInput: { sx: { fontFamily: 'monospace', fontSize: 13 } } }}
              helperText="-----BEGIN PUBLIC KEY----- … or a JWK: RSA 2048 bits or more, P-256 or Ed25519"
            />
          ) : (
            <TextField
              label="JWKS URL"
              value={props.keyText}
              onChange={(e) => props.onKey(e.target.value)}
              required
              type="url"
              helperText="https only, on a public address; read again every few minutes"
            />
          )}
        </>
      )}
    </>
  );
}

const DEFAULT_SCOPES: readonly ApiScope[] = ['reports:order', 'reports:read'];

function CreateDialog({ open, customerId, onClose, onCreated }: { open: boolean; customerId: string; onClose: () => void; onCreated: (s: ApiClientSecret) => void }) {
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiScope[]>([...DEFAULT_SCOPES]);
  const [ranges, setRanges] = useState('');
  const [authMethod, setAuthMethod] = useState<ApiClientAuthMethod>('client_secret');
  const [source, setSource] = useState<KeySource>('publicKey');
  const [key, setKey] = useState('');
  const [create, state] = useCreateApiClientMutation();
  const byKey = authMethod === 'private_key_jwt';
  const changed =
    name !== '' || ranges !== '' || key !== '' || authMethod !== 'client_secret' || scopes.length !== DEFAULT_SCOPES.length || scopes.some((s) => !DEFAULT_SCOPES.includes(s));
  // closing with something entered asks first, and a discarded entry is gone when it opens again (issue 33)
  const guard = useDialogCloseGuard(open && changed && !state.isLoading, () => {
    setName('');
    setRanges('');
    setScopes([...DEFAULT_SCOPES]);
    setAuthMethod('client_secret');
    setKey('');
    onClose();
  });
  const submit = async () => {
    const ipRanges = ranges.split(/[\s,]+/).filter(Boolean);
    const keyField = byKey ? { [source]: key.trim() } : {};
    const result = await create({ customerId, body: { name: name.trim(), scopes, ipRanges, authMethod, ...keyField } });
    if ('data' in result && result.data) {
      setName('');
      setRanges('');
      setKey('');
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
                    // a family's order scope sits under reports:order, which opens every family
                    sx={scope.startsWith('reports:order:') ? { pl: 3 } : undefined}
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
            <AuthMethodFields method={authMethod} onMethod={setAuthMethod} source={source} onSource={setSource} keyText={key} onKey={setKey} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={guard.close}>Cancel</Button>
          <Button variant="contained" onClick={() => void submit()} disabled={state.isLoading || name.trim() === '' || scopes.length === 0 || (byKey && key.trim() === '')}>
            Create
          </Button>
        </DialogActions>
      </Dialog>
      {guard.prompt}
    </>
  );
}

function RotateDialog({ client, customerId, onClose, onRotated }: { client: ApiClient | null; customerId: string; onClose: () => void; onRotated: (s: ApiClientSecret) => void }) {
  const [rotate, state] = useRotateApiClientMutation();
  const submit = async (graceHours: number) => {
    if (!client) return;
    const result = await rotate({ customerId, clientId: client.id, graceHours });
    if ('data' in result && result.data) onRotated(result.data);
  };
  return (
    <RotateSecretDialog
      id="rotate-title"
      open={client !== null}
      title={`New secret for ${client?.name ?? ''}`}
      graceLabel="The old secret stays valid for"
      busy={state.isLoading}
      error={state.isError ? (serverMessageOf(state.error) ?? 'The secret could not be rotated.') : undefined}
      onClose={onClose}
      onRotate={(hours) => void submit(hours)}
    />
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
  // a private_key_jwt client has no secret: the dialog names its client ID and how to sign
  const keyOnly = secret !== null && secret.clientSecret === undefined;
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
      <SecretOnceDialog
        id="secret-title"
        title={keyOnly ? 'API client created' : 'Copy the client secret now'}
        shown={
          secret && {
            message: secret.message,
            fields: [{ label: 'Client ID', value: secret.clientId }, ...(secret.clientSecret === undefined ? [] : [{ label: 'Client secret', value: secret.clientSecret, secret: true }])],
          }
        }
        note={
          keyOnly && (
            <Typography variant="body2" color="text.secondary">
              Sign each token request with its private key ({CLIENT_ASSERTION_ALGS.join(', ')}): iss and sub the client ID, aud the token endpoint, a new jti, and an expiry at
              most 5 minutes ahead.
            </Typography>
          )
        }
        onClose={() => setSecret(null)}
      />
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
