import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';

type RowActionsProps = {
  /** what the row is, in the buttons' names ("letter template Welcome", "reason code DL01"). */
  name: string;
  /** edit at this address, or with onEdit (a dialog). */
  editTo?: string;
  onEdit?: () => void;
  onDelete: () => void;
};

/** A row's Edit and Delete icon buttons (letters, account numbers, product configurations). */
export function RowActions({ name, editTo, onEdit, onDelete }: RowActionsProps) {
  return (
    <Box sx={{ display: 'inline-flex', gap: 0.5 }}>
      <Tooltip title="Edit">
        {editTo ? (
          <IconButton size="small" component={RouterLink} to={editTo} aria-label={`Edit ${name}`}>
            <EditOutlined fontSize="small" aria-hidden="true" />
          </IconButton>
        ) : (
          <IconButton size="small" onClick={onEdit} aria-label={`Edit ${name}`}>
            <EditOutlined fontSize="small" aria-hidden="true" />
          </IconButton>
        )}
      </Tooltip>
      <Tooltip title="Delete">
        <IconButton size="small" onClick={onDelete} aria-label={`Delete ${name}`}>
          <DeleteOutlineRounded fontSize="small" aria-hidden="true" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
