import PDFDocument from 'pdfkit';
import { PdfLayout } from './layout.js';

/**
 * A new letter-size PDF titled `productName inquiryId`; `draw` lays out its pages (and stamps their
 * frames). A throw while drawing abandons the document and rejects with that error.
 */
export function renderPdfDocument(productName: string, inquiryId: string, draw: (layout: PdfLayout) => void): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 0,
    bufferPages: true,
    autoFirstPage: false,
    info: { Title: `${productName} ${inquiryId}`, Author: 'Creditdesk', Subject: productName, Creator: 'Creditdesk' },
  });
  const pdf = collect(doc);
  try {
    draw(new PdfLayout(doc));
    doc.end();
  } catch (error) {
    pdf.catch(() => undefined);
    try {
      doc.end();
    } catch {
      // The document is abandoned; the rendering error is the one to report.
    }
    return Promise.reject(error);
  }
  return pdf;
}

function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
