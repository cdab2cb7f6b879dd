import type { TelecheckDataSourceResponse } from '@creditdesk/contracts';
import { oneViewViewer } from '../one-view-viewer';
import { TelecheckReportView } from './telecheck-report';

/** TeleCheck's viewer: one view of the check verified, named for its writer. */
export const TELECHECK_VIEWER = oneViewViewer<TelecheckDataSourceResponse>({
  label: 'TeleCheck',
  View: TelecheckReportView,
  subjectOf: (dsr) => dsr?.value?.telecheckReport?.consumer,
});
