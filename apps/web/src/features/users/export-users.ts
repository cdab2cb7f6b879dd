import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { USERS_CSV_FILE_NAME, downloadUsersEndpoint } from '@creditdesk/contracts';
import { endpointRequest } from '../../api/endpoint-request';
import { reauthBaseQuery } from '../../api/reauth-base-query';
import { saveFile } from '../../reports/pdf/save-file';
import { filterRequestParts, type UserFilterArgs } from './api';

type StoreApi = Pick<BaseQueryApi, 'dispatch' | 'getState'>;

/**
 * POSTs …/download with the list's filters through the portal's one base query (token, 401 refresh),
 * reads the CSV as a blob and saves it as exportData.csv. Not an RTK endpoint: no Blob enters the store.
 * Resolves false when the export failed.
 */
export async function exportUsers(store: StoreApi, customerId: string, filters: UserFilterArgs): Promise<boolean> {
  const controller = new AbortController();
  const api: BaseQueryApi = {
    signal: controller.signal,
    abort: () => controller.abort(),
    dispatch: store.dispatch,
    getState: store.getState,
    extra: undefined,
    endpoint: 'exportUsers',
    type: 'mutation',
  };
  const args = {
    ...endpointRequest(downloadUsersEndpoint, { params: { customerId }, ...filterRequestParts(filters) }),
    responseHandler: (response: Response) => (response.ok ? response.blob() : response.text()),
  };
  const result = await reauthBaseQuery(args, api, {});
  if (result.error) return false;
  saveFile(result.data as Blob, USERS_CSV_FILE_NAME);
  return true;
}
