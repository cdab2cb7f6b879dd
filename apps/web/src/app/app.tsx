import { StrictMode, useState } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router/dom';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { createAppRouter } from './router';
import { createAppStore } from './store';
import { theme } from './theme';

export function App() {
  const [store] = useState(() => createAppStore());
  const [router] = useState(() => createAppRouter(store));
  return (
    <StrictMode>
      <Provider store={store}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <RouterProvider router={router} />
        </ThemeProvider>
      </Provider>
    </StrictMode>
  );
}
