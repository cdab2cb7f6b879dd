import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { usePageInRange } from './use-page-in-range';

describe('usePageInRange', () => {
  it('moves a page past the end to the last page there is, and is not empty meanwhile', () => {
    const goTo = vi.fn();
    const { result } = renderHook(() => usePageInRange([], 21, 4, 10, goTo));
    expect(goTo).toHaveBeenCalledWith(3);
    expect(result.current.empty).toBe(false);
  });

  it('says empty only for a list with nothing at all, and stays on its page', () => {
    const goTo = vi.fn();
    expect(renderHook(() => usePageInRange([], 0, 1, 10, goTo)).result.current.empty).toBe(true);
    expect(renderHook(() => usePageInRange(['a'], 1, 1, 10, goTo)).result.current.empty).toBe(false);
    expect(renderHook(() => usePageInRange(undefined, 0, 1, 10, goTo)).result.current.empty).toBe(false);
    expect(goTo).not.toHaveBeenCalled();
  });
});
