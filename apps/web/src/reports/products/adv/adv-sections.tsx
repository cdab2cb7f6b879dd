import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  ADV_BANKRUPTCY_STATUS_LABELS,
  ADV_DWELLING_LABELS,
  ADV_JUDGMENT_STATUS_LABELS,
  ADV_JUDGMENT_TYPE_LABELS,
  ADV_LIEN_STATUS_LABELS,
  ADV_LIEN_TYPE_LABELS,
  ADV_PHONE_TYPE_LABELS,
  ADV_RELATIONSHIP_LABELS,
  NOT_REPORTED,
  advBankruptcyLevel,
  advJudgmentLevel,
  advLienLevel,
  advStatusOf,
  formatDate,
  formatDigits334,
  formatMoney,
  type AdvReport,
  type PresentationLevel,
} from '@creditdesk/contracts';
import { joinName } from '../../format';
import { FactList } from '../../viewer/fact-list';
import { LEVEL_CHIP, LEVEL_TEXT } from '../../viewer/level-tones';
import { RecordTableSection } from '../../viewer/record-table-section';
import type { Column } from '../../viewer/simple-table-section';

type SectionProps = { report: AdvReport };

const date = (value: string | null) => formatDate(value) || NOT_REPORTED;
const place = (p: { city: string; state: string; zip?: string }) => [p.city, [p.state, p.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ') || NOT_REPORTED;

/** A line under a cell's main value (a case number, a creditor). */
function Sub({ children }: { children: ReactNode }) {
  return (
    <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
      {children}
    </Typography>
  );
}

/** A status in its level's colour (the contracts' level), with its date under it. */
function Status({ label, level, on }: { label: string; level: PresentationLevel; on?: string | null }) {
  return (
    <>
      <Chip size="small" label={label} color={LEVEL_CHIP[level]} variant={level === 'alarm' ? 'filled' : 'outlined'} />
      {on && <Sub>{date(on)}</Sub>}
    </>
  );
}

const current = <Chip size="small" label="Current" color="primary" />;

/** Whom the view is about: the status, the name, the SSN on record, date of birth and age, deceased, the current address. */
export function AdvSubjectSection({ report }: SectionProps) {
  const { subject } = report;
  const status = advStatusOf(report);
  const home = report.addresses.find((a) => a.current) ?? report.addresses[0];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 0.5 }}>
        <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.6, letterSpacing: '0.08em' }}>
          Public records
        </Typography>
        <Chip size="small" color={LEVEL_CHIP[status.level]} variant={status.level === 'alarm' ? 'filled' : 'outlined'} label={status.label} data-testid="adv-status" />
      </Box>
      <Typography variant="h5" component="h2" sx={{ fontSize: '1.5rem', fontWeight: 700, letterSpacing: '-0.01em', mb: 2 }}>
        {joinName(subject.firstName, subject.middleName, subject.lastName, subject.suffix)}
      </Typography>
      <FactList
        columns={{ xs: 2, md: 4 }}
        facts={[
          { label: 'SSN', value: subject.ssnMasked || NOT_REPORTED },
          { label: 'Date of birth', value: date(subject.dateOfBirth) },
          { label: 'Age', value: subject.age === null ? NOT_REPORTED : String(subject.age) },
          {
            label: 'Deceased',
            value: subject.deceased ? (
              <Box component="span" sx={{ color: 'error.main' }}>{`Yes${subject.deceasedDate ? `, ${formatDate(subject.deceasedDate)}` : ''}`}</Box>
            ) : (
              'No'
            ),
          },
          { label: 'Current address', value: home ? `${home.line1}, ${place(home)}` : NOT_REPORTED },
          { label: 'County', value: home?.county || NOT_REPORTED },
          { label: 'Profile', value: report.profileName || NOT_REPORTED },
          { label: 'Records as of', value: date(report.asOfDate) },
        ]}
      />
    </Paper>
  );
}

type NameRow = { name: string; kind: string; lastSeen: string | null; searched: boolean };

export function AdvNamesSection({ report }: SectionProps) {
  const s = report.subject;
  const rows: NameRow[] = [
    { name: joinName(s.firstName, s.middleName, s.lastName, s.suffix), kind: 'Name searched', lastSeen: null, searched: true },
    ...report.akas.map((a) => ({ name: joinName(a.firstName, a.middleName, a.lastName), kind: 'Also known as', lastSeen: a.lastSeen, searched: false })),
  ];
  const columns: Column<NameRow>[] = [
    { header: 'Name', cell: (n) => <Box component="span" sx={{ fontWeight: n.searched ? 600 : undefined }}>{n.name || NOT_REPORTED}</Box> },
    { header: 'Type', cell: (n) => n.kind },
    { header: 'Last seen', align: 'right', nowrap: true, cell: (n) => date(n.lastSeen) },
  ];
  return <RecordTableSection title="Names and also-known-as" rows={rows} columns={columns} empty="No name on record." minWidth={360} />;
}

