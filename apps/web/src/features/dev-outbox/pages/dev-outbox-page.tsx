import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import RefreshOutlined from '@mui/icons-material/RefreshOutlined';
import { keepDevOutboxKey, takeDevOutboxKey, useGetDevOutboxQuery } from '../../../api/dev-outbox-api';
import { PublicPageFrame } from '../../../components/public-page-frame';
import { OutboxKeyForm } from '../components/outbox-key-form';
import { OutboxMessageCard } from '../components/outbox-message-card';
import { filterByRecipient } from '../outbox-filter';

const LIMIT = 200;

/**
 * /dev/outbox, development only: the e-mails the server kept, so a newcomer can read an invitation
 * or a code. It needs the key the server printed at start (the link carries it) and a browser on the
 * server's machine. Where the server has no outbox (production: 404) the page goes to '/'.
 */
export function DevOutboxPage() {
  const [params, setParams] = useSearchParams();
  const filter = params.get('to') ?? '';
  const [key, setKey] = useState(takeDevOutboxKey);
  const { data, error, isLoading, isFetching, refetch } = useGetDevOutboxQuery({ key, limit: LIMIT }, { skip: !key });
  const status = (error as { status?: unknown } | undefined)?.status;
  if (status === 404) return <Navigate to="/" replace />;
  const shown = data ? filterByRecipient(data.messages, filter) : [];
  const handleKey = (value: string) => {
    keepDevOutboxKey(value);
    setKey(value);
  };

  return (
    <PublicPageFrame maxWidth={960}>
      <Typography variant="h4" component="h1">
        Development outbox
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        Every e-mail the server sent or kept, newest first: invitations, login codes, password resets. This page exists only
        outside production.
        {data && (data.smtpConfigured ? ' They were also sent through the configured SMTP server.' : ' No SMTP server is configured, so nothing left this machine.')}
      </Typography>
      <Box component="search" sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', mb: 3, flexWrap: 'wrap' }}>
        <TextField
          id="outbox-recipient"
          label="Filter by recipient"
          type="search"
          value={filter}
          onChange={(event) => setParams(event.target.value ? { to: event.target.value } : {}, { replace: true })}
          helperText="Part of an e-mail address, e.g. mfa.user or @securecredit.example"
          sx={{ flex: '1 1 320px' }}
        />
        <Button
          variant="outlined"
          size="large"
          onClick={() => void refetch()}
          disabled={isFetching}
          startIcon={isFetching ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : <RefreshOutlined aria-hidden="true" />}
          sx={{ mt: 0.25 }}
        >
          Refresh
        </Button>
      </Box>
      {isLoading && (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <CircularProgress size={20} aria-hidden="true" /> Loading the outbox…
        </Box>
      )}
      {(!key || status === 401) && <OutboxKeyForm refused={status === 401} onKey={handleKey} />}
      {status === 403 && (
        <Alert severity="error" role="alert">
          The outbox is readable only in a browser on the machine the server runs on.
        </Alert>
      )}
      {error && !isLoading && status !== 401 && status !== 403 && (
        <Alert severity="error" role="alert">
          The outbox could not be loaded. Is the server running?
        </Alert>
      )}
      {data && (
        <>
          <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1.5 }}>
            {shown.length === 0
              ? filter
                ? `No e-mails to an address containing “${filter}”.`
                : 'No e-mails yet.'
              : `${shown.length} ${shown.length === 1 ? 'e-mail' : 'e-mails'}${filter ? ` to addresses containing “${filter}”` : ''} (of the latest ${LIMIT}).`}
          </Typography>
          <Stack spacing={2}>
            {shown.map((message) => (
              <OutboxMessageCard key={message.id} message={message} />
            ))}
          </Stack>
        </>
      )}
    </PublicPageFrame>
  );
}
