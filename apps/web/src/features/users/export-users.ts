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
  const answer = await fetchFile(store, endpointRequest(downloadUsersEndpoint, { params: { customerId }, ...filterRequestParts(filters) }), 'exportUsers');
  if ('error' in answer) return false;
  saveFile(answer.file.blob, USERS_CSV_FILE_NAME);
  return true;
}
