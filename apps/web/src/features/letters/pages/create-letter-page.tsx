import { useState } from 'react';
import { useSelector } from 'react-redux';
import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import { LETTER_MESSAGES, canOpenRoute, formatLetterDate, type Letter, type LetterRequest } from '@creditdesk/contracts';
import { httpStatusOf, type ApiError } from '../../../api/api-errors';
import { EmptyState } from '../../../components/empty-state';
import { PageFrame } from '../../../components/page-frame';
import { selectAuth } from '../../../lib/auth/auth-slice';
import { useCreateLetterMutation, useGetAllElettersQuery, useGetLetterReportQuery, useGetLetterSettingsQuery, useGetReasonCodesQuery, usePreviewLetterMutation } from '../api';
import { CreateLetterForm } from '../components/create-letter-form';
import { LetterOutcome } from '../components/letter-outcome';
import { LetterSheet } from '../components/letter-sheet';
import { NotFoundPanel } from '../components/not-found-panel';
import { ReportLetters } from '../components/report-letters';
import { todayIso } from '../letter-deadline';
import { LETTER_TEMPLATES_PATH, letterTabHref, reportHref } from '../letter-links';
import { applicantsOf } from '../report-facts';

/**
 * /reports/:inquiryId/letter: a letter built from this stored consumer credit report. Choose the
 * template, applicant, decision and reasons; the server fills the template from the report and the
 * preview shows the letter as the PDF prints it; "Create letter" records it against the report, then
 * its PDF downloads and it can be marked sent. The report's letters are listed below.
 */
export function CreateLetterPage() {
  const { inquiryId = '' } = useParams();
  const { customerId, username, entitlements } = useSelector(selectAuth);
  const details = useGetLetterReportQuery(inquiryId);
  const templates = useGetAllElettersQuery(customerId);
  const codes = useGetReasonCodesQuery({ customerId, userName: username });
  const settings = useGetLetterSettingsQuery(customerId);
  const [previewLetter, previewing] = usePreviewLetterMutation();
  const [createLetter, creating] = useCreateLetterMutation();
  const [shown, setShown] = useState<{ request: LetterRequest; letter: Letter } | null>(null);
  const [created, setCreated] = useState<Letter | null>(null);
  const [createError, setCreateError] = useState<ApiError>();
  const canManage = canOpenRoute(LETTER_TEMPLATES_PATH, entitlements);
  const status = httpStatusOf(details.error);

  const back = (
    <Button component={RouterLink} to={reportHref(inquiryId)} size="small" startIcon={<ArrowBackRounded aria-hidden="true" />} sx={{ mb: 1, ml: -1 }}>
      Back to the report
    </Button>
  );

  if (status === 404 || status === 400 || status === 403) {
    return (
      <>
        {back}
        <NotFoundPanel title="Report not found" what="This report could not be found" action={{ to: '/my-reports', label: 'Go to My Reports' }}>
          A letter is built from a report you may read. It may have been deleted from My Reports, or the link may be incomplete.
        </NotFoundPanel>
      </>
    );
  }

  const loading = details.isLoading || templates.isLoading || codes.isLoading || settings.isLoading;
  const failed = details.isError || templates.isError || codes.isError || settings.isError;
  const data = details.data;
  const applicants = data ? applicantsOf(data.product, data.dataSourceResponse) : undefined;

  const preview = async (request: LetterRequest): Promise<ApiError | undefined> => {
    setCreated(null);
    setCreateError(undefined);
    const result = await previewLetter(request);
    if ('error' in result) {
      setShown(null);
      return result.error;
    }
    setShown({ request, letter: result.data });
    return undefined;
  };
  const create = async () => {
    if (!shown) return;
    setCreateError(undefined);
    const result = await createLetter(shown.request);
    if ('error' in result) setCreateError(result.error);
    else setCreated(result.data);
  };
  const letter = created ?? shown?.letter;

  return (
    <>
      {back}
      <PageFrame
        title="Create Letter"
        subtitle={data ? `From the ${data.item.productName} of ${data.item.consumerName}${data.item.coApplicantName ? ` and ${data.item.coApplicantName}` : ''}, ordered ${formatLetterDate(data.createdAt)}.` : undefined}
      >
        {failed ? (
          <Alert
            severity="error"
            action={
              <Button
                color="inherit"
                onClick={() => {
                  void details.refetch();
                  void templates.refetch();
                  void codes.refetch();
                  void settings.refetch();
                }}
              >
                Try again
              </Button>
            }
          >
            The report or your company’s letter templates could not be loaded.
          </Alert>
        ) : loading || !data ? (
          <Stack spacing={3} aria-busy="true" aria-label="Loading the report and the letter templates">
            <Skeleton variant="rounded" height={320} />
            <Skeleton variant="rounded" height={480} />
          </Stack>
        ) : !applicants || applicants.length === 0 ? (
          <Paper variant="outlined">
            <EmptyState icon={<DescriptionOutlined aria-hidden="true" fontSize="large" />} title="No letter can be built from this report">
              {LETTER_MESSAGES.notCreditReport(data.item.productName)}
            </EmptyState>
          </Paper>
        ) : (
          <>
            {settings.data && !settings.data.complete && (
              <Alert
                severity="warning"
                sx={{ mb: 3 }}
                action={
                  canManage ? (
                    <Button component={RouterLink} to={letterTabHref('settings')} color="inherit" size="small">
                      Letter settings
                    </Button>
                  ) : undefined
                }
              >
                {LETTER_MESSAGES.noCompanyAddress}
              </Alert>
            )}
            <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(340px, 5fr) minmax(0, 7fr)' }, alignItems: 'start' }}>
              <CreateLetterForm
                  inquiryId={inquiryId}
                  reportDay={todayIso(new Date(data.createdAt))}
                  applicants={applicants}
                  templates={templates.data ?? []}
                  codes={codes.data?.content ?? []}
                  canManage={canManage}
                  busy={previewing.isLoading || creating.isLoading}
                  onChange={() => {
                    if (!created) setShown(null);
                  }}
                  onPreview={preview}
                />
              <Box component="section" aria-labelledby="letter-preview-heading">
                <Typography id="letter-preview-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
                  {created ? 'The letter' : 'Preview'}
                </Typography>
                {letter ? (
                  <Stack spacing={2}>
                    <LetterOutcome letter={letter} created={created !== null} creating={creating.isLoading} error={createError} onCreate={() => void create()} onSent={(sent) => setCreated((c) => (c ? { ...c, ...sent } : c))} />
                    <LetterSheet label="Letter preview" language={letter.language} letterhead={letter.letterhead} subject={letter.subject} body={letter.body} disclosures={letter.disclosures} />
                  </Stack>
                ) : (
                  <Paper variant="outlined" sx={{ p: 3, color: 'text.secondary', borderStyle: 'dashed' }}>
                    Choose the template, the decision and its reasons, then Preview letter: the letter is filled from this report as it will be printed.
                  </Paper>
                )}
              </Box>
            </Box>
            <ReportLetters inquiryId={inquiryId} />
          </>
        )}
      </PageFrame>
    </>
  );
}
