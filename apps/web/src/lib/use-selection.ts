import { useState } from 'react';

/**
 * The rows ticked in a paged list, by id, kept across pages until they are removed or cleared: tick
 * one, tick or untick every row of the page, drop those that went.
 */
export function useSelection<T>(idOf: (row: T) => string) {
  const [selected, setSelected] = useState<ReadonlyMap<string, T>>(new Map());
  const change = (rows: readonly T[], tick: (id: string) => boolean) =>
    setSelected((before) => {
      const next = new Map(before);
      for (const row of rows) {
        if (tick(idOf(row))) next.set(idOf(row), row);
        else next.delete(idOf(row));
      }
      return next;
    });
  return {
    selected,
    ids: new Set(selected.keys()) as ReadonlySet<string>,
    toggle: (row: T) => change([row], (id) => !selected.has(id)),
    toggleAll: (rows: readonly T[], checked: boolean) => change(rows, () => checked),
    remove: (ids: readonly string[]) => setSelected((before) => new Map([...before].filter(([id]) => !ids.includes(id)))),
    clear: () => setSelected(new Map()),
  };
}
