import { combineSlices, createDynamicMiddleware, type Middleware, type Reducer } from '@reduxjs/toolkit';
import type { api } from '../api/api-slice';
import { runReportSlice } from '../reports/run-report-slice';
import { authSlice } from './auth/auth-slice';
import { clientConfigSlice } from './client-config-slice';
import { messagesSlice } from './messages-slice';

/*
 * The store's reducer and middleware, open to additions (issue 30): the shell's slices are here from
 * the start; RTK Query's API slice (api/api-slice.ts) adds its reducer and middleware when the first
 * screen that calls the API loads it, so the query layer is not in the first load.
 */

/** The slices added after the start, typed here so that selectors see them (optional until added). */
export interface LazyLoadedSlices {
  api: ReturnType<(typeof api)['reducer']>;
}

export const rootReducer = combineSlices(authSlice, clientConfigSlice, messagesSlice, runReportSlice).withLazyLoadedSlices<LazyLoadedSlices>();
export const dynamicMiddleware = createDynamicMiddleware();

type Dispatcher = { dispatch: (action: { type: string }) => unknown };
const liveStores = new Set<WeakRef<Dispatcher>>();

/** Called by createAppStore: a store to tell when a slice is added later. */
export const trackStore = (store: Dispatcher) => void liveStores.add(new WeakRef(store));

const SLICE_ADDED = 'store/sliceAdded';

/** Adds a slice (its reducer and, if any, middleware) to every store, existing and future; existing ones compute its initial state at once. */
export function addSlice(slice: { reducerPath: 'api'; reducer: Reducer }, middleware?: Middleware) {
  rootReducer.inject(slice as never);
  if (middleware) dynamicMiddleware.addMiddleware(middleware as never);
  for (const ref of liveStores) {
    const store = ref.deref();
    if (store) store.dispatch({ type: SLICE_ADDED });
    else liveStores.delete(ref);
  }
}
