import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { listSort, type SortOrder } from '@creditdesk/contracts';
import { readSort, sortArg, sortingOf, writeSort } from '../../lib/list-sort-url';
import { useUrlQuery } from '../../lib/use-url-query';
import { type ListColumn, ListTable } from './list-table';
import { SortSelect } from './sort-select';

const PEOPLE_SORT = listSort(['name', 'createdAt'], '-createdAt');
type Q = { page: number; sort: SortOrder<'name' | 'createdAt'> };
const read = (p: URLSearchParams): Q => ({ page: Number(p.get('page') ?? 1), sort: readSort(p, PEOPLE_SORT) });
const write = (q: Q) => {
  const p = new URLSearchParams();
  if (q.page !== 1) p.set('page', String(q.page));
  return writeSort(p, PEOPLE_SORT, q.sort);
};

/** A list screen as the portal's are built: its order in the URL, its table's headers sorting it. */
const COLUMNS: ListColumn[] = [{ label: 'Name', sortKey: 'name' }, { label: 'Created', sortKey: 'createdAt' }, 'Actions'];

function People() {
  const { query, update } = useUrlQuery(read, write);
  const sorting = sortingOf(query.sort, (sort) => update({ sort, page: 1 }));
  return (
    <>
      <output>{JSON.stringify(sortArg(PEOPLE_SORT, query.sort))}</output>
      {/* a phone's cards have no headers: the same order from a Sort by */}
      <SortSelect columns={COLUMNS} sorting={sorting} />
      <ListTable label="People" regionLabel="People list" columns={COLUMNS} minWidth={400} loading={false} rows={null} sorting={sorting} />
    </>
  );
}

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/', element: <People /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}

const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });
const click = (name: string) => act(async () => screen.getByRole('button', { name: new RegExp(`^${name}`) }).click());

describe('sortable column headers', () => {
  it('shows the default order without putting it in the URL or the call', () => {
    const router = renderAt('/');
    expect(header('Created').getAttribute('aria-sort')).toBe('descending');
    expect(header('Name').getAttribute('aria-sort')).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Actions' }).querySelector('button')).toBeNull();
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('status').textContent).toBe('{}');
  });

  it('sorts by a header clicked, ascending then descending, back to page 1, the order in the URL and the call', async () => {
    const router = renderAt('/?page=3');
    await click('Name');
    expect(router.state.location.search).toBe('?sort=name');
    expect(header('Name').getAttribute('aria-sort')).toBe('ascending');
    expect(screen.getByRole('button', { name: /^Name\W+sorted ascending$/ })).toBeTruthy();
    expect(header('Created').getAttribute('aria-sort')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('{"sort":"name"}');

    await click('Name');
    expect(router.state.location.search).toBe('?sort=-name');
    expect(header('Name').getAttribute('aria-sort')).toBe('descending');

    // the default order again leaves the URL plain
    await click('Created');
    await click('Created');
    expect(router.state.location.search).toBe('');
  });

  it('opens in the order of the URL (a reload)', () => {
    renderAt('/?sort=-name');
    expect(header('Name').getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByRole('status').textContent).toBe('{"sort":"-name"}');
  });

  it('offers each sortable column both ways in a Sort by for cards, setting the same order', async () => {
    const router = renderAt('/?page=2');
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect([...select.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['Name, ascending', 'Name, descending', 'Created, ascending', 'Created, descending']);
    expect((select as HTMLSelectElement).value).toBe('createdAt.desc');
    await act(async () => fireEvent.change(select, { target: { value: 'name.desc' } }));
    expect(router.state.location.search).toBe('?sort=-name');
    expect(header('Name').getAttribute('aria-sort')).toBe('descending');
  });

  it('reads an unknown column in the URL as the default order', () => {
    renderAt('/?sort=password');
    expect(header('Created').getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByRole('status').textContent).toBe('{}');
  });
});
