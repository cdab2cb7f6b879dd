import { useState } from 'react';
import { useSelector, useStore } from 'react-redux';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { MESSAGES } from '@creditdesk/contracts';
import { selectAuth } from '../../../lib/auth/auth-slice';
import { usePageMessages } from '../../../lib/use-page-messages';
import { exportUsers } from '../export-users';
import { filterArgsOf, type UsersFilters } from '../users-query';

/** "Export CSV": the users matching the list's filters, saved as exportData.csv (portal.md §7, §8). */
export function ExportButton({ filters }: { filters: UsersFilters }) {
  const store = useStore();
  const { customerId } = useSelector(selectAuth);
  const messages = usePageMessages();
  const [busy, setBusy] = useState(false);

  const handleExport = async () => {
    setBusy(true);
    try {
      const saved = await exportUsers(store, customerId, filterArgsOf(filters));
      if (saved) messages.success(MESSAGES.users.exported);
      else messages.error(MESSAGES.users.exportFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      variant="outlined"
      onClick={() => void handleExport()}
      disabled={busy}
      startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden="true" /> : <FileDownloadOutlined aria-hidden="true" />}
    >
      {busy ? 'Exporting…' : 'Export CSV'}
    </Button>
  );
}
