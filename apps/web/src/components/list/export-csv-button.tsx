import { useState } from 'react';
import { useStore } from 'react-redux';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import type { FetchArgs } from '@reduxjs/toolkit/query';
import { MESSAGES } from '@creditdesk/contracts';
import { downloadCsv } from '../../api/download-csv';
import { usePageMessages } from '../../lib/use-page-messages';

type ExportCsvButtonProps = {
  /** the export's call with the list's filters and order (endpointRequest of its download endpoint). */
  request: () => FetchArgs;
  /** the file's declared name (the list's CsvExport). */
  fileName: string;
  disabled?: boolean;
};

/**
 * "Export CSV": a list as it is filtered and ordered, saved under its file name, with the spec's
 * success and failure texts (portal.md §8). The users list's, and every list's that exports.
 */
export function ExportCsvButton({ request, fileName, disabled = false }: ExportCsvButtonProps) {
  const store = useStore();
  const messages = usePageMessages();
  const [busy, setBusy] = useState(false);

  const handleExport = async () => {
    setBusy(true);
    try {
      const saved = await downloadCsv(store, request(), fileName, 'exportCsv');
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
      disabled={busy || disabled}
      startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden="true" /> : <FileDownloadOutlined aria-hidden="true" />}
    >
      {busy ? 'Exporting…' : 'Export CSV'}
    </Button>
  );
}
