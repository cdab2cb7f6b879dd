import { KOUNT_DECISION_INFO, kountMatchOf, type KountDataSourceResponse } from '@creditdesk/contracts';
import { formatDateAndTime } from '../../format';
import { ReportBody } from '../../viewer/report-body';
import { StatementPanel } from '../../viewer/statement-panel';
import { ScreenedListsSection, SdnCandidatesSection, sdnListFacts } from '../../product-kit/screening/screening-sections';

/**
 * Kount Compliance on screen, the same information as its PDF: the decision for the match asked (the
 * name the answer echoes), the watchlist screened and its dates, then its matches, each with its score
 * and why.
 */
export function KountReportView({ dataSourceResponse: dsr }: { dataSourceResponse: KountDataSourceResponse }) {
  return (
    <ReportBody errors={dsr.errors} report={dsr.value?.kountReport} missing="The compliance service returned no Kount report for this request.">
      {(report) => {
        const match = kountMatchOf(dsr.kountReportRequest.value);
        return (
          <>
            <StatementPanel
              title={match.kind === 'person' ? 'Person match' : 'Business match'}
              name={match.name}
              statement={KOUNT_DECISION_INFO[report.decision]}
              facts={[
                { label: 'Matches', value: String(report.matches.length) },
                { label: 'Screened', value: formatDateAndTime(report.screenedAt) },
              ]}
              columns={{ xs: 2, sm: 2, md: 4 }}
            />
            <ScreenedListsSection title="Watchlist screened" facts={[{ label: 'Watchlist', value: report.watchlist.name }, ...sdnListFacts(report.watchlist.list, report.watchlist.threshold)]} />
            <SdnCandidatesSection title="Watchlist matches" candidates={report.matches} threshold={report.watchlist.threshold} />
          </>
        );
      }}
    </ReportBody>
  );
}
