import { createApi } from '@reduxjs/toolkit/query/react';
import { addSlice } from '../lib/root-reducer';
import { reauthBaseQuery } from './reauth-base-query';

/**
 * The company's account numbers: the order form lists them and the Account Numbers screen changes
 * them, so an added or deleted number shows in the order form at once. Declared here because the two
 * features do not import each other.
 */
export const ACCOUNT_NUMBERS_TAG = 'AccountNumbers' as const;

/** The one RTK Query API slice (base /api). Features add their endpoints with injectEndpoints. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: reauthBaseQuery,
  tagTypes: ['Profile', ACCOUNT_NUMBERS_TAG],
  endpoints: () => ({}),
});

// The store gets the API's reducer and middleware with the first screen that loads this module (issue 30).
addSlice(api, api.middleware);
