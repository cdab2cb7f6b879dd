import { type FormEvent, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';

type Props = { refused: boolean; onKey: (key: string) => void };

/** Asks for the development outbox key when the page was opened without the printed link, or with a wrong key. */
export function OutboxKeyForm({ refused, onKey }: Props) {
  const [value, setValue] = useState('');
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim()) onKey(value.trim());
  };
  return (
    <Box component="form" onSubmit={handleSubmit} noValidate sx={{ mb: 3 }}>
      <Alert severity={refused ? 'error' : 'info'} role={refused ? 'alert' : 'status'} sx={{ mb: 2 }}>
        {refused
          ? 'That key does not open the outbox. '
          : 'The outbox holds login codes and temporary passwords, so it needs the key the server printed when it started. '}
        Open the link “Development outbox (this machine only)” from the server’s console, or paste its key here.
      </Alert>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <TextField
          id="outbox-key"
          label="Outbox key"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          autoComplete="off"
          sx={{ flex: '1 1 320px' }}
        />
        <Button type="submit" variant="contained" size="large" sx={{ mt: 0.25 }}>
          Open the outbox
        </Button>
      </Box>
    </Box>
  );
}
