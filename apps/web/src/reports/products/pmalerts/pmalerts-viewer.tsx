import type { PmAlertsDataSourceResponse } from '@creditdesk/contracts';
import type { ProductViewer } from '../portal-product';
import { PmAlertsReportView } from './pmalerts-report';

/** PM Alerts' viewer: one view of the stored report; it names no one consumer, so the PDF keeps the server's file name. */
export const PM_ALERTS_VIEWER: ProductViewer = {
  views: (_key, dataSourceResponse) => [{ name: 'primary', label: 'PM Alerts', content: <PmAlertsReportView dataSourceResponse={dataSourceResponse as PmAlertsDataSourceResponse} /> }],
  consumerOf: () => undefined,
};
