import { useSelector } from 'react-redux';
import { USERS_CSV_FILE_NAME, downloadUsersEndpoint } from '@creditdesk/contracts';
import { endpointRequest } from '../../../api/endpoint-request';
import { ExportCsvButton } from '../../../components/list/export-csv-button';
import { selectAuth } from '../../../lib/auth/auth-slice';
import { filterRequestParts } from '../api';
import { filterArgsOf, type UsersFilters } from '../users-query';

/** "Export CSV": the users matching the list's filters, saved as exportData.csv (portal.md §7, §8). */
export function ExportButton({ filters }: { filters: UsersFilters }) {
  const { customerId } = useSelector(selectAuth);
  return (
    <ExportCsvButton
      fileName={USERS_CSV_FILE_NAME}
      request={() => endpointRequest(downloadUsersEndpoint, { params: { customerId }, ...filterRequestParts(filterArgsOf(filters)) })}
    />
  );
}
