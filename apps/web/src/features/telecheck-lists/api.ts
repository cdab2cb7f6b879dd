import { TELECHECK_LIST_ENDPOINTS, type TelecheckListItem, type TelecheckListPage, type TelecheckListType, type TelecheckPlacement, telecheckBoundOf } from '@creditdesk/contracts';
import { api } from '../../api/api-slice';
import { endpointRequest, responseOf, type ResponseOf } from '../../api/endpoint-request';

/** Tag of the TeleCheck lists and of a report's placements: a placement or a delete loads them again. */
const TELECHECK_LISTS_TAG = 'TelecheckLists' as const;

const listsApi = api.enhanceEndpoints({ addTagTypes: [TELECHECK_LISTS_TAG] });

/** One page of a list as the screen asks it: the search (empty key words and no dates: the plain list, GET). */
export type TelecheckListArgs = { customerId: string; type: TelecheckListType; page: number; size: number; keyWords: string; fromDate?: string; toDate?: string; sort?: string };

const searching = (a: TelecheckListArgs) => Boolean(a.keyWords || a.fromDate || a.toDate);

export const telecheckListsApi = listsApi.injectEndpoints({
  endpoints: (build) => ({
    /** reports.md §7: the list's page (GET), or the search (POST with fromDate/toDate and {keyWords, userId}). */
    getTelecheckList: build.query<TelecheckListPage, TelecheckListArgs>({
      query: (a) =>
        searching(a)
          ? endpointRequest(TELECHECK_LIST_ENDPOINTS.search, {
              params: { customerId: a.customerId, type: a.type },
              // reports.md §9: the bounds in the spec's form, MM/DD/YYYY 00:00:00 and MM/DD/YYYY 23:59:59
              query: { page: a.page, size: a.size, ...(a.sort ? { sort: a.sort } : {}), ...(a.fromDate ? { fromDate: telecheckBoundOf(a.fromDate, 'start') } : {}), ...(a.toDate ? { toDate: telecheckBoundOf(a.toDate, 'end') } : {}) },
              body: { keyWords: a.keyWords, userId: '' },
            })
          : endpointRequest(TELECHECK_LIST_ENDPOINTS.list, { params: { customerId: a.customerId, type: a.type }, query: { page: a.page, size: a.size, ...(a.sort ? { sort: a.sort } : {}) } }),
      transformResponse: (data: unknown) => responseOf(TELECHECK_LIST_ENDPOINTS.list, data),
      providesTags: [TELECHECK_LISTS_TAG],
    }),
    deleteTelecheckEntry: build.mutation<{ message: string; type: TelecheckListType }, string>({
      query: (id) => endpointRequest(TELECHECK_LIST_ENDPOINTS.remove, { params: { id } }),
      transformResponse: (data: unknown) => responseOf(TELECHECK_LIST_ENDPOINTS.remove, data),
      invalidatesTags: [TELECHECK_LISTS_TAG],
    }),
    /** The entries placed from one TeleCheck report. */
    getTelecheckPlacements: build.query<TelecheckListItem[], string>({
      query: (inquiryId) => endpointRequest(TELECHECK_LIST_ENDPOINTS.ofInquiry, { params: { inquiryId } }),
      transformResponse: (data: unknown) => responseOf(TELECHECK_LIST_ENDPOINTS.ofInquiry, data).content,
      providesTags: [TELECHECK_LISTS_TAG],
    }),
    placeTelecheckCheck: build.mutation<ResponseOf<typeof TELECHECK_LIST_ENDPOINTS.place>, TelecheckPlacement>({
      query: (body) => endpointRequest(TELECHECK_LIST_ENDPOINTS.place, { body }),
      transformResponse: (data: unknown) => responseOf(TELECHECK_LIST_ENDPOINTS.place, data),
      invalidatesTags: [TELECHECK_LISTS_TAG],
    }),
  }),
});

export const { useGetTelecheckListQuery, useDeleteTelecheckEntryMutation, useGetTelecheckPlacementsQuery, usePlaceTelecheckCheckMutation } = telecheckListsApi;
