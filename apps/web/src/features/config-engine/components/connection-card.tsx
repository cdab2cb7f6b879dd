import { type ReactNode, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import LinkOffOutlined from '@mui/icons-material/LinkOffOutlined';
import { DATA_SOURCE_LABELS, type DataSourceConnection, type DataSourceKind, formatDateTime } from '@creditdesk/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { serverMessageOf } from '../../../api/api-errors';
import { useDisconnectDataSourceMutation } from '../api';

/** 'Jan 5, 2026, 3:04 PM' in the browser's time zone. */
export const formatValidatedAt = (iso: string) => formatDateTime(iso);

type ConnectionCardProps = {
  source: DataSourceKind;
  description: string;
  /** what OneView+ loses while the source is not connected (the disconnect dialog says it). */
  withoutIt: string;
  connection: DataSourceConnection | null;
  /** the credentials form; shown at once while not connected, behind 'Change credentials' once connected. */
  form: (done: () => void) => ReactNode;
  /** below the account's details (the TWN template). */
  children?: ReactNode;
  /** the last success of this card, said under its title. */
  notice?: string;
  onNotice: (text: string | undefined) => void;
};

/** One data source: connected or not, the masked account, when and by whom last validated, and its acts. */
export function ConnectionCard({ source, description, withoutIt, connection, form, children, notice, onNotice }: ConnectionCardProps) {
  const label = DATA_SOURCE_LABELS[source];
  const titleId = `${source}-title`;
  const [changing, setChanging] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [disconnect, { isLoading: disconnecting, error: disconnectError, reset }] = useDisconnectDataSourceMutation();
  const showForm = !connection || changing;

  const confirm = async () => {
    const res = await disconnect(source);
    if ('data' in res && res.data) {
      setConfirming(false);
      setChanging(false);
      onNotice(res.data.message);
    }
  };

  return (
    <Card component="section" aria-labelledby={titleId} variant="outlined" sx={{ height: '100%' }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
          <Typography id={titleId} variant="h6" component="h2">
            {label}
          </Typography>
          {connection ? (
            <Chip color="success" size="small" icon={<CheckCircleOutlined aria-hidden="true" />} label="Connected" />
          ) : (
            <Chip size="small" variant="outlined" label="Not connected" />
          )}
        </Stack>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 2 }}>
          {description}
        </Typography>
        {notice && (
          <Alert severity="success" onClose={() => onNotice(undefined)} sx={{ mb: 2 }}>
            {notice}
          </Alert>
        )}
        {connection && (
          <>
            <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.75 }}>
              <Typography component="dt" color="text.secondary">
                {source === 'twn' ? 'User ID' : 'License key'}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontFamily: 'monospace' }} aria-label={`${source === 'twn' ? 'User ID' : 'License key'} ending ${connection.accountMasked.slice(-4)}`}>
                {connection.accountMasked}
              </Typography>
              <Typography component="dt" color="text.secondary">
                Last validated
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {formatValidatedAt(connection.validatedAt)} by {connection.validatedBy}
              </Typography>
            </Box>
            {children}
            <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
              <Button variant="outlined" onClick={() => setChanging((v) => !v)} aria-expanded={changing}>
                {changing ? 'Keep current credentials' : 'Change credentials'}
              </Button>
              <Button variant="outlined" color="error" startIcon={<LinkOffOutlined aria-hidden="true" />} onClick={() => (reset(), setConfirming(true))}>
                Disconnect
              </Button>
            </Stack>
          </>
        )}
        {showForm && (
          <>
            {connection && <Divider sx={{ my: 2 }} />}
            {form(() => setChanging(false))}
          </>
        )}
      </CardContent>
      <ConfirmDialog
        open={confirming}
        title={`Disconnect ${label}?`}
        confirmLabel="Disconnect"
        destructive
        busy={disconnecting}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void confirm()}
      >
        <Typography>The stored credentials are deleted. {withoutIt}</Typography>
        {disconnectError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {serverMessageOf(disconnectError) ?? 'The account could not be disconnected. Please try again.'}
          </Alert>
        )}
      </ConfirmDialog>
    </Card>
  );
}
