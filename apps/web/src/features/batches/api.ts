import {
  batchDetailsEndpoint,
  batchRowPageSchema,
  batchRowsEndpoint,
  batchTemplateListEndpoint,
  companyProductsEndpoint,
  confirmBatchEndpoint,
  type ConfirmBatchBody,
  createBatchTemplateEndpoint,
  deleteBatchReportEndpoint,
  myReportsSearchEndpoint,
  rerunBatchEndpoint,
  searchBatchesEndpoint,
  updateBatchEndpoint,
  userProductAccessEndpoint,
  type Batch,
  type BatchRowPage,
  type BatchRowStatus,
  type BatchTemplate,
  type BatchTemplateInput,
} from '@creditdesk/contracts';
import { endpointRequest, responseOf, type ResponseOf } from '../../api/endpoint-request';
import { INQUIRIES_TAG, reportsApi } from '../../reports/reports-api-base';

/** The company's batches (the list on /batch) and one batch's metadata: a confirm, re-run or delete loads them again. */
const BATCHES_TAG = 'Batches' as const;
/** A batch's rows: a row's delete loads them again. */
const BATCH_ROWS_TAG = 'BatchRows' as const;

const batchesBase = reportsApi.enhanceEndpoints({ addTagTypes: [BATCHES_TAG, BATCH_ROWS_TAG] });

export type OrderableProduct = ResponseOf<typeof companyProductsEndpoint>['products'][number];
export type BatchPage = ResponseOf<typeof searchBatchesEndpoint>;

export type BatchListArgs = { customerId: string; pageNumber: number; pageSize: number; keyWords: string; sort?: string };

export type BatchRowsArgs = {
  customerId: string;
  batchId: string;
  pageNumber: number;
  pageSize: number;
  status?: BatchRowStatus;
  /** non-empty: the row search (POST …/search?batchId=) instead of the plain page. */
  keyWords?: string;
  /** reports.md §7: the row search sends the user id. */
  userId: string;
  /** a header's order (BATCH_ROWS_SORT); absent: file order. */
  sort?: string;
};

