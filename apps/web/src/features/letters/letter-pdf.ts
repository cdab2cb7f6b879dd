import { useState } from 'react';
import { useStore } from 'react-redux';
import { ELETTER_PDF_FILE_NAME, MESSAGES, eletterPdfEndpoint } from '@creditdesk/contracts';
import { endpointRequest } from '../../api/endpoint-request';
import { fetchFile } from '../../api/fetch-file';
import { usePageMessages } from '../../lib/use-page-messages';
import { saveFile } from '../../reports/pdf/save-file';

/**
 * A letter's PDF (POST /pdfs/eletter/download {letterId}, saved as eletter_template.pdf, reports.md
 * §7): the server renders its own copy of the recorded letter. `busy` is the letter being made (its
 * button shows a spinner); a failure says so in the message area (reports.md §8 only logs it, which
 * leaves the user waiting for nothing).
 */
export function useLetterPdf() {
  const store = useStore();
  const messages = usePageMessages();
  const [busy, setBusy] = useState<string | null>(null);
  const download = async (letterId: string) => {
    setBusy(letterId);
    try {
      const result = await fetchFile(store, endpointRequest(eletterPdfEndpoint, { body: { letterId } }), 'letterPdf');
      if ('error' in result) messages.error(MESSAGES.reports.pdfFailure);
      else saveFile(result.file.blob, result.file.fileName ?? ELETTER_PDF_FILE_NAME);
    } finally {
      setBusy(null);
    }
  };
  return { busy, download };
}
