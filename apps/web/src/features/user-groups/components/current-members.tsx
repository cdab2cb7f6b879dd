import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import PersonRemoveOutlined from '@mui/icons-material/PersonRemoveOutlined';
import { ROLE_LABELS } from '@creditdesk/contracts';
import type { GroupMember } from '../api';

type CurrentMembersProps = {
  groupName: string;
  members: readonly GroupMember[];
  /** the member being removed (spinner on their button; the others wait). */
  removing: string | null;
  /** the server's sentence after a removal, read out politely. */
  note: string;
  disabled?: boolean;
  onRemove: (userName: string) => void;
};

/** The group's members now, each with Remove (takes effect at once, apart from Save). */
export function CurrentMembers({ groupName, members, removing, note, disabled, onRemove }: CurrentMembersProps) {
  return (
    <Box>
      <Typography id="current-members" sx={{ fontWeight: 600 }}>
        Current members ({members.length})
      </Typography>
      {members.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          No members yet.
        </Typography>
      ) : (
        <List dense aria-labelledby="current-members" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, mt: 1, py: 0, maxHeight: 320, overflowY: 'auto' }}>
          {members.map((m, i) => (
            <ListItem
              key={m.userName}
              divider={i < members.length - 1}
              secondaryAction={
                <Button
                  size="small"
                  color="error"
                  onClick={() => onRemove(m.userName)}
                  disabled={disabled || removing !== null}
                  startIcon={removing === m.userName ? <CircularProgress size={14} color="inherit" aria-hidden="true" /> : <PersonRemoveOutlined fontSize="small" aria-hidden="true" />}
                  aria-label={`Remove ${m.userName} from ${groupName}`}
                >
                  Remove
                </Button>
              }
              sx={{ pr: 14 }}
            >
              <ListItemText
                primary={`${m.firstName} ${m.lastName}`.trim() || m.userName}
                secondary={`${m.userName} · ${ROLE_LABELS[m.role]}${m.status === 'active' ? '' : ` · ${m.status}`}`}
              />
            </ListItem>
          ))}
        </List>
      )}
      <Typography role="status" variant="body2" color="success.main" sx={{ mt: note ? 1 : 0 }}>
        {note}
      </Typography>
    </Box>
  );
}
