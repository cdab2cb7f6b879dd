import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import { PASSKEY_LIMITS, PASSKEY_MESSAGES, type Passkey } from '@creditdesk/contracts';
import { formatDateTime } from '../../../lib/format-date-time';
import { askPasskey, passkeysSupported } from '../../../lib/ask-passkey';
import { useAddPasskeyMutation, useOwnPasskeysQuery, usePasskeyRegistrationOptionsMutation, useRemovePasskeyMutation } from '../../../api/passkeys-api';

type Notice = { severity: 'success' | 'error'; text: string } | null;

/** My Profile: the user's passkeys (name, added, last used, remove) and adding one under a name. */
export function PasskeysSection() {
  const { data: passkeys = [], isLoading } = useOwnPasskeysQuery();
  const [begin] = usePasskeyRegistrationOptionsMutation();
  const [add] = useAddPasskeyMutation();
  const [remove] = useRemovePasskeyMutation();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const nameError = name.trim().length > PASSKEY_LIMITS.nameMax ? `At most ${PASSKEY_LIMITS.nameMax} characters` : undefined;

  const addPasskey = async () => {
    setBusy(true);
    setNotice(null);
    try {
      const { challengeId, options } = await begin().unwrap();
      const credential = await askPasskey('create', options);
      if (!credential) {
        setNotice({ severity: 'error', text: PASSKEY_MESSAGES.registrationFailed });
        return;
      }
      await add({ challengeId, name: name.trim() || 'Passkey', credential }).unwrap();
      setName('');
      setNotice({ severity: 'success', text: PASSKEY_MESSAGES.added });
    } catch (err) {
      const message = (err as { data?: { message?: string } }).data?.message;
      setNotice({ severity: 'error', text: message ?? PASSKEY_MESSAGES.registrationFailed });
    } finally {
      setBusy(false);
    }
  };

  const removePasskey = async (passkey: Passkey) => {
    setNotice(null);
    try {
      await remove(passkey.id).unwrap();
      setNotice({ severity: 'success', text: `${PASSKEY_MESSAGES.removed}: ${passkey.name}` });
    } catch {
      setNotice({ severity: 'error', text: 'The passkey could not be removed. Please try again.' });
    }
  };

  return (
    <Paper component="section" variant="outlined" aria-labelledby="passkeys-title" sx={{ p: 3 }}>
      <Typography id="passkeys-title" variant="h5" component="h2">
        Passkeys
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        Sign in with your fingerprint, face or device PIN instead of typing your password.
      </Typography>
      {notice && (
        <Alert severity={notice.severity} role={notice.severity === 'error' ? 'alert' : 'status'} sx={{ mb: 2 }}>
          {notice.text}
        </Alert>
      )}
      {!isLoading && passkeys.length === 0 && <Typography sx={{ mb: 2 }}>You have no passkeys yet.</Typography>}
      {passkeys.length > 0 && (
        <List aria-label="Your passkeys" sx={{ mb: 2 }}>
          {passkeys.map((p) => (
            <ListItem
              key={p.id}
              divider
              disableGutters
              sx={{ flexWrap: 'wrap', gap: 1 }}
              secondaryAction={
                <Button size="small" color="error" onClick={() => void removePasskey(p)} aria-label={`Remove passkey ${p.name}`}>
                  Remove
                </Button>
              }
            >
              <ListItemText
                primary={p.name}
                secondary={`Added ${formatDateTime(p.createdAt)} · ${p.lastUsedAt ? `last used ${formatDateTime(p.lastUsedAt)}` : 'never used'}`}
                sx={{ pr: 10 }}
              />
            </ListItem>
          ))}
        </List>
      )}
      {passkeysSupported() ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField
            id="passkey-name"
            label="Passkey name"
            size="small"
            value={name}
            onChange={(e) => setName(e.target.value)}
            placeholder="e.g. Work laptop"
            error={Boolean(nameError)}
            helperText={nameError}
            disabled={busy}
            sx={{ flex: 1 }}
          />
          <Button variant="contained" sx={{ whiteSpace: 'nowrap', flexShrink: 0 }} startIcon={<KeyOutlined aria-hidden="true" />} onClick={() => void addPasskey()} disabled={busy || Boolean(nameError)}>
            Add a passkey
          </Button>
        </Stack>
      ) : (
        <Typography color="text.secondary">This browser cannot create passkeys.</Typography>
      )}
    </Paper>
  );
}
