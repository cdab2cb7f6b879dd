import type { AmlConnectDataSourceResponse } from '@creditdesk/contracts';
import { oneViewViewer } from '../one-view-viewer';
import { AmlConnectReportView } from './amlconnect-report';

/** AML Connect's viewer: one view of the one person or business screened (its PDF is AMLConnect_report.pdf whoever it is). */
export const AML_CONNECT_VIEWER = oneViewViewer<AmlConnectDataSourceResponse>({
  label: 'AML Connect',
  View: AmlConnectReportView,
  subjectOf: (dsr) => {
    const name = dsr?.value?.amlConnectReport?.subject.name;
    return name ? { firstName: name, lastName: '' } : undefined;
  },
});
