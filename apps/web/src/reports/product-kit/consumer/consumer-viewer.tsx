import {
  CONSUMER_PRODUCTS,
  creditReportsOf,
  splitConsumerResponse,
  type ConsumerProduct,
  type DataSourceResponse,
} from '@creditdesk/contracts';
import type { ProductViewer } from '../../products/portal-product';
import { ReportViewContent } from './viewer/report-view-content';

const isConsumerProduct = (key: string): key is ConsumerProduct => (CONSUMER_PRODUCTS as readonly string[]).includes(key);

/*
 * The consumer family's viewer. The answer reached the portal through its contract's schema (the order
 * endpoint's or the stored report's), so a consumer product's dataSourceResponse is the consumer shape.
 */
export const CONSUMER_VIEWER: ProductViewer = {
  /** reports.md §4: an applicant pair is split into a primary and a co-applicant view. */
  views: (key, dataSourceResponse) => {
    if (!isConsumerProduct(key)) return [];
    return splitConsumerResponse(key, dataSourceResponse as DataSourceResponse).map((view) => ({
      name: view.name,
      label: view.label,
      content: <ReportViewContent product={key} dataSourceResponse={view.dataSourceResponse} />,
    }));
  },
  consumerOf: (key, dataSourceResponse) => {
    if (!isConsumerProduct(key)) return undefined;
    const subject = creditReportsOf(key, dataSourceResponse as DataSourceResponse)[0]?.subject;
    return subject ? { firstName: subject.firstName, lastName: subject.lastName } : undefined;
  },
};
