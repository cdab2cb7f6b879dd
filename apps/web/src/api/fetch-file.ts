import type { BaseQueryApi, FetchArgs, FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { fileNameFromDisposition } from '../reports/pdf/content-disposition';
import { reauthBaseQuery } from './reauth-base-query';

export type StoreApi = Pick<BaseQueryApi, 'dispatch' | 'getState'>;

export type FetchedFile = { blob: Blob; error?: undefined; fileName: string | undefined } | { error: FetchBaseQueryError };

/**
 * A file (a CSV) through the portal's one base query (token, 401 refresh), read as a blob: not an RTK
 * endpoint, so no Blob enters the store. `fileName` is the server's Content-Disposition name; a failure
 * is the base query's error with the server's JSON body when it sent one.
 */
export async function fetchFile(store: StoreApi, name: string, request: FetchArgs): Promise<FetchedFile> {
  const controller = new AbortController();
  const api: BaseQueryApi = {
    signal: controller.signal,
    abort: () => controller.abort(),
    dispatch: store.dispatch,
    getState: store.getState,
    extra: undefined,
    endpoint: name,
    type: 'mutation',
  };
  const args = { ...request, responseHandler: (response: Response) => (response.ok ? response.blob() : response.json().catch(() => undefined)) };
  const result = await reauthBaseQuery(args, api, {});
  if (result.error) return { error: result.error };
  const meta = result.meta as FetchBaseQueryMeta | undefined;
  return { blob: result.data as Blob, fileName: fileNameFromDisposition(meta?.response?.headers.get('content-disposition')) };
}