export function AdvRelativesSection({ report }: SectionProps) {
  const columns: Column<AdvReport['relatives'][number]>[] = [
    { header: 'Name', cell: (r) => <Box component="span" sx={{ fontWeight: r.relationship === 'spouse' ? 600 : undefined }}>{r.name}</Box> },
    { header: 'Relationship', cell: (r) => ADV_RELATIONSHIP_LABELS[r.relationship] },
    { header: 'Age', align: 'right', cell: (r) => (r.age === null ? NOT_REPORTED : String(r.age)) },
    { header: 'Lives in', cell: (r) => place(r) },
  ];
  return <RecordTableSection title="Relatives and associates" rows={report.relatives} columns={columns} empty="No relative or associate on record." minWidth={440} />;
}

export function AdvAddressesSection({ report }: SectionProps) {
  const columns: Column<AdvReport['addresses'][number]>[] = [
    { header: 'Street', cell: (a) => <Box component="span" sx={{ fontWeight: a.current ? 600 : undefined }}>{a.line1 || NOT_REPORTED}</Box> },
    { header: 'City, state, ZIP', cell: (a) => place(a) },
    { header: 'County', cell: (a) => a.county || NOT_REPORTED },
    { header: 'Dwelling', cell: (a) => ADV_DWELLING_LABELS[a.dwelling] },
    { header: 'From', align: 'right', nowrap: true, cell: (a) => date(a.firstSeen) },
    { header: 'To', align: 'right', nowrap: true, cell: (a) => (a.current ? current : date(a.lastSeen)) },
  ];
  return <RecordTableSection title="Address history" rows={report.addresses} columns={columns} empty="No address on record." minWidth={760} />;
}

export function AdvPhonesSection({ report }: SectionProps) {
  const columns: Column<AdvReport['phones'][number]>[] = [
    { header: 'Number', nowrap: true, cell: (p) => <Box component="span" sx={{ fontWeight: p.current ? 600 : undefined }}>{formatDigits334(p.number)}</Box> },
    { header: 'Type', cell: (p) => ADV_PHONE_TYPE_LABELS[p.type] },
    { header: 'Carrier', cell: (p) => p.carrier || NOT_REPORTED },
    { header: 'Listed name', cell: (p) => p.listedName ?? NOT_REPORTED },
    { header: 'First seen', align: 'right', nowrap: true, cell: (p) => date(p.firstSeen) },
    { header: 'Last seen', align: 'right', nowrap: true, cell: (p) => (p.current ? current : date(p.lastSeen)) },
  ];
  return <RecordTableSection title="Phones" rows={report.phones} columns={columns} empty="No phone on record." minWidth={680} />;
}

export function AdvPropertiesSection({ report }: SectionProps) {
  const columns: Column<AdvReport['properties'][number]>[] = [
    {
      header: 'Property',
      cell: (p) => (
        <>
          <Box component="span" sx={{ fontWeight: p.owned ? 600 : undefined }}>{p.line1}</Box>
          <Sub>{`${place(p)} · APN ${p.parcelNumber}`}</Sub>
        </>
      ),
    },
    {
      header: 'Type',
      cell: (p) => (
        <>
          {p.propertyType}
          {p.county && <Sub>{`${p.county} County`}</Sub>}
        </>
      ),
    },
    {
      header: 'Purchased',
      align: 'right',
      nowrap: true,
      cell: (p) => (
        <>
          {date(p.purchaseDate)}
          <Sub>{formatMoney(p.purchasePrice)}</Sub>
        </>
      ),
    },
    { header: 'Assessed', align: 'right', nowrap: true, cell: (p) => formatMoney(p.assessedValue) },
    { header: 'Status', align: 'right', cell: (p) => (p.owned ? <Status label="Owned" level="good" /> : <Status label="Sold" level="neutral" on={p.soldDate} />) },
  ];
  return <RecordTableSection title="Real property" rows={report.properties} columns={columns} empty="No property on record." minWidth={720} />;
}

