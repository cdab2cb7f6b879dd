import { USERS_CSV_FILE_NAME, downloadUsersEndpoint } from '@creditdesk/contracts';
import { endpointRequest } from '../../api/endpoint-request';
import { type StoreApi, fetchFile } from '../../api/fetch-file';
import { saveFile } from '../../reports/pdf/save-file';
import { filterRequestParts, type UserFilterArgs } from './api';

/**
 * POSTs …/download with the list's filters and saves the CSV as exportData.csv. Resolves false when the
 * export failed.
 */
export async function exportUsers(store: StoreApi, customerId: string, filters: UserFilterArgs): Promise<boolean> {
  const file = await fetchFile(store, 'exportUsers', endpointRequest(downloadUsersEndpoint, { params: { customerId }, ...filterRequestParts(filters) }));
  if (file.error) return false;
  saveFile(file.blob, USERS_CSV_FILE_NAME);
  return true;
}
