import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { PageFrame } from '../../../components/page-frame';
import { PageLoading } from '../../../components/page-loading';
import { serverMessageOf } from '../../../api/api-errors';
import { useDataSourceConnectionsQuery } from '../api';
import { DataxCard } from '../components/datax-card';
import { TwnCard } from '../components/twn-card';

/**
 * /config-engine (product-management admins, issue 17): the company's own accounts at The Work Number
 * and DataX, which OneView+ reports draw on. Credentials are checked by the data source, stored by
 * the server encrypted and only ever shown masked (docs/config-engine.md).
 */
export function ConfigEnginePage() {
  const { data, error, isLoading } = useDataSourceConnectionsQuery(undefined);
  return (
    <PageFrame
      title="Configuration Engine"
      subtitle="Connect your company's own data-source accounts. OneView+ reports include employment from The Work Number and alternative data from DataX only while they are connected."
    >
      {isLoading && <PageLoading />}
      {error && <Alert severity="error">{serverMessageOf(error) ?? 'The connections could not be loaded. Please try again later.'}</Alert>}
      {data && (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
          <TwnCard connection={data.twn} />
          <DataxCard connection={data.datax} />
        </Box>
      )}
    </PageFrame>
  );
}
