import { useSelector } from 'react-redux';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import GavelRounded from '@mui/icons-material/GavelRounded';
import {
  OFAC_CASE_STATUS_LABELS,
  OFAC_CASE_STATUS_LEVELS,
  buildPath,
  canOpenRoute,
  formatOfacScore,
  ofacReportDeadline,
  todayIso,
  type OfacCase,
} from '@creditdesk/contracts';
import { httpStatusOf } from '../../../api/api-errors';
import { selectAuth } from '../../../lib/auth/auth-slice';
import { formatDateAndTime } from '../../format';
import { FactList, type Fact } from '../../viewer/fact-list';
import { LevelTag, LevelText } from '../../viewer/level-cells';
import { ReportSection } from '../../viewer/report-section';
import { useGetOfacCaseOfInquiryQuery } from './ofac-case-api';

/** The review case's own screen (built with the review cases); who may open it is the route table's rule. */
const CASE_ROUTE = '/compliance/ofac-cases/:caseId';

/**
 * The review case a hit opened, beside its report: its status, who decided it and why, and for a
 * confirmed match the day its report to OFAC is due. A user who may decide cases gets a link to it.
 */
export function OfacCasePanel({ inquiryId }: { inquiryId: string }) {
  const found = useGetOfacCaseOfInquiryQuery(inquiryId);
  const { entitlements } = useSelector(selectAuth);

  if (found.isLoading) {
    return (
      <ReportSection title="Review case">
        <Box aria-busy="true" aria-label="Loading the review case">
          <Skeleton width="60%" />
          <Skeleton width="40%" />
        </Box>
      </ReportSection>
    );
  }
  if (!found.data) {
    const missing = httpStatusOf(found.error) === 404;
    return (
      <ReportSection title="Review case">
        <Alert
          severity={missing ? 'info' : 'warning'}
          role="note"
          action={missing ? undefined : <Button color="inherit" onClick={() => void found.refetch()}>Try again</Button>}
        >
          {missing ? 'No review case was found for this screen.' : 'The review case of this screen could not be loaded.'}
        </Alert>
      </ReportSection>
    );
  }

  const reviewCase = found.data;
  const mayReview = canOpenRoute(CASE_ROUTE, entitlements);
  return (
    <ReportSection
      title="Review case"
      actions={
        mayReview && (
          <Button component={RouterLink} to={buildPath(CASE_ROUTE, { caseId: reviewCase.id })} variant="contained" size="small" startIcon={<GavelRounded aria-hidden="true" />}>
            Review the case
          </Button>
        )
      }
    >
      <FactList facts={caseFacts(reviewCase)} columns={{ xs: 1, sm: 2, md: 3 }} />
    </ReportSection>
  );
}

function caseFacts(reviewCase: OfacCase): Fact[] {
  const { status, decision, reportDueOn } = reviewCase;
  const facts: Fact[] = [
    { label: 'Status', value: <LevelTag label={OFAC_CASE_STATUS_LABELS[status]} level={OFAC_CASE_STATUS_LEVELS[status]} /> },
    { label: 'Opened', value: `${formatDateAndTime(reviewCase.openedAt)} by ${reviewCase.openedBy}` },
    { label: 'Candidates', value: `${reviewCase.candidateCount}, best ${formatOfacScore(reviewCase.bestScore)}` },
  ];
  if (reportDueOn) facts.push({ label: 'Report to OFAC', value: <ReportDue reportDueOn={reportDueOn} /> });
  if (decision) {
    facts.push({ label: status === 'confirmed' ? 'Confirmed by' : 'Cleared by', value: `${decision.by}, ${formatDateAndTime(decision.at)}` });
    if (decision.entNum !== null) facts.push({ label: 'Entry confirmed', value: `Entry ${decision.entNum}` });
    facts.push({ label: 'Why', value: <Box component="span" sx={{ fontWeight: 500 }}>{decision.reason}</Box> });
  }
  return facts;
}

/** A confirmed match's deadline: the day and the business days left, counted from the reader's today. */
function ReportDue({ reportDueOn }: { reportDueOn: string }) {
  const deadline = ofacReportDeadline(reportDueOn, todayIso());
  return (
    <>
      <LevelText level={deadline.level}>{deadline.headline}</LevelText>
      <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
        {deadline.countdown}
      </Typography>
    </>
  );
}
