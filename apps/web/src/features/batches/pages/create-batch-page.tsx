import { PageFrame } from '../../../components/page-frame';
import { BatchesList } from '../components/batches-list';
import { NewBatchCard } from '../components/new-batch-card';

/**
 * /batch (Create Batch): a new batch from a CSV file (checked first: the dry run, then ordered on
 * confirmation), and the company's batches below.
 */
export function CreateBatchPage() {
  return (
    <PageFrame title="Create Batch" subtitle="Order one product for many consumers at once, and follow your batches.">
      <NewBatchCard />
      <BatchesList />
    </PageFrame>
  );
}
