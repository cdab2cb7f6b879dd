import PDFDocument from 'pdfkit';
import { registerFonts } from './fonts.js';
import { PdfLayout } from './layout.js';

/** What a PDF says about itself: its title (shown in the reader's title bar), subject, author and language. */
export type PdfDocumentInfo = {
  title: string;
  subject: string;
  author?: string;
  /** the language of the text, BCP 47 ('en-US', 'es-US'): a screen reader speaks it in that language. */
  lang?: string;
};

/**
 * The one place a PDF is made, so every PDF the portal serves (reports, letters, lists) is accessible
 * alike: a tagged PDF 1.7 (the structure tree that PdfLayout builds, the language, the title shown
 * instead of the file name) with the theme's Unicode fonts embedded. `draw` lays out the pages; a
 * throw while drawing abandons the document and rejects with that error.
 */
export function renderTaggedPdf<L extends PdfLayout>(info: PdfDocumentInfo, makeLayout: (doc: PDFKit.PDFDocument) => L, draw: (layout: L) => void): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 0,
    bufferPages: true,
    autoFirstPage: false,
    pdfVersion: '1.7',
    tagged: true,
    lang: info.lang ?? 'en-US',
    displayTitle: true,
    info: { Title: info.title, Author: info.author ?? 'Creditdesk', Subject: info.subject, Creator: 'Creditdesk' },
  });
  registerFonts(doc);
  const pdf = collect(doc);
  try {
    draw(makeLayout(doc));
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

/** A new letter-size report PDF titled `productName inquiryId`; `draw` lays out its pages (and stamps their frames). */
export function renderPdfDocument(productName: string, inquiryId: string, draw: (layout: PdfLayout) => void): Promise<Buffer> {
  return renderTaggedPdf({ title: `${productName} ${inquiryId}`, subject: productName }, (doc) => new PdfLayout(doc), draw);
}

function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
