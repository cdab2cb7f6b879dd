import { useEffect, useRef } from 'react';

/**
 * A paged list's page kept within its pages: a page past the end (its last rows were deleted, or an
 * old link) moves to the last page there is. Answers whether the list is truly empty (not just past
 * its end). `rows` is undefined while the page loads.
 */
export function usePageInRange(rows: readonly unknown[] | undefined, total: number, page: number, size: number, goTo: (page: number) => void): { empty: boolean } {
  const lastPage = Math.max(1, Math.ceil(total / size));
  const pastEnd = rows !== undefined && rows.length === 0 && page > lastPage;
  // the latest callback, without moving again on every render that makes a new one
  const goToRef = useRef(goTo);
  useEffect(() => {
    goToRef.current = goTo;
  }, [goTo]);
  useEffect(() => {
    if (pastEnd) goToRef.current(lastPage);
  }, [pastEnd, lastPage]);
  return { empty: rows !== undefined && rows.length === 0 && !pastEnd };
}
