import {
  NOT_REPORTED,
  RECOVERY_ACCOUNT_STATUS_LABELS,
  RECOVERY_ACCOUNT_STATUS_LEVELS,
  RECOVERY_ADDRESS_SOURCE_LABELS,
  RECOVERY_BANKRUPTCY_STATUS_LABELS,
  RECOVERY_PHONE_TYPE_LABELS,
  RECOVERY_SCORE_BANDS,
  RECOVERY_SCORE_RANGE,
  RECOVERY_SINCE_LABELS,
  formatDigits334,
  formatMoney,
  recoveryScoreBandOf,
  recoveryScorePosition,
  recoveryStatusOf,
  type RecoveryReport,
} from '@creditdesk/contracts';
import { LevelTag, Stacked } from '../../viewer/level-cells';
import { RecordTableSection } from '../../viewer/record-table-section';
import { ScorePanel, type ScoreReading } from '../../viewer/score-panel';
import type { Column } from '../../viewer/simple-table-section';
import { SubjectPanel } from '../../viewer/subject-panel';
import { RECOVERY_BAND_COLORS } from '../../viewer/level-tones';
import { fullName, placeOf, reportDate } from '../../product-kit/identity/identity-sections';

type Address = RecoveryReport['addresses'][number];
type Phone = RecoveryReport['phones'][number];
type Employer = RecoveryReport['employers'][number];
type NewAccount = RecoveryReport['newAccounts'][number];
type Bankruptcy = NonNullable<RecoveryReport['bankruptcy']>;

/** A record against the charge-off, as the PDF marks it: new since in the notice's tone, before it quiet. */
const SinceTag = ({ since }: { since: boolean }) => <LevelTag label={since ? RECOVERY_SINCE_LABELS.since : RECOVERY_SINCE_LABELS.before} level={since ? 'fair' : 'neutral'} />;

/** A place reported in parts: "NEW ORLEANS, LA", or not reported. */
const partialPlace = (record: { city: string | null; state: string | null }) => [record.city, record.state].filter(Boolean).join(', ') || NOT_REPORTED;

/** Who is being located, under the report's status: the SSN masked, the date of birth and age, deceased, the charge-off date and the data's date. */
export function RecoverySubjectSection({ report }: { report: RecoveryReport }) {
  const s = report.subject;
  return (
    <SubjectPanel
      name={fullName(s)}
      statuses={[recoveryStatusOf(report)]}
      columns={{ xs: 2, sm: 3, md: 6 }}
      facts={[
        { label: 'SSN', value: s.ssnMasked || NOT_REPORTED },
        { label: 'Date of birth', value: reportDate(s.dateOfBirth) },
        { label: 'Age', value: s.age === null ? NOT_REPORTED : String(s.age) },
        { label: 'Deceased', value: s.deceased ? <LevelTag label={`Yes${s.deceasedDate ? `, ${reportDate(s.deceasedDate)}` : ''}`} level="alarm" /> : 'No' },
        { label: 'Charge-off date', value: reportDate(report.chargeOffDate) },
        { label: 'Data as of', value: reportDate(report.asOfDate) },
      ]}
    />
  );
}

/** The recovery score's gauge: the contracts' bands on 1–999 in the portal's colours, as in the PDF. */
const GAUGE = {
  bands: RECOVERY_SCORE_BANDS.map((band) => ({ min: band.min, max: band.max, color: RECOVERY_BAND_COLORS[band.key] })),
  position: recoveryScorePosition,
  range: RECOVERY_SCORE_RANGE,
};

/** The recovery score in its band (higher: more likely to pay), or why the consumer is not scored; the factors that weighed most. */
export function RecoveryScoreSection({ report }: { report: RecoveryReport }) {
  const score = report.recoveryScore;
  const band = score.value === null ? null : recoveryScoreBandOf(score.value);
  const reading: ScoreReading =
    score.value === null || !band ? { value: null, unscored: score.notScoredReason ?? 'The consumer is not scored.' } : { value: score.value, bandLabel: band.label, color: RECOVERY_BAND_COLORS[band.key] };
  return <ScorePanel title="Recovery score" model={score.model} reading={reading} gauge={GAUGE} reasons={score.reasons} noScore="Not scored" />;
}

