import Typography from '@mui/material/Typography';
import { EIDC_FIELD_LABELS, EIDC_MATCH_INFO, EIDC_VERDICT_INFO, eidCompareMatchCounts, type EidCompareComparison, type EidCompareDataSourceResponse } from '@creditdesk/contracts';
import { ReportBody } from '../../viewer/report-body';
import { SummaryTilesSection } from '../../viewer/summary-tiles';
import { SimpleTableSection, type Column } from '../../viewer/simple-table-section';
import { LevelTag } from '../../viewer/level-cells';
import { IdentitySubjectSection } from '../../product-kit/identity/identity-sections';

/** A comparison's match level as the contracts word and colour it, with why under it. */
function MatchCell({ row }: { row: EidCompareComparison }) {
  const info = EIDC_MATCH_INFO[row.match];
  return (
    <>
      <LevelTag label={info.label} level={info.level} />
      {row.note && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
          {row.note}
        </Typography>
      )}
    </>
  );
}

const COLUMNS: Column<EidCompareComparison>[] = [
  { header: 'Field', cell: (c) => <Typography variant="body2" sx={{ fontWeight: 700 }}>{EIDC_FIELD_LABELS[c.field]}</Typography>, nowrap: true },
  // the match beside the field, so a phone shows it before the table scrolls
  { header: 'Match', cell: (c) => <MatchCell row={c} /> },
  { header: 'Given', cell: (c) => c.submitted },
  { header: 'On file', cell: (c) => c.onFile ?? 'Not on file' },
];

/**
 * eIDcompare on screen, the same as its PDF: the verdict over the applicant, how many fields read at
 * each match level, and each field given against the file with its match level.
 */
export function EidCompareReportView({ dataSourceResponse: dsr }: { dataSourceResponse: EidCompareDataSourceResponse }) {
  return (
    <ReportBody errors={dsr.errors} report={dsr.value?.eidCompareReport} missing="The identity service returned no eIDcompare report for this request.">
      {(report) => (
        <>
          <IdentitySubjectSection title="Applicant" subject={report.subject} statement={EIDC_VERDICT_INFO[report.verdict]} asOfDate={report.asOfDate} />
          <SummaryTilesSection title="Match levels" tiles={eidCompareMatchCounts(report).map((t) => ({ key: t.match, label: t.label, value: String(t.count), level: t.level }))} columns={{ xs: 2, sm: 4, md: 4 }} />
          <SimpleTableSection title="Field by field" rows={report.comparisons} columns={COLUMNS} empty="No field was compared." />
        </>
      )}
    </ReportBody>
  );
}
