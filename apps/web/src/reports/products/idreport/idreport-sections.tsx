import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  ID_ELEMENT_LABELS,
  ID_MATCH_RESULT_LABELS,
  NOT_REPORTED,
  SSN_ASSIGNMENT_LABELS,
  idMatchResultLevel,
  ssnIssuanceText,
  ssnValidityText,
  stateNameOf,
  type IdReport,
} from '@creditdesk/contracts';
import { LevelTag, LevelText } from '../../viewer/level-cells';
import { SimpleTableSection, type Column } from '../../viewer/simple-table-section';
import { FactPanelsSection, fullName, reportDate } from '../../product-kit/identity/identity-sections';

type IdElement = IdReport['elements'][number];

/** Each element of the identity (name, SSN, date of birth, address) with its result and what was compared. */
export function IdElementsSection({ report }: { report: IdReport }) {
  const columns: Column<IdElement>[] = [
    { header: 'Element', cell: (e) => <Typography variant="body2" sx={{ fontWeight: 700 }}>{ID_ELEMENT_LABELS[e.element]}</Typography>, nowrap: true },
    { header: 'Result', cell: (e) => <LevelTag label={ID_MATCH_RESULT_LABELS[e.result]} level={idMatchResultLevel(e.result)} />, nowrap: true },
    { header: 'Detail', cell: (e) => e.detail },
  ];
  return <SimpleTableSection title="Verification by element" rows={report.elements} columns={columns} empty="No element was verified." minWidth={560} />;
}

/**
 * The SSN as the Social Security Administration's rules and the Death Master File read it: the two
 * findings in words (validity, issuance), then the panels the PDF prints.
 */
export function IdSsnSection({ report }: { report: IdReport }) {
  const { ssn } = report;
  const issuance = ssn.issuance;
  const neverIssued = ssn.validity === 'never-issued';
  const others = ssn.otherIdentities.length;
  return (
    <FactPanelsSection
      title="SSN validity and issuance"
      panels={[
        {
          title: 'Validity and issuance',
          facts: [
            { label: 'SSN', value: ssn.ssnMasked },
            { label: 'Validity', value: <LevelText level={neverIssued ? 'alarm' : 'good'}>{neverIssued ? 'Never issued' : 'Valid'}</LevelText> },
            { label: 'Assignment', value: issuance ? SSN_ASSIGNMENT_LABELS[issuance.assignment] : NOT_REPORTED },
            { label: 'Area', value: issuance ? `${issuance.area}${issuance.areaState ? ` (${stateNameOf(issuance.areaState)} before 2011)` : ''}` : NOT_REPORTED },
            { label: 'Issued not before', value: reportDate(issuance?.issuedNotBefore) },
            { label: 'Issued not after', value: reportDate(issuance?.issuedNotAfter) },
          ],
        },
        {
          title: 'Death Master File and usage',
          facts: [
            { label: 'Reported deceased', value: ssn.deceased ? <LevelText level="alarm">Yes</LevelText> : 'No' },
            { label: 'Date of death', value: reportDate(ssn.dateOfDeath) },
            { label: 'Source', value: ssn.deathSource ?? NOT_REPORTED },
            { label: 'First reported', value: reportDate(ssn.firstReported) },
            { label: 'Other identities', value: others > 0 ? <LevelText level="poor">{String(others)}</LevelText> : '0' },
          ],
        },
      ]}
    >
      <Box component="ul" sx={{ m: 0, mb: 2, pl: 1.75, py: 0.25, listStyle: 'none', borderLeft: '3px solid', borderColor: 'info.main', display: 'grid', gap: 0.5 }}>
        <li>{ssnValidityText(ssn)}</li>
        {issuance && <li>{ssnIssuanceText(issuance)}</li>}
      </Box>
    </FactPanelsSection>
  );
}

type OtherIdentity = IdReport['ssn']['otherIdentities'][number];

/** People other than the subject reported with the same number. */
export function IdOtherIdentitiesSection({ report }: { report: IdReport }) {
  const columns: Column<OtherIdentity>[] = [
    { header: 'Name', cell: (o) => <Typography variant="body2" sx={{ fontWeight: 700 }}>{fullName(o)}</Typography> },
    { header: 'Date of birth', cell: (o) => reportDate(o.dateOfBirth), nowrap: true },
    { header: 'State', cell: (o) => stateNameOf(o.state) || NOT_REPORTED },
    { header: 'First reported', cell: (o) => reportDate(o.firstReported), align: 'right', nowrap: true },
    { header: 'Last reported', cell: (o) => reportDate(o.lastReported), align: 'right', nowrap: true },
  ];
  return (
    <SimpleTableSection
      title="Other identities reported with this SSN"
      rows={report.ssn.otherIdentities}
      columns={columns}
      empty="No other identity is reported with this SSN."
      minWidth={600}
    />
  );
}
