import type { OfacDataSourceResponse } from '@creditdesk/contracts';
import { oneViewViewer } from '../one-view-viewer';
import { OfacReportView } from './ofac-report';

/** OFAC's viewer: one view of the one person or business screened (the PDF is named ofac_report.pdf whoever it is). */
export const OFAC_VIEWER = oneViewViewer<OfacDataSourceResponse>({
  label: 'OFAC',
  View: OfacReportView,
  subjectOf: (dsr) => {
    const name = dsr?.value?.ofacReport?.subject.name;
    return name ? { firstName: name, lastName: '' } : undefined;
  },
});
