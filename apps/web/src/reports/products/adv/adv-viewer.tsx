import type { AdvDataSourceResponse } from '@creditdesk/contracts';
import type { ProductViewer } from '../portal-product';
import { AdvReportView } from './adv-report';

const reportOf = (dataSourceResponse: unknown) => (dataSourceResponse as AdvDataSourceResponse | undefined)?.value?.advReport;

/*
 * The Automated Data View's viewer. Its answer reached the portal through its contract's schema (the
 * order endpoint's or the stored report's), so the dataSourceResponse is the ADV's shape.
 */
export const ADV_VIEWER: ProductViewer = {
  /** one consumer: one view. */
  views: (_key, dataSourceResponse) => [
    { name: 'primary', label: 'Automated Data View', content: <AdvReportView dataSourceResponse={dataSourceResponse as AdvDataSourceResponse} /> },
  ],
  consumerOf: (_key, dataSourceResponse) => {
    const subject = reportOf(dataSourceResponse)?.subject;
    return subject ? { firstName: subject.firstName, lastName: subject.lastName } : undefined;
  },
};
