import {
  deleteFileEndpoint,
  downloadLinkEndpoint,
  eftsFolderActionsEndpoint,
  eftsFolderEndpoint,
  eftsFoldersEndpoint,
  eftsInputsEndpoint,
  eftsOutputsEndpoint,
  eftsSystemsEndpoint,
  type EftsFilePage,
  type EftsFolder,
  type EftsSortColumn,
  type SortOrder,
} from '@creditdesk/contracts';
import { api } from '../../api/api-slice';
import { endpointRequest, responseOf, type ResponseOf } from '../../api/endpoint-request';

/** A folder's files: an upload finished or a file deleted loads them again. */
const EFTS_FILES_TAG = 'EftsFiles' as const;

const eftsBase = api.enhanceEndpoints({ addTagTypes: [EFTS_FILES_TAG] });

export type EftsSystem = ResponseOf<typeof eftsSystemsEndpoint>['systems'][number];
export type FolderArgs = { customerId: string; system: string; folder: string };
export type FileListArgs = FolderArgs & { direction: 'inputs' | 'outputs'; page: number; size: number; order: SortOrder<EftsSortColumn> };

export const eftsApi = eftsBase.injectEndpoints({
  endpoints: (build) => ({
    getEftsSystems: build.query<EftsSystem[], string>({
      query: (customerId) => endpointRequest(eftsSystemsEndpoint, { params: { customerId }, query: { page: 'products' } }),
      transformResponse: (data: unknown) => responseOf(eftsSystemsEndpoint, data).systems,
    }),
    getEftsFolders: build.query<EftsFolder[], { customerId: string; system: string }>({
      query: (a) => endpointRequest(eftsFoldersEndpoint, { params: a }),
      transformResponse: (data: unknown) => responseOf(eftsFoldersEndpoint, data).folders,
    }),
    getEftsFolder: build.query<EftsFolder, FolderArgs>({
      query: (a) => endpointRequest(eftsFolderEndpoint, { params: a }),
      transformResponse: (data: unknown) => responseOf(eftsFolderEndpoint, data),
      providesTags: [EFTS_FILES_TAG],
    }),
    getEftsFolderActions: build.query<ResponseOf<typeof eftsFolderActionsEndpoint>['actions'], FolderArgs>({
      query: (a) => endpointRequest(eftsFolderActionsEndpoint, { params: a }),
      transformResponse: (data: unknown) => responseOf(eftsFolderActionsEndpoint, data).actions,
    }),
    getEftsFiles: build.query<EftsFilePage, FileListArgs>({
      // the spec's sortColumn and sortOrder
      query: ({ direction, page, size, order, ...params }) =>
        endpointRequest(direction === 'inputs' ? eftsInputsEndpoint : eftsOutputsEndpoint, { params, query: { page, size, sortColumn: order.column, sortOrder: order.direction } }),
      transformResponse: (data: unknown) => responseOf(eftsInputsEndpoint, data),
      providesTags: [EFTS_FILES_TAG],
    }),
    /** a short-lived link the browser downloads the file from by itself (to disk, resumable) */
    getEftsDownloadLink: build.mutation<ResponseOf<typeof downloadLinkEndpoint>, { kind: 'unprocessed' | 'processed'; id: string; name: string }>({
      query: (params) => endpointRequest(downloadLinkEndpoint, { params }),
      transformResponse: (data: unknown) => responseOf(downloadLinkEndpoint, data),
    }),
    deleteEftsFile: build.mutation<{ message: string }, string>({
      query: (id) => endpointRequest(deleteFileEndpoint, { params: { id } }),
      transformResponse: (data: unknown) => responseOf(deleteFileEndpoint, data),
      invalidatesTags: [EFTS_FILES_TAG],
    }),
  }),
});

/** After an upload finished (outside RTK Query): the folder's lists and cycle load again. */
export const filesChanged = () => eftsApi.util.invalidateTags([EFTS_FILES_TAG]);

export const { useGetEftsSystemsQuery, useGetEftsFoldersQuery, useGetEftsFolderQuery, useGetEftsFolderActionsQuery, useGetEftsFilesQuery, useGetEftsDownloadLinkMutation, useDeleteEftsFileMutation } = eftsApi;
