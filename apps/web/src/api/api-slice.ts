import { createApi } from '@reduxjs/toolkit/query/react';
import { reauthBaseQuery } from './reauth-base-query';

/** The one RTK Query API slice (base /api). Features add their endpoints with injectEndpoints. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: reauthBaseQuery,
  tagTypes: ['Profile'],
  endpoints: () => ({}),
});
