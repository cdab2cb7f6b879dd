import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// Any request a test did not arrange fails loudly instead of reaching the network.
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      throw new Error(`unexpected fetch in test: ${input instanceof Request ? input.url : String(input)}`);
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
  document.title = '';
});

// jsdom lacks these; MUI and the router touch them.
window.scrollTo = () => undefined;
