import { useState } from 'react';
import { useSelector } from 'react-redux';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import { selectAuth } from '../../../lib/auth/auth-slice';
import { useGetSystemAdminsQuery } from '../api';
import { fullName } from '../user-acts';
import { UserStatusChip } from './user-status-chip';

/** The company's system administrators (portal.md §6), fetched once the section is opened. */
export function SystemAdminsPanel() {
  const { customerId } = useSelector(selectAuth);
  const [open, setOpen] = useState(false);
  const admins = useGetSystemAdminsQuery(customerId, { skip: !open });

  return (
    <Accordion variant="outlined" expanded={open} onChange={(_, expanded) => setOpen(expanded)} disableGutters slotProps={{ heading: { component: 'h2' } }} sx={{ mt: 3, borderRadius: 1, '&::before': { display: 'none' } }}>
      <AccordionSummary expandIcon={<ExpandMoreRounded aria-hidden="true" />} aria-controls="system-admins-content" id="system-admins-header">
        <AdminPanelSettingsOutlined color="primary" aria-hidden="true" sx={{ mr: 1.5 }} />
        <span>
          <Typography component="span" variant="h6" sx={{ display: 'block' }}>System administrators</Typography>
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>Only they may change System Administrator groups and users.</Typography>
        </span>
      </AccordionSummary>
      <AccordionDetails id="system-admins-content" sx={{ pt: 0 }}>
        {admins.isError ? (
          <Alert severity="error" action={<Button color="inherit" onClick={() => void admins.refetch()}>Try again</Button>}>
            The system administrators could not be loaded.
          </Alert>
        ) : !admins.data ? (
          <Skeleton variant="text" width="60%" aria-label="Loading system administrators" />
        ) : admins.data.length === 0 ? (
          <Typography color="text.secondary">Your company has no system administrator.</Typography>
        ) : (
          <List dense aria-label="System administrators" disablePadding>
            {admins.data.map((admin) => (
              <ListItem key={admin.userName} disableGutters secondaryAction={<UserStatusChip user={admin} />}>
                <ListItemText primary={`${fullName(admin)} (${admin.userName})`} secondary={admin.email} />
              </ListItem>
            ))}
          </List>
        )}
      </AccordionDetails>
    </Accordion>
  );
}
