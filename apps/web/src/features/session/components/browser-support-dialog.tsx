import { useState } from 'react';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import { AlertDialog } from '../../../components/alert-dialog';
import { SUPPORTED_BROWSERS, isInternetExplorer } from '../../../lib/browser';

type BrowserSupportDialogProps = { userAgent?: string };

/** Shown on Internet Explorer: it is not supported; the newest and previous versions of four browsers are. */
export function BrowserSupportDialog({ userAgent = globalThis.navigator?.userAgent ?? '' }: BrowserSupportDialogProps) {
  const [open, setOpen] = useState(() => isInternetExplorer(userAgent));
  return (
    <AlertDialog
      open={open}
      onClose={() => setOpen(false)}
      title="This browser is not supported"
      icon={<WarningAmberOutlined color="warning" aria-hidden="true" />}
      actions={
        <Button variant="contained" onClick={() => setOpen(false)}>
          OK
        </Button>
      }
    >
      <DialogContentText>
        Internet Explorer is not supported by Creditdesk, and some pages will not work in it. Please use the newest or
        the previous version of one of these browsers:
      </DialogContentText>
      <List dense>
        {SUPPORTED_BROWSERS.map((browser) => (
          <ListItem key={browser}>
            <ListItemText primary={browser} />
          </ListItem>
        ))}
      </List>
    </AlertDialog>
  );
}
