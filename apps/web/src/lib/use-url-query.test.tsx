import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useUrlQuery } from './use-url-query';

type Q = { status: string; q: string };
const read = (p: URLSearchParams): Q => ({ status: p.get('status') ?? 'all', q: p.get('q') ?? '' });
const write = (query: Q) => {
  const p = new URLSearchParams();
  if (query.status !== 'all') p.set('status', query.status);
  if (query.q) p.set('q', query.q);
  return p;
};

function List({ changes }: { changes: Partial<Q>[] }) {
  const { query, update } = useUrlQuery(read, write);
  return (
    <button type="button" onClick={() => changes.forEach((c) => update(c))}>
      {`${query.status}|${query.q}`}
    </button>
  );
}

function renderAt(url: string, changes: Partial<Q>[]) {
  const router = createMemoryRouter([{ path: '/', element: <List changes={changes} /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('useUrlQuery', () => {
  it('keeps both of two changes made before the first is rendered (a filter, then a search)', async () => {
    const router = renderAt('/?status=invalid', [{ status: 'all' }, { q: 'Okafor' }]);
    await act(async () => screen.getByRole('button').click());
    expect(router.state.location.search).toBe('?q=Okafor');
    expect(screen.getByRole('button').textContent).toBe('all|Okafor');
  });

  it('starts from the URL again once it has moved on (back, or a link)', async () => {
    const router = renderAt('/?q=a', [{ status: 'failed' }]);
    await act(async () => screen.getByRole('button').click());
    expect(router.state.location.search).toBe('?status=failed&q=a');
    await act(async () => router.navigate('/?q=b'));
    await act(async () => screen.getByRole('button').click());
    expect(router.state.location.search).toBe('?status=failed&q=b');
  });
});
