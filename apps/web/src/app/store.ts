import { configureStore } from '@reduxjs/toolkit';
import { dynamicMiddleware, rootReducer, trackStore } from '../lib/root-reducer';

export type RootState = ReturnType<typeof rootReducer>;

/** The store: the shell's slices, and the API slice once a screen that calls the API has loaded it (lib/root-reducer.ts). */
export function createAppStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(dynamicMiddleware.middleware),
  });
  trackStore(store);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
