import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { CLIENT_CONFIG_DEFAULTS, PORTAL_CLIENT_ID, type ClientConfig } from '@creditdesk/contracts/shell';

/**
 * The server's client configuration (GET /api/portal/config). Every duration the portal uses comes
 * from here; the fallback applies only until the configuration has loaded (or if it cannot load).
 */
export type ClientConfigState = { value: ClientConfig | null; status: 'idle' | 'loaded' | 'failed' };

export const FALLBACK_CLIENT_CONFIG: ClientConfig = {
  ...CLIENT_CONFIG_DEFAULTS,
  clientId: PORTAL_CLIENT_ID,
  // The spec does not give the session length; the server always sends it. Eight hours until then.
  sessionMaxMs: 8 * 60 * 60 * 1000,
  supportEmail: '',
  supportPhone: '',
  commercialProductsUrl: '',
  // Unknown until the configuration loads: no single-sign-on return can match it, so none is accepted.
  issuer: '',
};

const initialState: ClientConfigState = { value: null, status: 'idle' };

export const clientConfigSlice = createSlice({
  name: 'clientConfig',
  initialState,
  reducers: {
    clientConfigLoaded(state, { payload }: PayloadAction<ClientConfig>) {
      state.value = payload;
      state.status = 'loaded';
    },
    clientConfigFailed(state) {
      state.status = 'failed';
    },
  },
  selectors: {
    selectClientConfig: (state): ClientConfig => state.value ?? FALLBACK_CLIENT_CONFIG,
    /** The configuration call has answered (or failed): what needs the server's values, not the fallback, waits for it (the SSO return's issuer). */
    selectClientConfigSettled: (state): boolean => state.status !== 'idle',
  },
});

export const { clientConfigLoaded, clientConfigFailed } = clientConfigSlice.actions;
export const { selectClientConfig, selectClientConfigSettled } = clientConfigSlice.selectors;
