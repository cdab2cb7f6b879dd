import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import {
  NOT_REPORTED,
  PERSONA_ADDRESS_TYPE_LABELS,
  PERSONA_ADDRESS_TYPE_LEVELS,
  PERSONA_NAME_TYPE_LABELS,
  PERSONA_PHONE_TYPE_LABELS,
  PERSONA_STATUS_LABELS,
  formatDate,
  formatMonths,
  formatPersonaPhone,
  monthsBetween,
  personaFullName,
  personaStatusesOf,
  type PersonaAddress,
  type PersonaEmployment,
  type PersonaName,
  type PersonaPhone,
  type PersonaReport,
} from '@creditdesk/contracts';
import { LevelTag, Stacked } from '../../viewer/level-cells';
import { SubjectPanel } from '../../viewer/subject-panel';
import { SimpleTableSection, type Column } from '../../viewer/simple-table-section';

const date = (value: string | null | undefined) => formatDate(value) || NOT_REPORTED;

/** A record's place: "EVANSTON, IL 60201", the parts reported, or not reported. */
const placeOf = (record: { city: string | null; state: string | null; zip?: string | null }) =>
  [record.city, [record.state, record.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ') || NOT_REPORTED;

function StatusTag({ status }: { status: PersonaAddress['status'] }) {
  return status === 'current' ? (
    <Chip size="small" color="success" variant="outlined" label={PERSONA_STATUS_LABELS.current} sx={{ fontWeight: 600 }} />
  ) : (
    <Typography component="span" variant="body2" color="text.secondary">
      {PERSONA_STATUS_LABELS.former}
    </Typography>
  );
}

/**
 * Who the report is about, as the PDF's subject panel: the name, the SSN's last four only, the year
 * of birth only, when the file was first reported and the date it is current to; the contracts'
 * statuses as chips (the PDF's heading shows the first).
 */
export function PersonaSubjectSection({ report }: { report: PersonaReport }) {
  const { subject } = report;
  return (
    <SubjectPanel
      name={personaFullName(subject)}
      statuses={personaStatusesOf(report)}
      facts={[
        { label: 'SSN', value: `***-**-${subject.ssnLast4}` },
        { label: 'Year of birth', value: subject.yearOfBirth === null ? NOT_REPORTED : String(subject.yearOfBirth) },
        { label: 'File since', value: date(subject.fileSinceDate) },
        { label: 'File as of', value: date(report.asOfDate) },
      ]}
    />
  );
}

/** The name on file and every alias reported with the SSN; an alias in the level of the contracts' "aliases" status. */
export function PersonaNamesSection({ report }: { report: PersonaReport }) {
  const aliasLevel = personaStatusesOf(report).find((s) => s.key === 'aliases')?.level ?? 'neutral';
  const columns: Column<PersonaName>[] = [
    { header: 'Name', cell: (n) => <Typography variant="body2" sx={{ fontWeight: n.type === 'primary' ? 700 : 500 }}>{personaFullName(n) || NOT_REPORTED}</Typography> },
    { header: 'Type', cell: (n) => <LevelTag label={PERSONA_NAME_TYPE_LABELS[n.type]} level={n.type === 'aka' ? aliasLevel : 'neutral'} />, nowrap: true },
    { header: 'First reported', cell: (n) => date(n.firstReported), align: 'right', nowrap: true },
    { header: 'Last reported', cell: (n) => date(n.lastReported), align: 'right', nowrap: true },
  ];
  return <SimpleTableSection title="Names and aliases" rows={report.names} columns={columns} empty="No names reported." minWidth={480} />;
}

/** Newest first: the address, its type in the contracts' level (a PO box or commercial address is worth a look), current or former, when reported. */
export function PersonaAddressesSection({ report }: { report: PersonaReport }) {
  const columns: Column<PersonaAddress>[] = [
    { header: 'Address', cell: (a) => <Stacked main={a.line1 || NOT_REPORTED} sub={placeOf(a)} strong={a.status === 'current'} /> },
    { header: 'Type', cell: (a) => <LevelTag label={PERSONA_ADDRESS_TYPE_LABELS[a.type]} level={PERSONA_ADDRESS_TYPE_LEVELS[a.type]} />, nowrap: true },
    { header: 'Status', cell: (a) => <StatusTag status={a.status} /> },
    { header: 'First reported', cell: (a) => date(a.firstReported), align: 'right', nowrap: true },
    { header: 'Last reported', cell: (a) => date(a.lastReported), align: 'right', nowrap: true },
    { header: 'Times reported', cell: (a) => a.timesReported, align: 'right' },
  ];
  return <SimpleTableSection title="Address history" rows={report.addresses} columns={columns} empty="No addresses reported." minWidth={720} />;
}

/** Newest first: the employer and position where reported, where, current or former, when reported and for how long. */
export function PersonaEmploymentSection({ report }: { report: PersonaReport }) {
  const columns: Column<PersonaEmployment>[] = [
    { header: 'Employer', cell: (e) => <Stacked main={e.employer} sub={e.position ?? 'Position not reported'} strong={e.status === 'current'} /> },
    { header: 'Location', cell: (e) => placeOf(e) },
    { header: 'Status', cell: (e) => <StatusTag status={e.status} /> },
    { header: 'First reported', cell: (e) => date(e.firstReported), align: 'right', nowrap: true },
    { header: 'Last reported', cell: (e) => date(e.lastReported), align: 'right', nowrap: true },
    { header: 'Span', cell: (e) => formatMonths(monthsBetween(e.firstReported, e.lastReported)), align: 'right', nowrap: true },
  ];
  return <SimpleTableSection title="Employment history" rows={report.employment} columns={columns} empty="No employment reported." minWidth={760} />;
}

export function PersonaPhonesSection({ report }: { report: PersonaReport }) {
  const columns: Column<PersonaPhone>[] = [
    { header: 'Number', cell: (p) => <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{formatPersonaPhone(p.number)}</Typography> },
    { header: 'Type', cell: (p) => PERSONA_PHONE_TYPE_LABELS[p.type] },
    { header: 'First reported', cell: (p) => date(p.firstReported), align: 'right', nowrap: true },
    { header: 'Last reported', cell: (p) => date(p.lastReported), align: 'right', nowrap: true },
  ];
  return <SimpleTableSection title="Phones" rows={report.phones} columns={columns} empty="No phone reported." minWidth={440} />;
}
