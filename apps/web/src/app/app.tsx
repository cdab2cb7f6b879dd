import { StrictMode, useState } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router/dom';
import { createAppRouter } from './router';
import { createAppStore } from './store';

/** The store and the router; the theme comes with the pages (app/ui-root.tsx, loaded by the root layout). */
export function App() {
  const [store] = useState(() => createAppStore());
  const [router] = useState(() => createAppRouter(store));
  return (
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>
  );
}
