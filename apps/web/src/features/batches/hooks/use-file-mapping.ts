import { useEffect, useMemo, useState } from 'react';
import { type BatchColumnProposal, REJECTED_PROBLEMS_HEADER, headerKey, layoutColumnOfHeader, proposeBatchMapping, readCsvHead } from '@creditdesk/contracts';
import { type Mapping, mappingProblems, toColumns } from '../../../components/batch-mapping/mapping-rules';
import type { BatchChoice } from '../batch-choices';

/** What of a chosen file is read in the browser to propose its mapping: its beginning, the header and a few rows. */
const HEAD_BYTES = 256 * 1024;
const HEAD_ROWS = 5;

type Head = { file: File; headers: string[]; rows: string[][] };

/** The header row and first rows of a file, read from its beginning. */
async function readHead(file: File): Promise<Omit<Head, 'file'>> {
  const text = await file.slice(0, HEAD_BYTES).text();
  // a workbook or other binary file is not mapped: the server refuses it with its own reason
  const start = text.slice(0, 4096);
  if (start.includes('\u0000') || start.includes('\uFFFD')) return { headers: [], rows: [] };
  return readCsvHead(text, HEAD_ROWS, file.size <= HEAD_BYTES);
}

/**
 * Create Batch without a template (issue 33): the chosen file's headers are read in the browser. A
 * file in the standard layout needs nothing more; any other gets a mapping proposed for every column
 * (contracts' proposeBatchMapping: its words, then its values), which the user accepts or fixes
 * before the dry run. The server checks the mapping it is sent.
 */
export function useFileMapping(choice: BatchChoice | undefined, file: File | null) {
  const [head, setHead] = useState<Head | undefined>();
  // the user's changes, kept for the proposal they were made to (a new file or product starts from its own proposal)
  const [edited, setEdited] = useState<{ of: BatchColumnProposal[]; mapping: Mapping } | undefined>();
  const product = choice && !choice.template ? choice.product : undefined;

  useEffect(() => {
    let live = true;
    if (!file) setHead(undefined);
    else
      readHead(file).then(
        (read) => live && setHead({ file, ...read }),
        () => live && setHead(undefined),
      );
    return () => {
      live = false;
    };
  }, [file]);

  const current = head && head.file === file ? head : undefined;
  const proposal: BatchColumnProposal[] = useMemo(() => (product && current ? proposeBatchMapping(product.batch, current.headers, current.rows) : []), [product, current]);
  const mapping: Mapping = edited?.of === proposal ? edited.mapping : proposal.map((p) => p.column);
  const setMapping = (next: Mapping) => setEdited({ of: proposal, mapping: next });

  // the standard layout (every header a column's key or label, or a rejected-rows file's problems) needs no mapping
  const needed = !!product && !!current && current.headers.some((h) => !layoutColumnOfHeader(product.batch, h) && headerKey(h) !== headerKey(REJECTED_PROBLEMS_HEADER));
  const problems = needed && product ? mappingProblems(product, current!.headers, mapping, {}) : [];
  return {
    needed,
    product,
    headers: current?.headers ?? [],
    rows: current?.rows ?? [],
    proposal,
    mapping,
    setMapping,
    problems,
    /** the submission's `columns` field, when the file needs a mapping. */
    columnsField: needed && current ? JSON.stringify(toColumns(current.headers, mapping)) : undefined,
  };
}
