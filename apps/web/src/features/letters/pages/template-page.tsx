import { Link as RouterLink, useParams } from 'react-router';
import { skipToken } from '@reduxjs/toolkit/query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import { httpStatusOf } from '../../../api/api-errors';
import { PageFrame } from '../../../components/page-frame';
import { useGetEletterQuery } from '../api';
import { FeatureNotice } from '../components/feature-notice';
import { NotFoundPanel } from '../components/not-found-panel';
import { TemplateForm } from '../components/template-form';
import { LETTER_TEMPLATES_PATH } from '../letter-links';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const backToTemplates = (
  <Button component={RouterLink} to={LETTER_TEMPLATES_PATH} size="small" startIcon={<ArrowBackRounded aria-hidden="true" />} sx={{ mb: 1, ml: -1 }}>
    Back to Letter Templates
  </Button>
);

/** /letter-templates/new and /letter-templates/:eletterId: a letter template's editor with its live preview. */
export function TemplatePage() {
  const { eletterId = 'new' } = useParams();
  const isNew = eletterId === 'new';
  const valid = isNew || UUID.test(eletterId);
  const query = useGetEletterQuery(!isNew && valid ? eletterId : skipToken);
  const status = httpStatusOf(query.error);
  const notFound = !valid || status === 404 || status === 400;

  if (notFound) {
    return (
      <>
        {backToTemplates}
        <NotFoundPanel title="Letter template not found" what="This letter template could not be found" action={{ to: LETTER_TEMPLATES_PATH, label: 'Go to Letter Templates' }}>
          It may have been deleted, or the link may be incomplete.
        </NotFoundPanel>
      </>
    );
  }

  return (
    <>
      {backToTemplates}
      <PageFrame
        title={isNew ? 'Create Letter Template' : 'Edit Letter Template'}
        subtitle={isNew ? 'Write the letter once with merge fields; each letter built from a report fills them from that report.' : query.data?.eletterName}
      >
        <FeatureNotice />
        {isNew ? (
          <TemplateForm />
        ) : query.isError ? (
          <Alert severity="error" action={<Button color="inherit" onClick={() => void query.refetch()}>Try again</Button>}>
            The letter template could not be loaded.
          </Alert>
        ) : query.data ? (
          <TemplateForm key={query.data.eletterId} template={query.data} />
        ) : (
          <Stack spacing={3} aria-busy="true" aria-label="Loading the letter template">
            <Skeleton variant="rounded" height={150} />
            <Skeleton variant="rounded" height={420} />
          </Stack>
        )}
      </PageFrame>
    </>
  );
}