/** The latest bankruptcy on file, judged against the charge-off: open or filed after it, the debt is most likely in it. */
export function RecoveryBankruptcySection({ report }: { report: RecoveryReport }) {
  if (!report.bankruptcy) return null;
  const adverse = (b: Bankruptcy) => b.status === 'filed' || b.filedDate > report.chargeOffDate;
  const columns: Column<Bankruptcy>[] = [
    { header: 'Chapter', cell: (b) => <Stacked main={`Chapter ${b.chapter}`} strong /> },
    { header: 'Court', cell: (b) => <Stacked main={b.court} sub={`Case ${b.caseNumber}`} /> },
    { header: 'Filed', cell: (b) => <Stacked main={reportDate(b.filedDate)} sub={b.filedDate > report.chargeOffDate ? 'after the charge-off' : 'before the charge-off'} />, align: 'right', nowrap: true },
    { header: 'Status', cell: (b) => <LevelTag label={[RECOVERY_BANKRUPTCY_STATUS_LABELS[b.status], b.statusDate && reportDate(b.statusDate)].filter(Boolean).join(' ')} level={adverse(b) ? 'alarm' : 'poor'} />, align: 'right' },
  ];
  return <RecordTableSection title="Bankruptcy" rows={[report.bankruptcy]} columns={columns} empty="No bankruptcy reported." minWidth={640} />;
}

export function RecoveryAddressesSection({ report }: { report: RecoveryReport }) {
  const columns: Column<Address>[] = [
    { header: 'Address', cell: (a) => <Stacked main={a.line1 || NOT_REPORTED} sub={a.current ? `${placeOf(a)} · current address` : placeOf(a)} strong={a.current} /> },
    { header: 'Source', cell: (a) => RECOVERY_ADDRESS_SOURCE_LABELS[a.source] },
    { header: 'First reported', cell: (a) => reportDate(a.firstReported), align: 'right', nowrap: true },
    { header: 'Last reported', cell: (a) => reportDate(a.lastReported), align: 'right', nowrap: true },
    { header: 'Charge-off', cell: (a) => <SinceTag since={a.sinceChargeOff} />, align: 'right' },
  ];
  return <RecordTableSection title="Addresses" rows={report.addresses} columns={columns} empty="No address reported." minWidth={760} />;
}

export function RecoveryPhonesSection({ report }: { report: RecoveryReport }) {
  const columns: Column<Phone>[] = [
    { header: 'Number', cell: (p) => <Stacked main={formatDigits334(p.number)} sub={p.current ? 'Current' : undefined} strong={p.current} />, nowrap: true },
    { header: 'Type', cell: (p) => RECOVERY_PHONE_TYPE_LABELS[p.type] },
    { header: 'First reported', cell: (p) => reportDate(p.firstReported), align: 'right', nowrap: true },
    { header: 'Last reported', cell: (p) => reportDate(p.lastReported), align: 'right', nowrap: true },
    { header: 'Charge-off', cell: (p) => <SinceTag since={p.sinceChargeOff} />, align: 'right' },
  ];
  return <RecordTableSection title="Phones" rows={report.phones} columns={columns} empty="No phone reported." minWidth={600} />;
}

export function RecoveryEmployersSection({ report }: { report: RecoveryReport }) {
  const columns: Column<Employer>[] = [
    { header: 'Employer', cell: (e) => <Stacked main={e.name} sub={e.position ?? undefined} strong={e.current} /> },
    { header: 'Location', cell: (e) => partialPlace(e) },
    { header: 'First reported', cell: (e) => reportDate(e.firstReported), align: 'right', nowrap: true },
    { header: 'Last reported', cell: (e) => reportDate(e.lastReported), align: 'right', nowrap: true },
    { header: 'Status', cell: (e) => (e.current ? <LevelTag label={e.verified ? 'Current, verified' : 'Current'} level="good" /> : <LevelTag label="Former" level="neutral" />), align: 'right' },
    { header: 'Charge-off', cell: (e) => <SinceTag since={e.sinceChargeOff} />, align: 'right' },
  ];
  return <RecordTableSection title="Employers" rows={report.employers} columns={columns} empty="No employer reported." minWidth={820} />;
}

export function RecoveryNewAccountsSection({ report }: { report: RecoveryReport }) {
  const columns: Column<NewAccount>[] = [
    { header: 'Creditor', cell: (a) => <Stacked main={a.creditor} sub={a.accountType} strong /> },
    { header: 'Opened', cell: (a) => reportDate(a.openedDate), align: 'right', nowrap: true },
    { header: 'Limit / amount', cell: (a) => formatMoney(a.limitOrAmount), align: 'right' },
    { header: 'Balance', cell: (a) => formatMoney(a.balance), align: 'right' },
    { header: 'Payment', cell: (a) => (a.monthlyPayment === null ? NOT_REPORTED : `${formatMoney(a.monthlyPayment)}/mo`), align: 'right', nowrap: true },
    { header: 'Status', cell: (a) => <LevelTag label={RECOVERY_ACCOUNT_STATUS_LABELS[a.status]} level={RECOVERY_ACCOUNT_STATUS_LEVELS[a.status]} />, align: 'right' },
  ];
  return (
    <RecordTableSection
      title={`Accounts opened since the charge-off (${reportDate(report.chargeOffDate)})`}
      rows={report.newAccounts}
      columns={columns}
      empty="No account opened since the charge-off."
      minWidth={720}
    />
  );
}
