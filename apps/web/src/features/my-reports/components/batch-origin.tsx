import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import { useGetInquiryBatchDetailsQuery } from '../../../reports/stored-report-api';

/**
 * Above a report opened from its batch: the way back to that batch and the row the report is, from the
 * server (GET /reportinquiries/extract/{id}/batchdetails). A report that is no batch's, or one the
 * server will not place (404), gets `fallback`: the way back to My Reports.
 */
export function BatchOrigin({ inquiryId, fallback }: { inquiryId: string; fallback: ReactNode }) {
  const origin = useGetInquiryBatchDetailsQuery(inquiryId);
  if (origin.isError) return fallback;
  const batch = origin.data;
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ mb: 1, ml: -1, alignItems: 'center', flexWrap: 'wrap' }}>
      {batch ? (
        <Button component={RouterLink} to={`/batch/${encodeURIComponent(batch.batchId)}`} size="small" startIcon={<ArrowBackRounded aria-hidden="true" />}>
          Back to the batch
        </Button>
      ) : (
        <Button disabled size="small" startIcon={<ArrowBackRounded aria-hidden="true" />}>
          Back to the batch
        </Button>
      )}
      {batch && (
        <Typography variant="body2" color="text.secondary">
          Row {batch.rowNumber} of batch {batch.batchName}
        </Typography>
      )}
    </Stack>
  );
}
