import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router/dom';
import type { AppRouter } from './router';
import type { AppStore } from './store';

/** The store and the router; the theme comes with the pages (app/ui-root.tsx, loaded by the root layout). */
export function App({ store, router }: { store: AppStore; router: AppRouter }) {
  return (
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>
  );
}
