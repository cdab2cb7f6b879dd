import Box from '@mui/material/Box';
import { PERMISSIBLE_PURPOSES, type Batch } from '@creditdesk/contracts';
import { formatDateAndTime } from '../../../reports/format';
import { formatCents, plural } from '../batch-format';

const purposeLabel = (value: string) => PERMISSIBLE_PURPOSES.find((p) => p.value === value)?.label ?? value;

/** A batch's metadata as a list of facts, as many columns as fit (two on a phone). */
export function BatchFacts({ batch }: { batch: Batch }) {
  const facts: [string, string][] = [
    ['Product', batch.productName],
    ['File', batch.fileName],
    ...(batch.templateName ? [['Input template', batch.templateName] as [string, string]] : []),
    ['Account number', batch.accountNumber ?? 'From each row'],
    ...(batch.permissiblePurpose ? [['Permissible purpose', purposeLabel(batch.permissiblePurpose)] as [string, string]] : []),
    ['Submitted by', batch.submittedBy],
    ['Submitted', formatDateAndTime(batch.createdAt)],
    ...(batch.startedAt ? [['Started', formatDateAndTime(batch.startedAt)] as [string, string]] : []),
    ...(batch.finishedAt ? [['Finished', formatDateAndTime(batch.finishedAt)] as [string, string]] : []),
    ['Estimate', `${formatCents(batch.estimate.totalCents)} at list price (${plural(batch.estimate.rows, 'report')})`],
    ...(batch.status === 'validated' ? [] : [['Results', batch.downloadStatus === 'downloaded' ? 'Downloaded' : 'Not downloaded yet'] as [string, string]]),
  ];
  return (
    <Box
      component="dl"
      aria-label="About this batch"
      sx={{
        m: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
        '& dt': { color: 'text.secondary', fontSize: '0.8125rem', fontWeight: 500 },
        '& dd': { m: 0, overflowWrap: 'anywhere' },
      }}
    >
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </Box>
  );
}
