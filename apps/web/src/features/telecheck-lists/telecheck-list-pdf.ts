import { useState } from 'react';
import { useStore } from 'react-redux';
import { MESSAGES, TELECHECK_LIST_ENDPOINTS, telecheckListPdfFileName } from '@creditdesk/contracts';
import { endpointRequest } from '../../api/endpoint-request';
import { fetchFile } from '../../api/fetch-file';
import { usePageMessages } from '../../lib/use-page-messages';
import { saveFile } from '../../reports/pdf/save-file';
import type { TelecheckListView } from './telecheck-list-params';

/** The list as searched, as a PDF (POST /pdfs/telecheckcollectionsnegatives/download); a failure in reports.md §8's words. */
export function useTelecheckListPdf() {
  const store = useStore();
  const messages = usePageMessages();
  const [busy, setBusy] = useState(false);
  const download = async (view: TelecheckListView) => {
    setBusy(true);
    try {
      const body = { type: view.type, keyWords: view.keyWords, ...(view.fromDate ? { fromDate: view.fromDate } : {}), ...(view.toDate ? { toDate: view.toDate } : {}) };
      const result = await fetchFile(store, endpointRequest(TELECHECK_LIST_ENDPOINTS.pdf, { body }), 'telecheckListPdf');
      if ('error' in result) messages.error(MESSAGES.reports.failure);
      else saveFile(result.file.blob, result.file.fileName ?? telecheckListPdfFileName(view.type));
    } finally {
      setBusy(false);
    }
  };
  return { busy, download };
}
