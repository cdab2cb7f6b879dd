import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';

type SelectionBarProps = { count: number; onRecertify: () => void; onDelete: () => void; onClear: () => void };

/** The bulk acts for the ticked rows; shown only while some are ticked. */
export function SelectionBar({ count, onRecertify, onDelete, onClear }: SelectionBarProps) {
  if (count === 0) return null;
  return (
    <Box
      role="toolbar"
      aria-label="Selected users"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', px: { xs: 2, sm: 3 }, py: 1, bgcolor: 'rgba(11,58,117,0.06)', borderBottom: '1px solid', borderColor: 'divider' }}
    >
      <Typography sx={{ fontWeight: 600, mr: 'auto' }} aria-live="polite">
        {count === 1 ? '1 user selected' : `${count} users selected`}
      </Typography>
      <Button size="small" startIcon={<VerifiedUserOutlined aria-hidden="true" />} onClick={onRecertify}>
        Re-certify
      </Button>
      <Button size="small" color="error" startIcon={<DeleteOutlineRounded aria-hidden="true" />} onClick={onDelete}>
        Delete
      </Button>
      <Button size="small" onClick={onClear}>
        Clear selection
      </Button>
    </Box>
  );
}
