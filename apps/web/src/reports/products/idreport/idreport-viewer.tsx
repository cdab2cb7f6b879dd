import type { IdReportDataSourceResponse } from '@creditdesk/contracts';
import type { ProductViewer } from '../portal-product';
import { IdReportView } from './idreport-report';

/*
 * The ID Report's viewer. Its answer reached the portal through its contract's schema (the order
 * endpoint's or the stored report's), so the dataSourceResponse is the ID Report's shape.
 */
export const ID_REPORT_VIEWER: ProductViewer = {
  /** one consumer: one view. */
  views: (_key, dataSourceResponse) => [
    { name: 'primary', label: 'ID Report', content: <IdReportView dataSourceResponse={dataSourceResponse as IdReportDataSourceResponse} /> },
  ],
  consumerOf: (_key, dataSourceResponse) => {
    const subject = (dataSourceResponse as IdReportDataSourceResponse | undefined)?.value?.idReport?.subject;
    return subject ? { firstName: subject.firstName, lastName: subject.lastName } : undefined;
  },
};
