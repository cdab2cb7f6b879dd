import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import {
  CCR_PRODUCT,
  FIRST_SEARCH_NO_HIT_TEXT,
  FIRST_SEARCH_PICK_NOTE,
  capitalizeName,
  firstSearchAddressLine,
  firstSearchCandidateFacts,
  firstSearchCandidateName,
  firstSearchScoreInfo,
  firstSearchStatement,
  formatDigits334,
  type FirstSearchCandidate,
  type FirstSearchDataSourceResponse,
  type FirstSearchReport,
} from '@creditdesk/contracts';
import { orderPrefillState } from '../../order/order-prefill';
import { FactList } from '../../viewer/fact-list';
import { LevelTag } from '../../viewer/level-cells';
import { ReportBody } from '../../viewer/report-body';
import { ReportSection } from '../../viewer/report-section';
import { StatementPanel } from '../../viewer/statement-panel';
import { defaultOrderValues, type OrderFormValues } from '../../product-kit/consumer/form/order-form-values';

const NOT_SEARCHED = 'Not searched';

/** The Consumer Credit Report's form filled from a candidate: the name and current address (the SSN is typed: the screen never holds it whole). */
export function creditReportDraftOf(c: FirstSearchCandidate): OrderFormValues {
  const values = defaultOrderValues();
  const current = c.addresses.find((a) => a.current) ?? c.addresses[0];
  values.applicant = {
    ...values.applicant,
    firstName: capitalizeName(c.name.firstName),
    middleName: c.name.middleName ?? '',
    lastName: capitalizeName(c.name.lastName),
    suffix: c.name.suffix ?? '',
    ...(current ? { line1: current.line1, city: current.city, state: current.state, zip: current.zip } : {}),
  };
  return values;
}

/** What was searched for and what was found, as the PDF's band and criteria panel. */
function SearchPanel({ report }: { report: FirstSearchReport }) {
  const statement = firstSearchStatement(report);
  const c = report.criteria;
  return (
    <StatementPanel
      title="Searched for"
      name={c.name ?? c.ssnMasked ?? (c.phone ? formatDigits334(c.phone) : NOT_SEARCHED)}
      statement={{ ...statement, text: report.candidates.length === 0 ? FIRST_SEARCH_NO_HIT_TEXT : FIRST_SEARCH_PICK_NOTE }}
      columns={{ xs: 1, sm: 3 }}
      facts={[
        { label: 'Address', value: c.address ?? NOT_SEARCHED },
        { label: 'Phone', value: c.phone ? formatDigits334(c.phone) : NOT_SEARCHED },
        { label: 'SSN', value: c.ssnMasked ?? NOT_SEARCHED },
      ]}
    />
  );
}

/** One candidate on file: its name, match score, the facts the PDF prints, and the way to order its credit report. */
function CandidateCard({ candidate, rank }: { candidate: FirstSearchCandidate; rank: number }) {
  const name = firstSearchCandidateName(candidate);
  const score = firstSearchScoreInfo(candidate.matchScore);
  const previous = candidate.addresses.filter((a) => !a.current);
  return (
    <Paper component="li" variant="outlined" aria-label={`Candidate ${rank}: ${name}`} sx={{ p: { xs: 2, sm: 2.5 }, listStyle: 'none' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, flexWrap: 'wrap', mb: 1.5 }}>
        <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {rank}. {name}
        </Typography>
        <LevelTag label={`${score.label} (${candidate.matchScore})`} level={score.level} />
      </Box>
      <FactList facts={firstSearchCandidateFacts(candidate)} columns={{ xs: 1, sm: 2, md: 3 }} />
      {previous.length > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          Previous addresses: {previous.map(firstSearchAddressLine).join('; ')}
        </Typography>
      )}
      <Box sx={{ mt: 2, display: 'flex', justifyContent: 'flex-end' }}>
        <Button
          component={RouterLink}
          to={`/products/${CCR_PRODUCT.key}`}
          state={orderPrefillState({ productKey: CCR_PRODUCT.key, draft: creditReportDraftOf(candidate) })}
          size="small"
          variant="outlined"
          endIcon={<ArrowForwardRounded aria-hidden="true" />}
          aria-label={`Order a ${CCR_PRODUCT.name} for ${name}`}
        >
          Order a {CCR_PRODUCT.name}
        </Button>
      </Box>
    </Paper>
  );
}

/**
 * First Search on screen, as its PDF: the data source's messages, what was searched for and how many
 * files matched, then each candidate best first; a candidate leads to its Consumer Credit Report's form, prefilled.
 */
export function FirstSearchReportView({ dataSourceResponse: dsr }: { dataSourceResponse: FirstSearchDataSourceResponse }) {
  return (
    <ReportBody errors={dsr.errors} report={dsr.value?.firstSearchReport} missing="The First Search service returned no answer for this search.">
      {(report) => (
        <>
          <SearchPanel report={report} />
          <ReportSection title="Candidates" count={report.candidates.length}>
            {report.candidates.length === 0 ? (
              <Alert severity="info" role="note">
                {FIRST_SEARCH_NO_HIT_TEXT}
              </Alert>
            ) : (
              <Stack component="ol" spacing={2} sx={{ m: 0, p: 0 }}>
                {report.candidates.map((c, i) => (
                  <CandidateCard key={c.candidateId} candidate={c} rank={i + 1} />
                ))}
              </Stack>
            )}
          </ReportSection>
        </>
      )}
    </ReportBody>
  );
}
