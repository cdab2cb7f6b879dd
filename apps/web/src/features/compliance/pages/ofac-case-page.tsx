import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import { httpStatusOf } from '../../../api/api-errors';
import { EmptyState } from '../../../components/empty-state';
import { NotAllowed } from '../../../components/not-allowed';
import { PageFrame } from '../../../components/page-frame';
import { BackToCases } from '../components/back-to-cases';
import { OfacCaseView } from '../components/ofac-case-view';
import { useGetOfacCaseQuery } from '../api';
import { CASE_ROUTE, CASES_ROUTE } from '../ofac-case-routes';

/** /compliance/ofac-cases/:caseId: one review case with its screen, decided here by a compliance user (securityadmin). */
export function OfacCasePage() {
  const { caseId = '' } = useParams();
  const loaded = useGetOfacCaseQuery(caseId);
  const status = httpStatusOf(loaded.error);

  if (status === 403) return <NotAllowed title={CASE_ROUTE.title} reason={CASE_ROUTE.refusal ?? ''} />;

  let content;
  if (loaded.data) content = <OfacCaseView key={`${loaded.data.case.id}:${loaded.data.case.status}`} review={loaded.data} />;
  else if (loaded.isLoading)
    content = (
      <PageFrame title={CASE_ROUTE.title}>
        <Stack spacing={3} aria-busy="true" aria-label="Loading the case">
          <Skeleton variant="rounded" height={140} />
          <Skeleton variant="rounded" height={260} />
        </Stack>
      </PageFrame>
    );
  else if (loaded.isError && status !== 404 && status !== 400)
    content = (
      <PageFrame title={CASE_ROUTE.title}>
        <Alert severity="error" action={<Button color="inherit" onClick={() => void loaded.refetch()}>Try again</Button>}>
          The case could not be loaded.
        </Alert>
      </PageFrame>
    );
  // no such case of the company (404), or an address that names none (400)
  else
    content = (
      <PageFrame title="Case not found">
        <Paper variant="outlined">
          <EmptyState
            icon={<SearchOffRounded aria-hidden="true" fontSize="large" />}
            title="This case could not be found"
            action={<Button component={RouterLink} to={CASES_ROUTE.path} variant="contained">Go to {CASES_ROUTE.title}</Button>}
          >
            The link may be incomplete, or the case belongs to another company.
          </EmptyState>
        </Paper>
      </PageFrame>
    );

  return (
    <>
      <BackToCases />
      {content}
    </>
  );
}
