import { useMemo, useRef } from 'react';
import { type URLSearchParamsInit, useSearchParams } from 'react-router';

type Pending<Q> = { basis: string; query: Q };

/**
 * A screen's list state (filters, order, paging) kept in the URL's query, read and written by the list's own
 * `read`/`write` pair. `update` merges a change into the latest state asked for, not only the one this render
 * shows: React Router renders a navigation in a transition, so a second change made before it commits (a
 * status filter, then a search, in quick succession) would otherwise be merged into the stale query and undo
 * the first.
 */
export function useUrlQuery<Q>(read: (params: URLSearchParams) => Q, write: (query: Q) => URLSearchParamsInit) {
  const [params, setParams] = useSearchParams();
  const basis = params.toString();
  const query = useMemo(() => read(params), [read, params]);
  const pending = useRef<Pending<Q> | null>(null);
  const update = (change: Partial<Q>, options: { replace?: boolean } = {}) => {
    // a change asked for on this same URL and not rendered yet is the base; once the URL moved on, it is spent
    const base = pending.current?.basis === basis ? pending.current.query : query;
    const next = { ...base, ...change };
    pending.current = { basis, query: next };
    setParams(write(next), { replace: options.replace });
  };
  return { query, update };
}
