import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// Every screen is loaded lazily (issue 12): the first test of a file that opens a page waits for
// vitest to transform that page's modules. In CI that runs beside the API and browser tests on two
// cores and took over 5 s; a wait costs its length only when it fails, so one generous default holds
// for every test (no test sets its own).
configure({ asyncUtilTimeout: 20_000 });

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
