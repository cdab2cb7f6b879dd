import { TELECHECK_LIST_LABELS, TELECHECK_STATUS_LABELS, type TelecheckListItem, type TelecheckListType, formatCheckAmount, formatDate } from '@creditdesk/contracts';
import { endLine, panelPair, renderProductPdf } from '../reports/pdf/products/product-sections.js';
import { drawTable } from '../reports/pdf/table.js';

export const TELECHECK_LIST_CONFIDENTIALITY = 'TeleCheck list of your company. Checking accounts are shown by their last four digits.';

type ListPdf = {
  type: TelecheckListType;
  items: readonly TelecheckListItem[];
  /** the search it shows, in words. */
  search: { keyWords: string; fromDate?: string; toDate?: string };
  customerName: string;
  userName: string;
  printedAt: Date;
};

/** A TeleCheck collections or negatives list as a PDF: what was searched, then every entry found (accounts masked). */
export function renderTelecheckListPdf(list: ListPdf): Promise<Buffer> {
  const label = `TeleCheck ${TELECHECK_LIST_LABELS[list.type]}`;
  const inquiry = { id: `${list.type} list`, createdAt: list.printedAt, customerName: list.customerName, userName: list.userName, accountNumber: '', customerReferenceNumber: '', permissiblePurpose: '' };
  return renderProductPdf({ productName: label, inquiry, runningTitle: label, confidentiality: TELECHECK_LIST_CONFIDENTIALITY }, (layout) => {
    panelPair(
      layout,
      { title: 'List', rows: [{ label: 'Company', value: list.customerName }, { label: 'Printed by', value: list.userName }, { label: 'Entries', value: String(list.items.length) }] },
      {
        title: 'Search',
        rows: [
          { label: 'Key words', value: list.search.keyWords || 'None' },
          { label: 'Placed from', value: list.search.fromDate ? formatDate(list.search.fromDate) : 'Any day' },
          { label: 'Placed to', value: list.search.toDate ? formatDate(list.search.toDate) : 'Any day' },
        ],
      },
    );
    drawTable(layout, {
      title: label,
      count: `${list.items.length} ${list.items.length === 1 ? 'entry' : 'entries'}`,
      rows: [...list.items],
      empty: 'No entries match.',
      columns: [
        { header: 'Placed', width: 1.1, cell: (i) => ({ text: formatDate(i.placedAt.slice(0, 10)), sub: i.placedBy }) },
        { header: 'Consumer', width: 1.6, cell: (i) => i.consumerName },
        { header: 'Check', width: 0.8, cell: (i) => i.checkNumber },
        { header: 'Routing / account', width: 1.4, cell: (i) => ({ text: i.routingNumber, sub: i.accountMasked, verbatim: true }) },
        { header: 'Amount', width: 1, align: 'right', cell: (i) => formatCheckAmount(i.amount) },
        { header: 'Status', width: 0.8, cell: (i) => TELECHECK_STATUS_LABELS[i.status] },
      ],
    });
    endLine(layout, `End of ${label}`);
  });
}
