import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { LegacyReportItem } from '@creditdesk/contracts';
import { formatDateAndTime } from '../../../reports/format';
import { useGetLegacyReportQuery } from './legacy-reports-api';

/** One legacy report, read as the legacy system printed it (its formatted report, the SSN masked). */
export function LegacyReportDialog({ item, onClose }: { item: LegacyReportItem | null; onClose: () => void }) {
  const report = useGetLegacyReportQuery(item?.id ?? '', { skip: !item });
  const title = item ? `${item.productName} for ${item.consumerName}` : '';
  return (
    <Dialog open={item !== null} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="legacy-report-title">
      <DialogTitle id="legacy-report-title">
        {title}
        {item && (
          <Box component="span" sx={{ display: 'block', fontSize: '0.85rem', fontWeight: 400, color: 'text.secondary' }}>
            Ordered {formatDateAndTime(item.orderedAt)} on the legacy system · {item.id}
          </Box>
        )}
      </DialogTitle>
      <DialogContent dividers>
        {report.isFetching ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label="Loading the legacy report" />
          </Box>
        ) : report.isError || !report.data ? (
          <Alert severity="error">The legacy report could not be loaded. Please try again later.</Alert>
        ) : (
          <Box
            component="pre"
            tabIndex={0}
            aria-label={`Formatted report: ${title}`}
            sx={{ m: 0, p: 2, bgcolor: '#f8f9fc', borderRadius: 1, fontSize: '0.82rem', lineHeight: 1.5, overflowX: 'auto', whiteSpace: 'pre' }}
          >
            {report.data.formatedResponse}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
