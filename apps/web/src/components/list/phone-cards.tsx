import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { ListSorting } from '../../lib/list-sort-url';
import type { ListColumn } from './list-table';
import { SortSelect } from './sort-select';

export type CardFact<T> = { label: string; cell: (item: T) => ReactNode; /** the whole card's width (a long id). */ wide?: boolean };

type PhoneCardsProps<T> = {
  label: string;
  items: readonly T[];
  keyOf: (item: T) => string;
  loading: boolean;
  /** the card's head (its name and status) and what follows its facts (its actions). */
  head: (item: T) => ReactNode;
  facts: readonly CardFact<T>[];
  foot?: (item: T) => ReactNode;
  /**
   * the list's order, with the table's columns (the same declaration as its headers): a "Sort by"
   * above the cards, as a phone has no column headers.
   */
  sorting?: ListSorting;
  columns?: readonly ListColumn[];
  /** beside the Sort by: what the table's head holds besides its columns (a select-all checkbox). */
  toolbar?: ReactNode;
};

/**
 * A list as cards on a phone: a card an item, its facts two by two, so nothing hides off-screen, and
 * the list's Sort by above them. The lists show it below the small-tablet width instead of their table.
 */
export function PhoneCards<T>({ label, items, keyOf, loading, head, facts, foot, sorting, columns, toolbar }: PhoneCardsProps<T>) {
  return (
    <>
      {((sorting && columns) || toolbar) && (
        <Box sx={{ px: 2, pt: 1.5, pb: 1, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
          {toolbar}
          {sorting && columns && <SortSelect columns={columns} sorting={sorting} />}
        </Box>
      )}
      <Box component="ul" aria-label={label} aria-busy={loading} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {items.map((item) => (
          <Box component="li" key={keyOf(item)} sx={{ px: 2, py: 1.75, '& + &': { borderTop: 1, borderColor: 'divider' } }}>
            {head(item)}
            <Box
              component="dl"
              sx={{ m: 0, mt: 1, display: 'grid', gap: 1, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', '& dt': { color: 'text.secondary', fontSize: '0.75rem', fontWeight: 500 }, '& dd': { m: 0, fontSize: '0.875rem', overflowWrap: 'anywhere' } }}
            >
              {facts.map((f) => (
                <Box key={f.label} sx={f.wide ? { gridColumn: '1 / -1' } : undefined}>
                  <dt>{f.label}</dt>
                  <dd>{f.cell(item)}</dd>
                </Box>
              ))}
            </Box>
            {foot && <Box sx={{ mt: 1 }}>{foot(item)}</Box>}
          </Box>
        ))}
      </Box>
    </>
  );
}
