import type { PersonaDataSourceResponse } from '@creditdesk/contracts';
import { oneViewViewer } from '../one-view-viewer';
import { PersonaReportView } from './persona-report';

/** The Persona's viewer: one view of the one consumer. */
export const PERSONA_VIEWER = oneViewViewer<PersonaDataSourceResponse>({
  label: 'Persona',
  View: PersonaReportView,
  subjectOf: (dsr) => dsr?.value?.personaReport?.subject,
});
