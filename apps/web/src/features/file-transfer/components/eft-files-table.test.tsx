import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EftsFile } from '@creditdesk/contracts';
import { ThemeProvider } from '@mui/material/styles';
import { createAppStore } from '../../../app/store';
import { theme } from '../../../app/theme';
import { fakeApi, json } from '../../../testing/fake-api';
import { ADMIN_AUTH } from '../../../testing/fixtures';
import { atPhoneWidth } from '../../../testing/phone-width';
import { EftFilesTable } from './eft-files-table';

const INPUTS = '/api/efts/customers/c-1/systems/LOANS/folders/daily/inputs';

const file = (n: number, fileName: string, fileSize: number): EftsFile => ({
  fileId: `f-${n}`,
  fileName,
  gcpFileName: fileName,
  fileSize,
  contentType: 'text/csv',
  sha256: 'x'.repeat(64),
  transferredDate: `2026-11-0${n}T10:00:00.000Z`,
  transferredBy: 'demo.admin',
  cycleNumber: n,
  status: 'received',
  eftsMessage: null,
});
const FILES = [file(2, 'applicants-nov.csv', 2048), file(1, 'accounts.csv', 1_048_576)];

/** The folder's inputs list in a router (its order in the URL), the API answering `FILES`. */
function renderFiles(path = '/files') {
  const server = fakeApi(() => json({ content: FILES, totalElements: FILES.length, pageNumber: 1, pageSize: 10 }));
  const router = createMemoryRouter([{ path: '/files', element: <EftFilesTable direction="inputs" customerId="c-1" system="LOANS" folder="daily" /> }], { initialEntries: [path] });
  render(
    <Provider store={createAppStore({ auth: ADMIN_AUTH })}>
      <ThemeProvider theme={theme}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </Provider>,
  );
  const sortsAsked = () => server.callsTo(INPUTS).map((c) => `${c.url.searchParams.get('sortColumn')} ${c.url.searchParams.get('sortOrder')}`);
  return { router, sortsAsked };
}

afterEach(() => vi.unstubAllGlobals());

describe('EFT files list (file transfer)', () => {
  it('sorts by a header on the server (the spec’s sortColumn and sortOrder), newest first by default, the order in the URL', async () => {
    const { router, sortsAsked } = renderFiles();
    const table = await screen.findByRole('table', { name: 'Input files' });
    await within(table).findByText('accounts.csv');
    expect(sortsAsked()).toEqual(['transferredDate desc']);
    fireEvent.click(within(table).getByRole('button', { name: /^File/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=fileName'));
    await waitFor(() => expect(sortsAsked().at(-1)).toBe('fileName asc'));
  });

  it('shows a card a file on a phone with its facts and actions, and a Sort by that orders the list', async () => {
    atPhoneWidth();
    const { router, sortsAsked } = renderFiles('/files?sort=-fileSize');
    const cards = await screen.findByRole('list', { name: 'Input files' });
    expect(screen.queryByRole('table')).toBeNull();
    const first = within(cards).getAllByRole('listitem')[0];
    expect(within(first).getByText('applicants-nov.csv')).toBeTruthy();
    expect(first.textContent).toContain('Received');
    expect(first.textContent).toContain('Size2.0 KB');
    expect(within(first).getByRole('button', { name: 'Download applicants-nov.csv' })).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Delete applicants-nov.csv' })).toBeTruthy();
    expect(sortsAsked()).toEqual(['fileSize desc']);

    const sortBy = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Sort by' });
    expect(sortBy.value).toBe('fileSize.desc');
    fireEvent.change(sortBy, { target: { value: 'transferredDate.asc' } });
    await waitFor(() => expect(router.state.location.search).toBe('?sort=transferredDate'));
    await waitFor(() => expect(sortsAsked().at(-1)).toBe('transferredDate asc'));
  });
});
