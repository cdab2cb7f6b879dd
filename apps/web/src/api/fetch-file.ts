import type { BaseQueryApi, FetchArgs, FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { fileNameFromDisposition } from '../reports/pdf/content-disposition';
import { reauthBaseQuery } from './reauth-base-query';

export type StoreApi = Pick<BaseQueryApi, 'dispatch' | 'getState'>;

export type FetchedFile = { blob: Blob; fileName: string | undefined };

/**
 * A file (a PDF, a CSV) asked for through the portal's one base query (the access token, one refresh
 * on a 401), read as a blob, never put in the store; its name from Content-Disposition when the
 * server gives one. A refusal answers the error with its JSON body, when it has one.
 */
export async function fetchFile(store: StoreApi, args: FetchArgs, endpoint: string): Promise<{ file: FetchedFile } | { error: FetchBaseQueryError }> {
  const controller = new AbortController();
  const api: BaseQueryApi = { signal: controller.signal, abort: () => controller.abort(), dispatch: store.dispatch, getState: store.getState, extra: undefined, endpoint, type: 'mutation' };
  const result = await reauthBaseQuery({ ...args, responseHandler: (response: Response) => (response.ok ? response.blob() : response.json().catch(() => undefined)) }, api, {});
  if (result.error) return { error: result.error };
  const meta = result.meta as FetchBaseQueryMeta | undefined;
  return { file: { blob: result.data as Blob, fileName: fileNameFromDisposition(meta?.response?.headers.get('content-disposition')) } };
}
