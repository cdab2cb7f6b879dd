import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';

type SelectionBarProps = {
  /** the toolbar's name ("Selected letter templates"). */
  label: string;
  count: number;
  /** what is ticked, one and several ("template", "templates"). */
  noun: readonly [string, string];
  onDelete: () => void;
  onClear: () => void;
  /** the list's own bulk acts, before Delete (Users: Re-certify). */
  actions?: ReactNode;
};

/** Above a list whose rows are ticked: how many are, Delete them, or clear the ticks. Nothing when none is. */
export function SelectionBar({ label, count, noun, onDelete, onClear, actions }: SelectionBarProps) {
  if (count === 0) return null;
  return (
    <Box
      role="toolbar"
      aria-label={label}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', px: { xs: 2, sm: 3 }, py: 1, bgcolor: 'rgba(11,58,117,0.06)', borderBottom: '1px solid', borderColor: 'divider' }}
    >
      <Typography sx={{ fontWeight: 600, mr: 'auto' }} aria-live="polite">
        {count === 1 ? `1 ${noun[0]} selected` : `${count} ${noun[1]} selected`}
      </Typography>
      {actions}
      <Button size="small" color="error" startIcon={<DeleteOutlineRounded aria-hidden="true" />} onClick={onDelete}>
        Delete
      </Button>
      <Button size="small" onClick={onClear}>
        Clear selection
      </Button>
    </Box>
  );
}
