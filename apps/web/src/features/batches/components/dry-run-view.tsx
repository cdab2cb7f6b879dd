import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { BATCH_LIMITS, type Batch, type BatchDryRun, type BatchReuse, type ConfirmBatchBody } from '@creditdesk/contracts';
import { formatCents, formatCount, plural } from '../batch-format';
import { DryRunProblems } from './dry-run-problems';
import { DryRunReuse, type ReuseAnswer, reuseAnswerProblem } from './dry-run-reuse';
import { RejectedRowsButton } from './rejected-rows-button';

type DryRunViewProps = {
  batch: Batch;
  /** the first problems the dry run listed; undefined when they are not at hand (the batch page reads them from the rows). */
  problems?: BatchDryRun['errors'];
  /** the valid rows recent reports answer (the dry run's, or the confirm's 409): the user chooses before ordering. */
  reuse?: BatchReuse;
  confirming: boolean;
  cancelling: boolean;
  onConfirm: (body?: ConfirmBatchBody) => void;
  onCancel: () => void;
  /** the level of the view's heading under the page's (its sub-heading one below): 3 in Create Batch's card, 2 on the batch's own page. */
  headingLevel?: 2 | 3;
};

/** How many rows the file holds, how many can be ordered, what ordering them costs, and the problems. */
export function DryRunCounts({ batch }: { batch: Batch }) {
  const valid = batch.counts.total - batch.counts.invalid;
  const tiles = [
    { label: 'Rows', value: batch.counts.total },
    { label: 'Valid', value: valid },
    { label: 'Invalid', value: batch.counts.invalid },
  ];
  return (
    <Box component="dl" aria-label="Rows checked" sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', maxWidth: 520 }}>
      {tiles.map((t) => (
        <Box key={t.label} sx={{ border: 1, borderColor: 'divider', borderRadius: 2, px: 2, py: 1.25, bgcolor: '#f8f9fc' }}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 500 }}>
            {t.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontSize: '1.5rem', fontWeight: 700, fontVariantNumeric: 'tabular-nums', color: t.label === 'Invalid' && t.value > 0 ? 'warning.dark' : 'text.primary' }}>
            {formatCount(t.value)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** The estimate: the valid rows at the product's list price. */
export function DryRunEstimate({ batch }: { batch: Batch }) {
  const { estimate } = batch;
  return (
    <Typography>
      Estimated cost: <strong>{formatCents(estimate.totalCents)}</strong> at list price ({plural(estimate.rows, 'report')} × {formatCents(estimate.unitPriceCents)})
    </Typography>
  );
}

/**
 * The dry run: the file as checked, nothing ordered. The user orders the valid rows or cancels; with
 * no valid row, only Cancel.
 */
export function DryRunView({ batch, problems, reuse, confirming, cancelling, onConfirm, onCancel, headingLevel = 3 }: DryRunViewProps) {
  const valid = batch.counts.total - batch.counts.invalid;
  const [answer, setAnswer] = useState<ReuseAnswer>({ reason: '' });
  const [tried, setTried] = useState(false);
  const order = () => {
    setTried(true);
    if (!reuse) return onConfirm();
    if (reuseAnswerProblem(answer)) return;
    onConfirm(answer.reuse === 'pull' ? { reuse: 'pull', reason: answer.reason.trim() } : { reuse: answer.reuse });
  };
  const busy = confirming || cancelling;
  const moreProblems = problems !== undefined && batch.counts.invalid > 0 && problems.length >= BATCH_LIMITS.dryRunErrorsListed;
  return (
    <Box component="section" aria-labelledby="dry-run-title" sx={{ display: 'grid', gap: 2.5 }}>
      <Box>
        <Typography id="dry-run-title" variant="h6" component={`h${headingLevel}`}>
          {batch.fileName} is checked: nothing is ordered yet
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {batch.productName}
          {batch.templateName ? ` with the template ${batch.templateName}` : ''} · {batch.batchName}
        </Typography>
      </Box>
      <DryRunCounts batch={batch} />
      {valid > 0 ? (
        <DryRunEstimate batch={batch} />
      ) : (
        <Alert severity="warning">No row of the file can be ordered. Fix the problems in the file and upload it again.</Alert>
      )}
      {problems && problems.length > 0 && (
        <Box>
          <Typography variant="subtitle1" component={headingLevel === 2 ? 'h3' : 'h4'} sx={{ fontWeight: 600, mb: 1 }}>
            Problems found
          </Typography>
          <DryRunProblems problems={problems} />
          {moreProblems && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              The first {formatCount(problems.length)} problems are listed.{' '}
              {/* underlined: a link inside text is told apart by more than its colour (axe link-in-text-block) */}
              <Link component={RouterLink} to={`/batch/${batch.batchId}?status=invalid`} underline="always">
                See every invalid row
              </Link>
            </Typography>
          )}
        </Box>
      )}
      {reuse && valid > 0 && <DryRunReuse reuse={reuse} answer={answer} onChange={setAnswer} tried={tried} headingLevel={headingLevel === 2 ? 3 : 4} />}
      {batch.counts.invalid > 0 && (
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
          <RejectedRowsButton batch={batch} />
          <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 260px' }}>
            {valid > 0 ? `Ordering skips the ${plural(batch.counts.invalid, 'invalid row')}; they stay listed in the batch with their problems. ` : ''}
            The rejected rows come in your file&apos;s own columns with a Problems column: fix them and upload the file again.
          </Typography>
        </Box>
      )}
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
        <Button variant="outlined" onClick={onCancel} disabled={busy} startIcon={cancelling ? <CircularProgress size={16} color="inherit" aria-hidden="true" /> : undefined}>
          Cancel
        </Button>
        {valid > 0 && (
          <Button variant="contained" onClick={order} disabled={busy} startIcon={confirming ? <CircularProgress size={16} color="inherit" aria-hidden="true" /> : undefined}>
            Order {plural(valid, 'report')}
          </Button>
        )}
      </Box>
    </Box>
  );
}
