import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import ReplayRounded from '@mui/icons-material/ReplayRounded';
import { type MultiOrderOutcome, type MultiOrderProductKey, productNameOfKey } from '@creditdesk/contracts';
import { reportPath } from '../order/order-report';
import { recallOrderPath } from '../order/recalled-draft';

type MultiOrderResultsProps = {
  outcomes: readonly MultiOrderOutcome[];
  consumerName: string;
  /** retries one failed product with the applicant just typed; absent when the page no longer holds it (after a reload). */
  onRetry?: (product: MultiOrderProductKey) => void;
  /** the product being retried. */
  retrying?: MultiOrderProductKey;
  onOrderAgain: () => void;
};

/**
 * The one result page of several products ordered for one applicant (issue 33): each product with a
 * link to its report at its own address, or its failure in its single order's words with a retry of
 * that product alone (the others stay stored: they were pulled and billed).
 */
export function MultiOrderResults({ outcomes, consumerName, onRetry, retrying, onOrderAgain }: MultiOrderResultsProps) {
  const ordered = outcomes.filter((o) => o.outcome === 'ordered');
  const failed = outcomes.length - ordered.length;
  // a failed product without the typed applicant is ordered again from a stored report's applicant (applicant recall)
  const recallFrom = ordered[0]?.inquiryId;
  return (
    <Stack spacing={3}>
      <Alert severity={failed === 0 ? 'success' : 'warning'} role="status">
        {ordered.length} of {outcomes.length} products ordered for {consumerName}.
        {failed > 0 && ` ${failed === 1 ? 'One product' : `${failed} products`} could not be ordered: the others are stored. Retry ${failed === 1 ? 'it' : 'each'} below.`}
      </Alert>
      <Box component="ul" aria-label="Products ordered" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(auto-fit, minmax(260px, 1fr))' } }}>
        {outcomes.map((o) => {
          const name = productNameOfKey(o.product);
          return (
            <Paper component="li" variant="outlined" key={o.product} sx={{ p: { xs: 2, sm: 2.5 }, display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}>
              <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
                <Typography variant="h6" component="h2">
                  {name}
                </Typography>
                {o.outcome === 'ordered' ? (
                  <Chip size="small" color="success" variant="outlined" icon={<CheckCircleRounded aria-hidden="true" />} label="Ordered" />
                ) : (
                  <Chip size="small" color="error" variant="outlined" icon={<ErrorOutlineRounded aria-hidden="true" />} label="Failed" />
                )}
              </Box>
              {o.outcome === 'ordered' ? (
                <>
                  {o.keyFindings && <Typography variant="body2">{o.keyFindings}</Typography>}
                  <Typography variant="body2" color="text.secondary">
                    Stored in My Reports with its PDF.
                  </Typography>
                  <Box sx={{ mt: 'auto' }}>
                    <Button component={RouterLink} to={reportPath(o.inquiryId)} variant="contained" size="small" startIcon={<OpenInNewRounded aria-hidden="true" />}>
                      Open the {name} report
                    </Button>
                  </Box>
                </>
              ) : (
                <>
                  <Alert severity="error" variant="outlined">
                    {o.message}
                  </Alert>
                  <Box sx={{ mt: 'auto' }}>
                    {onRetry ? (
                      <Button
                        variant="contained"
                        size="small"
                        disabled={retrying !== undefined}
                        onClick={() => onRetry(o.product)}
                        startIcon={retrying === o.product ? <CircularProgress size={16} color="inherit" aria-hidden="true" /> : <ReplayRounded aria-hidden="true" />}
                      >
                        Retry the {name}
                      </Button>
                    ) : (
                      <Button component={RouterLink} to={recallFrom ? recallOrderPath(o.product, recallFrom) : `/products/${o.product}`} variant="outlined" size="small" startIcon={<ReplayRounded aria-hidden="true" />}>
                        Order the {name} again
                      </Button>
                    )}
                  </Box>
                </>
              )}
            </Paper>
          );
        })}
      </Box>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={onOrderAgain}>
          Change the order
        </Button>
        <Button component={RouterLink} to="/my-reports">
          My Reports
        </Button>
      </Box>
    </Stack>
  );
}
