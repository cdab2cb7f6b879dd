import { describe, expect, it } from 'vitest';

// Node 25 and later carry a localStorage and sessionStorage of their own on the global object (localStorage
// is undefined unless Node is given --localstorage-file). The component tests must use jsdom's, as the portal
// uses the browser's: vitest 4 left Node's in place on Node 26, and every component test failed in setup.ts.
// vitest's jsdom environment keeps the JSDOM instance on the global `jsdom`
const jsdomWindow = (globalThis as unknown as { jsdom: { window: Window & typeof globalThis } }).jsdom.window;

describe('the component tests’ Web Storage', () => {
  it.each(['localStorage', 'sessionStorage'] as const)('%s is jsdom’s, on every supported Node line', (name) => {
    expect(globalThis[name]).toBe(jsdomWindow[name]);
    expect(globalThis[name]).toBeInstanceOf(jsdomWindow.Storage);
    globalThis[name].setItem('probe', '1');
    expect(jsdomWindow[name].getItem('probe')).toBe('1');
    globalThis[name].removeItem('probe');
  });
});
