import { vi } from 'vitest';

/** Whether a media query's width conditions hold at a screen `width` px wide (MUI's breakpoints: min-/max-width only). */
export function widthMatches(query: string, width: number): boolean {
  const conditions = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)];
  return conditions.length > 0 && conditions.every(([, kind, px]) => (kind === 'min' ? width >= Number(px) : width <= Number(px)));
}

/**
 * The screen as a phone's (390 px) for useMediaQuery: jsdom has no layout, so matchMedia answers each
 * query by its width conditions. Undo with vi.unstubAllGlobals().
 */
export function atPhoneWidth(width = 390) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: widthMatches(query, width),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }));
}
