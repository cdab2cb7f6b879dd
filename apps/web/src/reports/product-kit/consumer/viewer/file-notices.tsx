import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import { alertPresentation, type CreditReport } from '@creditdesk/contracts';
import { LEVEL_SEVERITY } from '../../../viewer/level-tones';

type Notice = { key: string; severity: 'success' | 'error' | 'warning' | 'info'; title: string; text: string; phone?: string | null };

/** An alert's title and how loud it is: the contracts' alertPresentation, as the PDF shows it. */
const alertNotice = (type: CreditReport['alerts'][number]['type']) => {
  const { title, level } = alertPresentation(type);
  return { title, severity: LEVEL_SEVERITY[level] };
};

/** The notices a reader must see first: no hit, freeze, deceased, and every alert on the file. */
export function fileNotices(report: CreditReport): Notice[] {
  const notices: Notice[] = [];
  if (!report.hit) {
    notices.push({
      key: 'no-hit',
      severity: 'info',
      title: 'No credit file found',
      text: 'The bureau found no file for the identity submitted. Check the name, SSN, date of birth and address, and order again if one was mistyped.',
    });
  }
  const types = new Set(report.alerts.map((a) => a.type));
  if (report.frozen && !types.has('SECURITY_FREEZE')) {
    notices.push({ key: 'frozen', ...alertNotice('SECURITY_FREEZE'), text: 'The consumer has frozen this file: no credit information was released.' });
  }
  if (report.subject.deceased && !types.has('DECEASED')) {
    notices.push({ key: 'deceased', ...alertNotice('DECEASED'), text: 'The bureau reports this consumer as deceased.' });
  }
  report.alerts.forEach((alert, index) => {
    notices.push({ key: `${alert.type}-${index}`, ...alertNotice(alert.type), text: alert.message, phone: alert.contactPhone });
  });
  return notices;
}

type FileNoticesProps = { report: CreditReport };

export function FileNotices({ report }: FileNoticesProps) {
  const notices = fileNotices(report);
  if (notices.length === 0) return null;
  return (
    <Stack component="section" aria-label="Alerts and notices" spacing={1.5}>
      {notices.map((notice) => (
        <Alert key={notice.key} severity={notice.severity} role="note" sx={{ border: '1px solid', borderColor: `${notice.severity}.light`, '& .MuiAlert-message': { width: '100%' } }}>
          <AlertTitle sx={{ fontWeight: 700 }}>{notice.title}</AlertTitle>
          {notice.text}
          {notice.phone && (
            <>
              {' '}
              Contact the consumer at <strong>{notice.phone}</strong> to verify identity before extending credit.
            </>
          )}
        </Alert>
      ))}
    </Stack>
  );
}
