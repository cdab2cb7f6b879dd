import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { BatchReuse } from '@creditdesk/contracts';
import { makeBatch } from '../testing/fake-batches';
import { DryRunView } from './dry-run-view';

const reuse: BatchReuse = {
  reuseWindowDays: 7,
  count: 1,
  matches: [
    {
      rowNumber: 3,
      consumerName: 'Ada Okafor',
      ssnMasked: 'XXX-XX-7001',
      existing: { inquiryId: 'inq-1', product: 'acrov6', productName: 'Consumer Credit Report', consumerName: 'Ada Okafor', createdAt: '2026-11-20T14:06:00.000Z', orderedBy: 'demo.user', permissiblePurpose: 'CREDIT_TRANSACTION' },
    },
  ],
};

describe('the dry run with rows recent reports answer', () => {
  it('lists them and orders only once the user chose: reuse, or pull again with a reason', () => {
    const confirm = vi.fn();
    render(
      <MemoryRouter>
        <DryRunView batch={makeBatch({ status: 'validated', counts: { total: 4, invalid: 0 } })} reuse={reuse} confirming={false} cancelling={false} onConfirm={confirm} onCancel={() => undefined} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: '1 row matches a report ordered in the last 7 days' })).toBeTruthy();
    expect(screen.getByText(/Row 3: Ada Okafor XXX-XX-7001/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /ordered .* by demo.user/ }).getAttribute('href')).toContain('inq-1');
    const order = screen.getByRole('button', { name: /^Order/ });

    fireEvent.click(order);
    expect(confirm).not.toHaveBeenCalled();
    expect(screen.getByText('Choose to reuse those reports or pull again.')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: /Pull again/ }));
    fireEvent.click(order);
    expect(confirm).not.toHaveBeenCalled();
    expect(screen.getByText('A reason is required to pull again.')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /Reason for pulling again/ }), { target: { value: ' Consumer disputed a tradeline ' } });
    fireEvent.click(order);
    expect(confirm).toHaveBeenLastCalledWith({ reuse: 'pull', reason: 'Consumer disputed a tradeline' });

    fireEvent.click(screen.getByRole('radio', { name: /Reuse those reports/ }));
    fireEvent.click(order);
    expect(confirm).toHaveBeenLastCalledWith({ reuse: 'reuse' });
  });
});
