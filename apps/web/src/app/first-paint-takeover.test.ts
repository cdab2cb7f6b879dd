import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SESSION_KEYS } from '../lib/auth/storage-keys';
import { renderOverFirstPaint } from './first-paint-takeover';
import { createAppRouter } from './router';
import { createAppStore } from './store';
// the chunks the takeover waits for, loaded before the tests start: under CI's load the first import of
// MUI's theme and the login page in a fresh worker can outlast a test's timeout (it did once, 60 s), and
// what is tested here is the takeover, not how fast a worker transforms modules
import './ui-root';
import './layout/footer';
import '../features/auth/pages/login-page';

/*
 * React's first render over the page the server sent prerendered (issue 30). The render here stands in
 * for React's: it draws the same markup again, as React draws the same page, with new elements.
 */
const PAGE = '<main><h1>Log In</h1><form><input id="user" value=""><input id="password" type="password" value=""><button type="submit">Log In</button></form></main>';

function setUp(prerendered: string) {
  const container = document.createElement('div');
  container.innerHTML = prerendered;
  document.body.append(container);
  const store = createAppStore();
  const router = createAppRouter(store, (routes) => createMemoryRouter(routes, { initialEntries: ['/login'] }));
  const presses: string[] = [];
  const render = () => {
    container.innerHTML = PAGE;
    container.querySelector('form')!.addEventListener('submit', (event) => {
      event.preventDefault();
      presses.push(`submit ${container.querySelector<HTMLInputElement>('#user')!.value}`);
    });
  };
  return { container, store, router, render, presses };
}

describe('React’s first render over the prerendered page', () => {
  it('keeps what was typed, the focus and a press made before it, on React’s own elements', async () => {
    const { container, store, router, render, presses } = setUp(PAGE);
    const prerenderedHeading = container.querySelector('h1');
    const user = container.querySelector<HTMLInputElement>('#user')!;
    const taking = renderOverFirstPaint(container, store, router, render);
    user.value = 'demo.user';
    container.querySelector<HTMLInputElement>('#password')!.value = 'secret';
    container.querySelector<HTMLInputElement>('#password')!.focus();
    container.querySelector('button')!.click(); // before React: held, not submitted
    expect(presses).toEqual([]);
    await taking;
    expect(container.querySelector('h1')).not.toBe(prerenderedHeading);
    expect(container.querySelector<HTMLInputElement>('#user')!.value).toBe('demo.user');
    expect(container.querySelector<HTMLInputElement>('#password')!.value).toBe('secret');
    expect(document.activeElement?.id).toBe('password');
    expect(presses).toEqual(['submit demo.user']);
    // the session check ran for a visitor without a session: the page is theirs at once
    expect(store.getState().auth.status).toBe('ready');
    container.remove();
  });

  it('drops the prerendered page at once for a stored session (it is a visitor’s page), and renders', async () => {
    sessionStorage.setItem(SESSION_KEYS.accessToken, 'a-token');
    const { container, store, router, presses } = setUp(PAGE);
    let rendered = 0;
    const taking = renderOverFirstPaint(container, store, router, () => (rendered += 1));
    expect(container.childNodes).toHaveLength(0);
    expect(rendered).toBe(1);
    await taking;
    // the app's own session check runs in the root layout, as on any other path
    expect(store.getState().auth.status).toBe('checking');
    expect(presses).toEqual([]);
    container.remove();
  });
});