export const batchesApi = batchesBase.injectEndpoints({
  endpoints: (build) => ({
    /** The report products the company may order; Create Batch offers those with a batch layout. */
    getBatchProducts: build.query<OrderableProduct[], string>({
      query: (customerId) => endpointRequest(companyProductsEndpoint, { params: { customerId } }),
      transformResponse: (data: unknown) => responseOf(companyProductsEndpoint, data).products,
    }),
    /** The product codes the user's groups grant (a product none grants is not offered). */
    getBatchProductAccess: build.query<string[], { customerId: string; userName: string }>({
      query: (body) => endpointRequest(userProductAccessEndpoint, { query: { page: 'products' }, body }),
      transformResponse: (data: unknown) => responseOf(userProductAccessEndpoint, data).productList,
      keepUnusedDataFor: 0,
    }),
    /** The company's input templates, every one (GET /batch/templates/customers/:customerId/list?all=true). */
    getBatchTemplates: build.query<BatchTemplate[], string>({
      query: (customerId) => endpointRequest(batchTemplateListEndpoint, { params: { customerId }, query: { all: 'true' } }),
      transformResponse: (data: unknown) => responseOf(batchTemplateListEndpoint, data).content,
      // kept by another API slice (the template screens'): read afresh each time Create Batch opens
      keepUnusedDataFor: 0,
    }),
    /**
     * Create Batch's "save this mapping as an input template" (POST /batch/templates). The template
     * screens keep their own list in another API slice; Create Batch reads its list afresh each time.
     */
    createTemplateFromMapping: build.mutation<ResponseOf<typeof createBatchTemplateEndpoint>, BatchTemplateInput>({
      query: (body) => endpointRequest(createBatchTemplateEndpoint, { body }),
      transformResponse: (data: unknown) => responseOf(createBatchTemplateEndpoint, data),
    }),
    /** A page of the company's batches, newest first (POST …/batchs/customers/:customerId/search). */
    getBatches: build.query<BatchPage, BatchListArgs>({
      query: ({ customerId, keyWords, ...query }) => endpointRequest(searchBatchesEndpoint, { params: { customerId }, query, body: { keyWords } }),
      transformResponse: (data: unknown) => responseOf(searchBatchesEndpoint, data),
      providesTags: [BATCHES_TAG],
    }),
    /** One batch's metadata and progress; the batch page polls it while the batch runs. */
    getBatch: build.query<Batch, string>({
      query: (batchId) => endpointRequest(batchDetailsEndpoint, { params: { batchId } }),
      transformResponse: (data: unknown) => responseOf(batchDetailsEndpoint, data),
      providesTags: (_result, _error, batchId) => [{ type: BATCHES_TAG, id: batchId }],
    }),
    /** A page of a batch's rows: GET …/batch/:batchId/pages, or the row search when there are key words. */
    getBatchRows: build.query<BatchRowPage, BatchRowsArgs>({
      query: ({ customerId, batchId, keyWords, userId, status, pageNumber, pageSize, sort }) => {
        const paging = { pageNumber, pageSize, ...(status ? { status } : {}), ...(sort ? { sort } : {}) };
        return keyWords
          ? endpointRequest(myReportsSearchEndpoint, { params: { customerId }, query: { batchId, ...paging }, body: { keyWords, userId } })
          : endpointRequest(batchRowsEndpoint, { params: { customerId, batchId }, query: { ...paging, userId } });
      },
      // with batchId the search answers a page of the batch's rows
      transformResponse: (data: unknown) => batchRowPageSchema.parse(data),
      providesTags: [BATCH_ROWS_TAG],
    }),
    /** Orders a dry run's valid rows. */
    confirmBatch: build.mutation<Batch, { batchId: string; body?: ConfirmBatchBody }>({
      query: ({ batchId, body }) => endpointRequest(confirmBatchEndpoint, { params: { batchId }, ...(body ? { body } : {}) }),
      transformResponse: (data: unknown) => responseOf(confirmBatchEndpoint, data),
      invalidatesTags: (_result, error) => (error ? [] : [BATCHES_TAG, BATCH_ROWS_TAG, INQUIRIES_TAG]),
    }),
    /** Orders a batch's failed rows again. */
    rerunBatch: build.mutation<Batch, string>({
      query: (batchId) => endpointRequest(rerunBatchEndpoint, { params: { batchId } }),
      transformResponse: (data: unknown) => responseOf(rerunBatchEndpoint, data),
      invalidatesTags: (_result, error) => (error ? [] : [BATCHES_TAG, BATCH_ROWS_TAG]),
    }),
    /** Deletes a batch (status 'deleted'): off the list, its reports stay in My Reports. */
    deleteBatch: build.mutation<ResponseOf<typeof updateBatchEndpoint>, string>({
      query: (batchId) => endpointRequest(updateBatchEndpoint, { params: { batchId }, body: { status: 'deleted' } }),
      transformResponse: (data: unknown) => responseOf(updateBatchEndpoint, data),
      invalidatesTags: (_result, error) => (error ? [] : [BATCHES_TAG]),
    }),
    /** Marks a batch's results downloaded (reports.md §3: downloadStatus). */
    markBatchDownloaded: build.mutation<Batch, string>({
      query: (batchId) => endpointRequest(updateBatchEndpoint, { params: { batchId }, body: { downloadStatus: 'downloaded' } }),
      transformResponse: (data: unknown) => responseOf(updateBatchEndpoint, data).batch,
      // the page shows the new status at once
      async onQueryStarted(batchId, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(batchesApi.util.upsertQueryData('getBatch', batchId, data));
        } catch {
          // the download itself worked; the mark is tried again next time
        }
      },
    }),
    /** Removes a batch row and its report from the batch and My Reports (kept for audit and billing). */
    deleteBatchRow: build.mutation<unknown, { rowId: string; batchId: string }>({
      query: ({ rowId }) => endpointRequest(deleteBatchReportEndpoint, { params: { id: rowId } }),
      invalidatesTags: (_result, error, { batchId }) => (error ? [] : [BATCH_ROWS_TAG, { type: BATCHES_TAG, id: batchId }, INQUIRIES_TAG]),
    }),
  }),
});

export const {
  useGetBatchProductsQuery,
  useGetBatchProductAccessQuery,
  useGetBatchTemplatesQuery,
  useCreateTemplateFromMappingMutation,
  useGetBatchesQuery,
  useGetBatchQuery,
  useGetBatchRowsQuery,
  useConfirmBatchMutation,
  useRerunBatchMutation,
  useDeleteBatchMutation,
  useMarkBatchDownloadedMutation,
  useDeleteBatchRowMutation,
} = batchesApi;
