import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';

type AlertDialogProps = {
  open: boolean;
  title: string;
  icon?: ReactNode;
  children: ReactNode;
  actions: ReactNode;
  /** Escape / backdrop; leave out for a dialog that must be answered with a button. */
  onClose?: () => void;
};

/** A modal that needs an answer: session warnings, notices. Announced as an alertdialog. */
export function AlertDialog({ open, title, icon, children, actions, onClose }: AlertDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose ? () => onClose() : undefined}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      role="alertdialog"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, pb: 1 }}>
        {icon}
        {title}
      </DialogTitle>
      <DialogContent>
        <Box id={bodyId}>{children}</Box>
      </DialogContent>
      {/* buttons wrap on a phone rather than break their labels */}
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: 'wrap', '& .MuiButton-root': { whiteSpace: 'nowrap' } }}>{actions}</DialogActions>
    </Dialog>
  );
}
