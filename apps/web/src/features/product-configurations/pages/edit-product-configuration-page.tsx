import { useSearchParams } from 'react-router';
import { useSelector } from 'react-redux';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { skipToken } from '@reduxjs/toolkit/query';
import { serverMessageOf } from '../../../api/api-errors';
import { PageFrame } from '../../../components/page-frame';
import { selectAuth } from '../../../lib/auth/auth-slice';
import { useGetConfigurationOptionsQuery, useGetProductConfigurationQuery } from '../api';
import { BackToList } from '../components/back-to-list';
import { ConfigurationForm } from '../components/configuration-form';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /product-configuration/edit?id=…: GET /products/configurations/{id} and its product's options with
 * the values (GET …/configurations/{id}/options), then the form; the product stays.
 */
export function EditProductConfigurationPage() {
  const [params] = useSearchParams();
  const id = (params.get('id') ?? '').trim();
  const { customerId } = useSelector(selectAuth);
  const valid = UUID.test(id);
  const configuration = useGetProductConfigurationQuery(valid ? id : skipToken);
  const options = useGetConfigurationOptionsQuery(valid ? { customerId, configurationId: id } : skipToken);
  const failed = configuration.error ?? options.error;

  let content;
  if (!id) content = <Alert severity="warning">No product configuration was chosen. Pick one from the list to edit it.</Alert>;
  else if (!valid) content = <Alert severity="error">This address names no product configuration.</Alert>;
  else if (failed) content = <Alert severity="error">{serverMessageOf(failed) ?? 'The product configuration could not be loaded.'}</Alert>;
  else if (!configuration.data || !options.data || configuration.data.configurationId !== id) content = <FormSkeleton />;
  else {
    const c = configuration.data;
    content = (
      <ConfigurationForm
        key={`${c.configurationId}-${c.updatedAt}`}
        mode="edit"
        configurationId={c.configurationId}
        product={options.data}
        member={{ memberNumber: c.memberNumber, memberName: c.memberName }}
        initial={{ memberNumber: c.memberNumber, productCode: c.productCode, configurationName: c.configurationName, options: options.data.values }}
      />
    );
  }

  return (
    <>
      <BackToList />
      <PageFrame title="Edit Product Configuration" subtitle={configuration.data?.configurationId === id ? `${configuration.data.configurationName} · ${configuration.data.productName}` : undefined}>
        {content}
      </PageFrame>
    </>
  );
}

function FormSkeleton() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 760 }} aria-busy="true" aria-label="Loading the product configuration">
      <Stack spacing={2.5}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} variant="rounded" height={56} />
        ))}
      </Stack>
    </Paper>
  );
}
