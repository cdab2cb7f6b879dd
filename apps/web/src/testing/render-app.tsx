import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { ThemeProvider } from '@mui/material/styles';
import type { ClientConfig } from '@creditdesk/contracts';
import { createAppRouter } from '../app/router';
import { createAppStore } from '../app/store';
import { theme } from '../app/theme';
import type { AuthState } from '../lib/auth/auth-slice';
import { SESSION_KEYS } from '../lib/auth/storage-keys';
import { LOGGED_OUT_AUTH, TEST_CONFIG } from './fixtures';

type RenderAppOptions = {
  path?: string;
  /** the login state; 'checking' runs the real session check on start. */
  auth?: AuthState;
  config?: ClientConfig | null;
  /** pretend the privacy policy was agreed already, so its dialog does not cover the page. */
  privacyAgreed?: boolean;
};

/** The whole portal (real routes, guard, layout) in a memory router with a prepared store. */
export function renderApp({ path = '/', auth = LOGGED_OUT_AUTH, config = TEST_CONFIG, privacyAgreed = true }: RenderAppOptions = {}) {
  if (privacyAgreed) sessionStorage.setItem(SESSION_KEYS.privacyAgreed, 'true');
  const store = createAppStore({
    auth,
    clientConfig: config ? { value: config, status: 'loaded' } : { value: null, status: 'idle' },
  });
  const router = createAppRouter(store, (routes) => createMemoryRouter(routes, { initialEntries: [path] }));
  const view = render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </Provider>,
  );
  return { ...view, store, router };
}
