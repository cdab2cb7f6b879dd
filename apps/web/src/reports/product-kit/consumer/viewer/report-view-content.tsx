import Alert from '@mui/material/Alert';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { creditReportsOf, type ConsumerProduct, type DataSourceResponse } from '@creditdesk/contracts';
import { ConsumerReport } from './consumer-report';

type ReportViewContentProps = { product: ConsumerProduct; dataSourceResponse: DataSourceResponse };

/** Everything one view holds: the bureau's errors, then each person's report (one when split). */
export function ReportViewContent({ product, dataSourceResponse: dsr }: ReportViewContentProps) {
  const reports = creditReportsOf(product, dsr);
  const { twnSelectReport = [], dataxReport = [] } = dsr.value.consumers;
  // an absent list: the company had not connected that source when the report was ordered
  const notRequested = product === 'oneviewplus' ? { twn: !dsr.value.consumers.twnSelectReport, datax: !dsr.value.consumers.dataxReport } : undefined;
  const extra = <T extends { identifier: string }>(list: T[], identifier: string, index: number) =>
    list.find((entry) => entry.identifier === identifier) ?? (list.length === reports.length ? list[index] : undefined);
  return (
    <Stack spacing={3}>
      {dsr.errors.map((error, index) => (
        <Alert key={index} severity="warning" role="note">
          {error.message}
          {error.identifier ? ` (${error.identifier})` : ''}
        </Alert>
      ))}
      {reports.length === 0 && dsr.errors.length === 0 && (
        <Alert severity="info" role="note">
          The bureau returned no report for this request.
        </Alert>
      )}
      {reports.map((report, index) => (
        <Stack key={`${report.identifier}-${index}`} spacing={3}>
          {index > 0 && <Divider sx={{ borderBottomWidth: 2 }} />}
          <ConsumerReport
            report={report}
            twn={product === 'oneviewplus' ? extra(twnSelectReport, report.identifier, index) : undefined}
            datax={product === 'oneviewplus' ? extra(dataxReport, report.identifier, index) : undefined}
            notRequested={notRequested}
          />
        </Stack>
      ))}
    </Stack>
  );
}
