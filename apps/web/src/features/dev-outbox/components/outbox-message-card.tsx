import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { OutboxMessage } from '@creditdesk/contracts';
import { formatDateTime } from '../../../lib/format-date-time';

function deliveryOf(message: OutboxMessage): { label: string; color: 'success' | 'error' | 'default' } {
  if (message.error) return { label: 'Sending failed', color: 'error' };
  if (message.sentAt) return { label: 'Sent by SMTP', color: 'success' };
  return { label: 'Kept in the outbox', color: 'default' };
}

/** One kept e-mail: recipient, subject, time, delivery, and its text as sent. */
export function OutboxMessageCard({ message }: { message: OutboxMessage }) {
  const delivery = deliveryOf(message);
  const headingId = `outbox-${message.id}`;
  return (
    <Paper component="article" variant="outlined" aria-labelledby={headingId} sx={{ p: 2.5 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography id={headingId} variant="h6" component="h2">
            {message.subject}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25, overflowWrap: 'anywhere' }}>
            To <strong>{message.to}</strong> ·{' '}
            <Box component="time" dateTime={message.createdAt}>
              {formatDateTime(message.createdAt)}
            </Box>
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Chip size="small" variant="outlined" label={message.template} />
          <Chip size="small" color={delivery.color} label={delivery.label} />
        </Box>
      </Box>
      <Box
        component="pre"
        sx={{ m: 0, mt: 2, p: 2, bgcolor: 'rgba(11,58,117,0.04)', borderRadius: 1.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace', fontSize: '0.875rem' }}
      >
        {message.text}
      </Box>
      {message.error && (
        <Typography variant="body2" color="error" sx={{ mt: 1 }}>
          {message.error}
        </Typography>
      )}
    </Paper>
  );
}
