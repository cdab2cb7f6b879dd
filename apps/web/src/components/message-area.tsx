import { useSelector } from 'react-redux';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { MessageStatus } from '@creditdesk/contracts';
import { messageRemoved, selectMessages } from '../lib/messages-slice';
import { useAppDispatch } from '../lib/redux-hooks';

const SEVERITY: Record<MessageStatus, 'success' | 'error' | 'warning'> = {
  success: 'success',
  error: 'error',
  fail: 'error',
  failed: 'error',
};

/** The global message area under the header (portal.md §2); the router clears it on every route change. */
export function MessageArea() {
  const messages = useSelector(selectMessages);
  const dispatch = useAppDispatch();
  if (messages.length === 0) return null;
  return (
    <Stack spacing={1} sx={{ mb: 3 }} aria-label="Messages" role="region">
      {messages.map((message) => (
        <Alert
          key={message.id}
          severity={SEVERITY[message.status]}
          variant="outlined"
          sx={{ bgcolor: 'background.paper' }}
          onClose={() => dispatch(messageRemoved(message.id))}
          slotProps={{ closeButton: { 'aria-label': 'Dismiss message' } }}
        >
          {message.content}
        </Alert>
      ))}
    </Stack>
  );
}
