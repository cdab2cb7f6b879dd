import { useState } from 'react';
import { useStore } from 'react-redux';
import { MESSAGES, productByKey } from '@creditdesk/contracts';
import { messageAdded } from '../../lib/messages-slice';
import { useAppDispatch } from '../../lib/redux-hooks';
import { fetchReportPdf, type PdfView } from './fetch-report-pdf';
import { saveFile } from './save-file';

type UseReportPdfOptions = {
  /** the product's key: its PDF call comes from the contracts' registry. */
  product: string;
  inquiryId: string;
  /** used when the answer names no file (the product's pdf.fileName). */
  fallbackFileName: string;
};

/**
 * The PDF download of a stored report: busy while it runs (cleared after the attempt, success or
 * failure); on failure the message area says so with status fail (reports.md §8), on success only
 * for a product whose declaration gives the words.
 */
export function useReportPdf({ product, inquiryId, fallbackFileName }: UseReportPdfOptions) {
  const store = useStore();
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);

  const download = async (view: PdfView) => {
    setBusy(true);
    try {
      const file = await fetchReportPdf(store, product, { inquiryId, view });
      saveFile(file.blob, file.fileName ?? fallbackFileName);
      // reports.md §8: a product the spec gives a message for says the file is saved (the MLA)
      const downloaded = productByKey(product)?.pdf.downloadedMessage;
      if (downloaded) dispatch(messageAdded({ status: 'success', content: downloaded }));
    } catch {
      // reports.md §8: each product's own status and words (its registry entry's pdf.failure)
      dispatch(messageAdded(productByKey(product)?.pdf.failure ?? { status: 'error', content: MESSAGES.reports.failure }));
      window.scrollTo({ top: 0, behavior: 'smooth' });
    } finally {
      setBusy(false);
    }
  };

  return { busy, download };
}
