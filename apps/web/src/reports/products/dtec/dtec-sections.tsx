import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DTEC_ADDRESS_TYPE_LABELS,
  DTEC_ALERT_TYPE_LABELS,
  DTEC_PHONE_TYPE_LABELS,
  NOT_REPORTED,
  dtecAddressTypeLevel,
  dtecAlertLevel,
  formatDigits334,
  type DtecReport,
} from '@creditdesk/contracts';
import { LEVEL_SEVERITY } from '../../viewer/level-tones';
import { ReportSection } from '../../viewer/report-section';
import { SimpleTableSection, type Column } from '../../viewer/simple-table-section';
import { AddressLines, FactPanelsSection, fullName, reportDate } from '../../product-kit/identity/identity-sections';
import { LevelText } from '../../viewer/level-cells';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** The alerts on file, each with when it was placed and ends and the number the consumer asks to be called at; nothing when none. */
export function DtecAlertsSection({ report }: { report: DtecReport }) {
  if (report.alerts.length === 0) return null;
  return (
    <ReportSection title="Alerts on file" count={report.alerts.length}>
      <Stack spacing={1.5}>
        {report.alerts.map((alert, index) => (
          <Alert key={index} severity={LEVEL_SEVERITY[dtecAlertLevel(alert.type)]} role="note" data-level={dtecAlertLevel(alert.type)}>
            <AlertTitle sx={{ fontWeight: 700 }}>{DTEC_ALERT_TYPE_LABELS[alert.type]}</AlertTitle>
            {alert.text}
            <Typography variant="body2" sx={{ mt: 0.5, fontWeight: 600 }}>
              {[
                `Placed ${reportDate(alert.placedDate)}`,
                alert.expiresDate ? `expires ${reportDate(alert.expiresDate)}` : '',
                alert.contactPhone ? `contact ${formatDigits334(alert.contactPhone)}` : '',
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
          </Alert>
        ))}
      </Stack>
    </ReportSection>
  );
}

type Inquiry = DtecReport['velocity']['inquiries'][number];

/** The inquiries on the identity in the last 90 days, newest first, with the counts the velocity rule reads. */
export function DtecInquiriesSection({ report }: { report: DtecReport }) {
  const v = report.velocity;
  const columns: Column<Inquiry>[] = [
    { header: 'Date', cell: (q) => <Typography variant="body2" sx={{ fontWeight: 700 }}>{reportDate(q.date)}</Typography>, nowrap: true },
    { header: 'Industry', cell: (q) => q.industry },
    { header: 'Application city', cell: (q) => `${q.city}, ${q.state}` },
  ];
  return (
    <SimpleTableSection
      title="Inquiries on this identity, last 90 days"
      rows={v.inquiries}
      columns={columns}
      empty="No inquiries in the last 90 days."
      minWidth={440}
      actions={
        <Typography variant="body2" color="text.secondary" data-testid="velocity-counts">
          {v.last7Days} in 7 days · {v.last30Days} in 30 · {v.last90Days} in 90 · with this SSN in 30 days: {v.distinctNames30Days} {v.distinctNames30Days === 1 ? 'name' : 'names'},{' '}
          {v.distinctAddresses30Days} {v.distinctAddresses30Days === 1 ? 'address' : 'addresses'}
        </Typography>
      }
    />
  );
}

type SsnIdentity = DtecReport['ssn']['identities'][number];

/** The names and addresses reported with the SSN (the SSN look-up), the one given marked apart from the others. */
export function DtecIdentitiesSection({ report }: { report: DtecReport }) {
  const columns: Column<SsnIdentity>[] = [
    {
      header: 'Name',
      cell: (i) => (
        <>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {fullName(i)}
          </Typography>
          <Typography variant="caption" sx={{ fontWeight: 600 }}>
            <LevelText level={i.submitted ? 'good' : 'poor'}>{i.submitted ? 'The identity given' : 'Another identity'}</LevelText>
          </Typography>
        </>
      ),
    },
    { header: 'Date of birth', cell: (i) => reportDate(i.dateOfBirth), nowrap: true },
    { header: 'Latest address', cell: (i) => (i.addresses[0] ? <AddressLines address={i.addresses[0]} /> : NOT_REPORTED) },
    { header: 'First reported', cell: (i) => reportDate(i.firstReported), align: 'right', nowrap: true },
    { header: 'Last reported', cell: (i) => reportDate(i.lastReported), align: 'right', nowrap: true },
  ];
  return (
    <SimpleTableSection
      title="Identities reported with this SSN"
      rows={report.ssn.identities}
      columns={columns}
      empty={report.ssn.validity === 'never-issued' ? 'None: the number is never issued.' : 'None: no identity is reported with this SSN.'}
      minWidth={680}
    />
  );
}

/** What the address and the phone given are, and whether they are on file for the SSN's own consumer. */
export function DtecAddressPhoneSection({ report }: { report: DtecReport }) {
  const { address, phone } = report;
  return (
    <FactPanelsSection
      title="Address and phone screens"
      panels={[
        {
          title: 'Address screen',
          facts: [
            { label: 'Type', value: <LevelText level={dtecAddressTypeLevel(address.type)}>{DTEC_ADDRESS_TYPE_LABELS[address.type]}</LevelText> },
            { label: 'What it is', value: address.description },
            { label: 'On file for the SSN', value: yesNo(address.onFileForSsn) },
            { label: 'Other SSNs, 90 days', value: address.otherSsns90Days > 0 ? <LevelText level="poor">{String(address.otherSsns90Days)}</LevelText> : '0' },
          ],
        },
        {
          title: 'Phone screen',
          facts: phone
            ? [
                { label: 'Number', value: formatDigits334(phone.number) },
                { label: 'Type', value: <LevelText level={phone.type === 'voip' ? 'fair' : 'neutral'}>{DTEC_PHONE_TYPE_LABELS[phone.type]}</LevelText> },
                { label: 'On file for the SSN', value: yesNo(phone.onFileForSsn) },
              ]
            : [{ label: 'Number', value: 'Not given' }],
        },
      ]}
    />
  );
}