export function AdvVehiclesSection({ report }: SectionProps) {
  const columns: Column<AdvReport['vehicles'][number]>[] = [
    { header: 'Vehicle', cell: (v) => <Box component="span" sx={{ fontWeight: 600 }}>{`${v.year} ${v.make} ${v.model}`}</Box> },
    { header: 'VIN (last 6)', cell: (v) => v.vinLast6 },
    { header: 'Plate state', cell: (v) => v.plateState },
    { header: 'Registered', align: 'right', nowrap: true, cell: (v) => date(v.registeredDate) },
    { header: 'Expires', align: 'right', nowrap: true, cell: (v) => date(v.expirationDate) },
  ];
  return <RecordTableSection title="Vehicles" rows={report.vehicles} columns={columns} empty="No vehicle registered." minWidth={600} />;
}

export function AdvBankruptciesSection({ report }: SectionProps) {
  const columns: Column<AdvReport['bankruptcies'][number]>[] = [
    { header: 'Chapter', nowrap: true, cell: (b) => <Box component="span" sx={{ fontWeight: 600 }}>{`Chapter ${b.chapter}`}</Box> },
    {
      header: 'Court',
      cell: (b) => (
        <>
          {b.court}
          <Sub>{`Case ${b.caseNumber}`}</Sub>
        </>
      ),
    },
    { header: 'Filed', align: 'right', nowrap: true, cell: (b) => date(b.filedDate) },
    { header: 'Status', cell: (b) => <Status label={ADV_BANKRUPTCY_STATUS_LABELS[b.status]} level={advBankruptcyLevel(b)} on={b.statusDate} /> },
    { header: 'Liabilities', align: 'right', nowrap: true, cell: (b) => formatMoney(b.liabilities) },
    { header: 'Assets', align: 'right', nowrap: true, cell: (b) => formatMoney(b.assets) },
  ];
  return <RecordTableSection title="Bankruptcies" rows={report.bankruptcies} columns={columns} empty="No bankruptcy on record." minWidth={720} />;
}

export function AdvLiensSection({ report }: SectionProps) {
  const columns: Column<AdvReport['liens'][number]>[] = [
    {
      header: 'Type',
      cell: (l) => (
        <>
          <Box component="span" sx={{ fontWeight: l.status === 'open' ? 600 : undefined }}>{ADV_LIEN_TYPE_LABELS[l.type]}</Box>
          <Sub>{l.creditor}</Sub>
        </>
      ),
    },
    {
      header: 'Filing office',
      cell: (l) => (
        <>
          {l.filingOffice}
          <Sub>{`No. ${l.filingNumber}`}</Sub>
        </>
      ),
    },
    { header: 'Filed', align: 'right', nowrap: true, cell: (l) => date(l.filedDate) },
    {
      header: 'Amount',
      align: 'right',
      nowrap: true,
      cell: (l) => <Box component="span" sx={{ fontWeight: l.status === 'open' ? 600 : undefined, color: LEVEL_TEXT[advLienLevel(l)] }}>{formatMoney(l.amount)}</Box>,
    },
    { header: 'Status', align: 'right', cell: (l) => <Status label={ADV_LIEN_STATUS_LABELS[l.status]} level={advLienLevel(l)} on={l.releasedDate} /> },
  ];
  return <RecordTableSection title="Liens" rows={report.liens} columns={columns} empty="No lien on record." minWidth={680} />;
}

export function AdvJudgmentsSection({ report }: SectionProps) {
  const columns: Column<AdvReport['judgments'][number]>[] = [
    { header: 'Type', cell: (j) => <Box component="span" sx={{ fontWeight: j.status === 'open' ? 600 : undefined }}>{ADV_JUDGMENT_TYPE_LABELS[j.type]}</Box> },
    {
      header: 'Court',
      cell: (j) => (
        <>
          {j.court}
          <Sub>{`Case ${j.caseNumber}`}</Sub>
        </>
      ),
    },
    { header: 'Plaintiff', cell: (j) => j.plaintiff },
    { header: 'Filed', align: 'right', nowrap: true, cell: (j) => date(j.filedDate) },
    { header: 'Amount', align: 'right', nowrap: true, cell: (j) => formatMoney(j.amount) },
    { header: 'Status', align: 'right', cell: (j) => <Status label={ADV_JUDGMENT_STATUS_LABELS[j.status]} level={advJudgmentLevel(j)} on={j.statusDate} /> },
  ];
  return <RecordTableSection title="Judgments" rows={report.judgments} columns={columns} empty="No judgment on record." minWidth={720} />;
}
