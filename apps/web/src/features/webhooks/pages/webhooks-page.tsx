import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import AddRounded from '@mui/icons-material/AddRounded';
import {
  WEBHOOK_EVENTS,
  WEBHOOK_EVENT_TYPES,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEventType,
  type WebhookSecret,
  formatDateTime,
} from '@creditdesk/contracts';
import { serverMessageOf } from '../../../api/api-errors';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageFrame } from '../../../components/page-frame';
import { RotateSecretDialog, SecretOnceDialog } from '../../../components/secret-dialogs';
import { selectAuth } from '../../../lib/auth/auth-slice';
import {
  useCreateWebhookEndpointMutation,
  useDeleteWebhookEndpointMutation,
  useListWebhookDeliveriesQuery,
  useListWebhookEndpointsQuery,
  useResendWebhookDeliveryMutation,
  useRotateWebhookSecretMutation,
  useSendWebhookTestEventMutation,
  useSetWebhookStatusMutation,
} from '../api';

const STATUS_WORDS: Record<WebhookDelivery['status'], { label: string; color: 'default' | 'success' | 'warning' | 'error' | 'info' }> = {
  pending: { label: 'Waiting to send', color: 'warning' },
  sending: { label: 'Sending', color: 'info' },
  delivered: { label: 'Delivered', color: 'success' },
  failed: { label: 'Failed', color: 'error' },
};

const answerOf = (d: WebhookDelivery) => (d.lastStatusCode !== null ? `HTTP ${d.lastStatusCode}` : d.lastError ? 'No answer' : '—');

