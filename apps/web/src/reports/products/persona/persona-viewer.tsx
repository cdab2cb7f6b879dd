import type { PersonaDataSourceResponse } from '@creditdesk/contracts';
import type { ProductViewer } from '../portal-product';
import { PersonaReportView } from './persona-report';

/*
 * The Persona's viewer. Its answer reached the portal through its contract's schema (the order
 * endpoint's or the stored report's), so the dataSourceResponse is the Persona's shape.
 */
export const PERSONA_VIEWER: ProductViewer = {
  /** one consumer: one view. */
  views: (_key, dataSourceResponse) => [
    { name: 'primary', label: 'Persona', content: <PersonaReportView dataSourceResponse={dataSourceResponse as PersonaDataSourceResponse} /> },
  ],
  consumerOf: (_key, dataSourceResponse) => {
    const subject = (dataSourceResponse as PersonaDataSourceResponse | undefined)?.value?.personaReport?.subject;
    return subject ? { firstName: subject.firstName, lastName: subject.lastName } : undefined;
  },
};
