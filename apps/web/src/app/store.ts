import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { api } from '../api/api-slice';
import { authSlice } from '../lib/auth/auth-slice';
import { clientConfigSlice } from '../lib/client-config-slice';
import { messagesSlice } from '../lib/messages-slice';
import { runReportSlice } from '../reports/run-report-slice';

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  [authSlice.reducerPath]: authSlice.reducer,
  [clientConfigSlice.reducerPath]: clientConfigSlice.reducer,
  [messagesSlice.reducerPath]: messagesSlice.reducer,
  [runReportSlice.reducerPath]: runReportSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export function createAppStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
