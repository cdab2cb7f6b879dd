import type { ComponentType } from 'react';
import type { ProductViewer, StoredReportRef } from './portal-product';

type OneViewOptions<D> = {
  /** the view's label: the product's name. */
  label: string;
  /** the report on screen, given the product's dataSourceResponse. */
  View: ComponentType<{ dataSourceResponse: D } & StoredReportRef>;
  /** whom the report is about (its subject), for the PDF's fallback file name. */
  subjectOf: (dataSourceResponse: D | undefined) => { firstName: string; lastName: string } | null | undefined;
};

/**
 * The viewer of a product about one consumer: one view, and the consumer its subject. Its answer
 * reached the portal through its contract's schema (the order endpoint's or the stored report's), so
 * the dataSourceResponse is the product's shape.
 */
export function oneViewViewer<D>({ label, View, subjectOf }: OneViewOptions<D>): ProductViewer {
  return {
    views: (_key, dataSourceResponse, report) => [{ name: 'primary', label, content: <View dataSourceResponse={dataSourceResponse as D} {...report} /> }],
    consumerOf: (_key, dataSourceResponse) => {
      const subject = subjectOf(dataSourceResponse as D | undefined);
      return subject ? { firstName: subject.firstName, lastName: subject.lastName } : undefined;
    },
  };
}