function RegisterDialog({ open, customerId, onClose, onCreated }: { open: boolean; customerId: string; onClose: () => void; onCreated: (s: WebhookSecret) => void }) {
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>(['batch.completed', 'batch.failed']);
  const [create, state] = useCreateWebhookEndpointMutation();
  const submit = async () => {
    const result = await create({ customerId, body: { url: url.trim(), description: description.trim(), events } });
    if ('data' in result && result.data) {
      setUrl('');
      setDescription('');
      onCreated(result.data);
    }
  };
  const toggle = (type: WebhookEventType) => setEvents((e) => (e.includes(type) ? e.filter((x) => x !== type) : [...e, type]));
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="register-webhook-title" maxWidth="sm" fullWidth>
      <DialogTitle id="register-webhook-title">Register webhook endpoint</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          {state.isError && <Alert severity="error">{serverMessageOf(state.error) ?? 'The endpoint could not be registered.'}</Alert>}
          <TextField label="Endpoint URL" value={url} onChange={(e) => setUrl(e.target.value)} required type="url" helperText="https, on a public address, e.g. https://los.example.com/creditdesk/webhooks" />
          <TextField label="Description" value={description} onChange={(e) => setDescription(e.target.value)} helperText="Optional: what receives the events" />
          <FormControl component="fieldset">
            <FormLabel component="legend">Events</FormLabel>
            <FormGroup>
              {WEBHOOK_EVENT_TYPES.map((type) => (
                <FormControlLabel
                  key={type}
                  control={<Checkbox checked={events.includes(type)} onChange={() => toggle(type)} />}
                  label={
                    <span>
                      <code>{type}</code>: {WEBHOOK_EVENTS[type].description}
                    </span>
                  }
                />
              ))}
            </FormGroup>
          </FormControl>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={state.isLoading || url.trim() === '' || events.length === 0}>
          Register
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function RotateDialog({ endpoint, customerId, onClose, onRotated }: { endpoint: WebhookEndpoint | null; customerId: string; onClose: () => void; onRotated: (s: WebhookSecret) => void }) {
  const [rotate, state] = useRotateWebhookSecretMutation();
  const submit = async (graceHours: number) => {
    if (!endpoint) return;
    const result = await rotate({ customerId, endpointId: endpoint.id, graceHours });
    if ('data' in result && result.data) onRotated(result.data);
  };
  return (
    <RotateSecretDialog
      id="rotate-webhook-title"
      open={endpoint !== null}
      title="New signing secret"
      graceLabel="The old secret keeps signing for"
      note={
        <Typography variant="body2" color="text.secondary">
          During the grace period every delivery carries both signatures, so your receiver can switch without missing one.
        </Typography>
      }
      busy={state.isLoading}
      error={state.isError ? (serverMessageOf(state.error) ?? 'The secret could not be rotated.') : undefined}
      onClose={onClose}
      onRotate={(hours) => void submit(hours)}
    />
  );
}

/** An endpoint's latest deliveries: a table on a wide screen, a card each on a phone; refreshed while any is on its way. */
function Deliveries({ customerId, endpoint }: { customerId: string; endpoint: WebhookEndpoint }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [polling, setPolling] = useState(0);
  const list = useListWebhookDeliveriesQuery({ customerId, endpointId: endpoint.id }, { pollingInterval: polling });
  const [resend, resending] = useResendWebhookDeliveryMutation();
  const waiting = (list.data ?? []).some((d) => d.status === 'pending' || d.status === 'sending');
  useEffect(() => setPolling(waiting ? 1500 : 0), [waiting]);
  const label = `Deliveries to ${endpoint.url}`;
  const resendButton = (d: WebhookDelivery) => (
    <Button size="small" disabled={resending.isLoading || d.status === 'sending'} onClick={() => void resend({ customerId, endpointId: endpoint.id, deliveryId: d.id }).then(() => list.refetch())} aria-label={`Resend ${d.type} ${d.messageId}`}>
      Resend
    </Button>
  );
  if (list.isLoading) return <Skeleton variant="rounded" height={80} aria-hidden="true" />;
  if (list.isError) return <Alert severity="error">The deliveries could not be loaded.</Alert>;
  const rows = list.data ?? [];
  if (rows.length === 0) return <Typography color="text.secondary">No deliveries yet. Send a test event to try the endpoint.</Typography>;
  if (phone) {
    return (
      <Stack spacing={1} component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {rows.map((d) => (
          <Paper key={d.id} component="li" variant="outlined" sx={{ p: 1.5 }}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
              <Typography sx={{ fontWeight: 600 }}>
                <code>{d.type}</code>
              </Typography>
              <Chip size="small" color={STATUS_WORDS[d.status].color} label={STATUS_WORDS[d.status].label} />
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {d.attempts} attempt{d.attempts === 1 ? '' : 's'} · {answerOf(d)} · {formatDateTime(d.lastAttemptAt ?? d.createdAt)}
            </Typography>
            {d.lastError && (
              <Typography variant="body2" color="text.secondary">
                {d.lastError}
              </Typography>
            )}
            <Box sx={{ textAlign: 'right' }}>{resendButton(d)}</Box>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>Event</TableCell>
            <TableCell>Status</TableCell>
            <TableCell align="right">Attempts</TableCell>
            <TableCell>Last answer</TableCell>
            <TableCell>Last attempt</TableCell>
            <TableCell>Next attempt</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((d) => (
            <TableRow key={d.id}>
              <TableCell>
                <code>{d.type}</code>
                <Typography variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
                  {d.messageId}
                </Typography>
              </TableCell>
              <TableCell>
                <Chip size="small" color={STATUS_WORDS[d.status].color} label={STATUS_WORDS[d.status].label} />
              </TableCell>
              <TableCell align="right">{d.attempts}</TableCell>
              <TableCell title={d.lastError ?? undefined}>{answerOf(d)}</TableCell>
              <TableCell>{d.lastAttemptAt ? formatDateTime(d.lastAttemptAt) : 'Not yet'}</TableCell>
              <TableCell>{d.nextAttemptAt ? formatDateTime(d.nextAttemptAt) : '—'}</TableCell>
              <TableCell align="right">{resendButton(d)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function EndpointCard({ customerId, endpoint, onRotate, onDelete, refetch }: { customerId: string; endpoint: WebhookEndpoint; onRotate: () => void; onDelete: () => void; refetch: () => void }) {
  const [showing, setShowing] = useState(false);
  const [setStatus] = useSetWebhookStatusMutation();
  const [sendTest, testing] = useSendWebhookTestEventMutation();
  const active = endpoint.status === 'active';
  return (
    <Paper component="article" variant="outlined" sx={{ p: 2 }} aria-label={endpoint.url}>
      <Stack spacing={1.5}>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', gap: 1 }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography component="h2" variant="h6" sx={{ fontFamily: 'monospace', fontSize: '1rem', wordBreak: 'break-all' }}>
              {endpoint.url}
            </Typography>
            {endpoint.description && <Typography color="text.secondary">{endpoint.description}</Typography>}
          </Box>
          <Box>
            <Chip size="small" color={active ? 'success' : 'default'} label={active ? 'Active' : 'Disabled'} />
          </Box>
        </Stack>
        {!active && endpoint.disabledReason && <Alert severity="warning">Disabled: {endpoint.disabledReason}.</Alert>}
        {active && endpoint.failingSince && <Alert severity="warning">Every delivery has failed since {formatDateTime(endpoint.failingSince)}; after a day the endpoint is disabled.</Alert>}
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }} aria-label="Events">
          {endpoint.events.map((e) => (
            <Chip key={e} size="small" variant="outlined" label={e} />
          ))}
        </Stack>
        {endpoint.secrets
          .filter((s) => s.expiresAt !== null)
          .map((s) => (
            <Typography key={s.createdAt} variant="body2" color="text.secondary">
              The old signing secret signs too until {formatDateTime(s.expiresAt)}
            </Typography>
          ))}
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button size="small" variant="contained" disabled={testing.isLoading} onClick={() => void sendTest({ customerId, endpointId: endpoint.id }).then(() => setShowing(true))}>
            Send test event
          </Button>
          <Button size="small" onClick={() => setShowing((s) => !s)} aria-expanded={showing}>
            {showing ? 'Hide deliveries' : 'Show deliveries'}
          </Button>
          <Button size="small" onClick={onRotate}>
            New secret
          </Button>
          <Button size="small" onClick={() => void setStatus({ customerId, endpointId: endpoint.id, status: active ? 'disabled' : 'active' }).then(refetch)}>
            {active ? 'Disable' : 'Enable'}
          </Button>
          <Button size="small" color="error" onClick={onDelete}>
            Delete
          </Button>
        </Stack>
        {testing.isError && <Alert severity="error">{serverMessageOf(testing.error) ?? 'The test event could not be queued.'}</Alert>}
        {showing && <Deliveries customerId={customerId} endpoint={endpoint} />}
      </Stack>
    </Paper>
  );
}

/** /webhooks: the company's endpoints told of its events, signed per Standard Webhooks (securityadmin). */
export function WebhooksPage() {
  const { customerId } = useSelector(selectAuth);
  const list = useListWebhookEndpointsQuery(customerId);
  const [registering, setRegistering] = useState(false);
  const [secret, setSecret] = useState<WebhookSecret | null>(null);
  const [rotating, setRotating] = useState<WebhookEndpoint | null>(null);
  const [deleting, setDeleting] = useState<WebhookEndpoint | null>(null);
  const [remove, removal] = useDeleteWebhookEndpointMutation();
  const refetch = () => void list.refetch();

  const shown = (s: WebhookSecret) => {
    setRegistering(false);
    setRotating(null);
    setSecret(s);
    refetch();
  };

  let content;
  if (list.data && list.data.length === 0) {
    content = <Typography color="text.secondary">No webhook endpoints yet. Register one to be told when a batch finishes, an OFAC case opens and more.</Typography>;
  } else if (list.data) {
    content = list.data.map((endpoint) => (
      <EndpointCard key={endpoint.id} customerId={customerId} endpoint={endpoint} onRotate={() => setRotating(endpoint)} onDelete={() => setDeleting(endpoint)} refetch={refetch} />
    ));
  } else if (list.isError) {
    content = (
      <Alert severity="error" action={<Button color="inherit" onClick={refetch}>Try again</Button>}>
        The webhook endpoints could not be loaded.
      </Alert>
    );
  } else {
    content = <Skeleton variant="rounded" height={160} aria-hidden="true" />;
  }

  return (
    <PageFrame
      title="Webhooks"
      subtitle="Your systems told of your company's events as they happen: signed, retried for a day, and listed here with each answer."
      actions={
        <Button variant="contained" startIcon={<AddRounded />} onClick={() => setRegistering(true)}>
          Register endpoint
        </Button>
      }
    >
      <Stack spacing={2} aria-busy={list.isLoading}>
        {content}
      </Stack>
      <RegisterDialog open={registering} customerId={customerId} onClose={() => setRegistering(false)} onCreated={shown} />
      <RotateDialog endpoint={rotating} customerId={customerId} onClose={() => setRotating(null)} onRotated={shown} />
      <SecretOnceDialog
        id="webhook-secret-title"
        title="Copy the signing secret now"
        shown={secret && { message: secret.message, fields: [{ label: 'Endpoint URL', value: secret.endpoint.url }, { label: 'Signing secret', value: secret.secret, secret: true }] }}
        note={
          <Typography variant="body2" color="text.secondary">
            Your receiver checks each delivery&apos;s webhook-signature header with it (the Standard Webhooks scheme).
          </Typography>
        }
        onClose={() => setSecret(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this webhook endpoint?"
        confirmLabel="Delete"
        destructive
        busy={removal.isLoading}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          void remove({ customerId, endpointId: deleting!.id }).then(() => {
            setDeleting(null);
            refetch();
          })
        }
      >
        {deleting?.url} gets no more events; its deliveries are removed.
      </ConfirmDialog>
    </PageFrame>
  );
}
