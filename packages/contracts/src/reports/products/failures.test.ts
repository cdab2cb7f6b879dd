import { describe, expect, it } from 'vitest';
import { productByKey } from './registry.js';

// reports.md §8, word for word: the status and the sentence each product's PDF failure shows.
const unexpected = 'An unexpected error has occurred. Please try again later.';
const spec: Record<string, { status: string; content: string }> = {
  acrov6: { status: 'fail', content: 'An error occurred while creating the PDF document. Please try again later.' },
  nal: { status: 'fail', content: 'An error occurred while creating the PDF document. Please try again later.' },
  oneviewplus: { status: 'fail', content: 'An error occurred while creating the PDF document. Please try again later.' },
  idreport: { status: 'error', content: unexpected },
  persona: { status: 'error', content: unexpected },
  dtec: { status: 'error', content: unexpected },
  recoveryreport: { status: 'error', content: unexpected },
  ofac: { status: 'error', content: unexpected },
  telecheck: { status: 'error', content: unexpected },
  eidcompare: { status: 'error', content: unexpected },
  eidverifier: { status: 'error', content: unexpected },
  mla: { status: 'error', content: unexpected },
  amlconnect: { status: 'error', content: 'An Unexpected error has occurred. Please try again later.' },
  firstsearch: { status: 'error', content: 'An Unexpected error has occurred. Please try again later.' },
  adv: { status: 'failed', content: unexpected },
};

describe("each product's PDF failure (reports.md §8)", () => {
  it.each(Object.entries(spec))('%s', (key, expected) => {
    expect(productByKey(key)?.pdf.failure).toEqual(expected);
  });
});

describe("each product's order failure (reports.md §8)", () => {
  it('AML Connect and First Search: the capital U, no tracking id in the sentence', () => {
    for (const key of ['amlconnect', 'firstsearch']) {
      expect(productByKey(key)?.order.failure).toEqual({ status: 'error', content: 'An Unexpected error has occurred. Please try again later.', trackingId: false });
    }
  });
  it('MLA: status fail, with the tracking id', () => {
    expect(productByKey('mla')?.order.failure).toEqual({ status: 'fail', content: unexpected, trackingId: true });
  });
  it('consumer, nal, oneviewplus: the general words (ORDER_FAILURES.unexpected), with the tracking id', () => {
    for (const key of ['acrov6', 'nal', 'oneviewplus']) expect(productByKey(key)?.order.failure).toBeUndefined();
  });
});
