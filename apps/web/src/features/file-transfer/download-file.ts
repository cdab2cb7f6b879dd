import { apiUrl } from '../../api/api-base-url';
import { clickDownloadLink } from '../../reports/pdf/save-file';

/**
 * Hands a download link (POST …/link: the file's own URL with a short-lived grant) to the browser: a
 * hidden anchor's click downloads it as any other file (Content-Disposition: attachment), streamed to
 * disk and resumable by the browser's download manager, never held in memory by the portal.
 */
export function startNativeDownload(url: string, fileName: string): void {
  // url is '/api/…' below the origin; apiUrl wants the part after /api
  clickDownloadLink(apiUrl(url.replace(/^\/api/, '')), fileName);
}
