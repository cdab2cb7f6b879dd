import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { ThemeProvider } from '@mui/material/styles';
import { createAppStore } from '../../app/store';
import { theme } from '../../app/theme';
import { ADMIN_AUTH, TEST_CONFIG } from '../../testing/fixtures';

/** One component with the portal's real store (logged in as an admin) and theme, without the router. */
export function renderWithStore(ui: ReactElement) {
  const store = createAppStore({ auth: ADMIN_AUTH, clientConfig: { value: TEST_CONFIG, status: 'loaded' } });
  const view = render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>{ui}</ThemeProvider>
    </Provider>,
  );
  return { ...view, store };
}
