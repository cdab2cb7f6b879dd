import {
  type BatchSamplePreview,
  type BatchTemplate,
  type BatchTemplateInput,
  batchSamplePreviewSchema,
  batchTemplateEndpoint,
  batchTemplateListEndpoint,
  companyMembersEndpoint,
  companyProductsEndpoint,
  createBatchTemplateEndpoint,
  deleteBatchTemplateEndpoint,
  previewBatchSampleEndpoint,
  updateBatchTemplateEndpoint,
} from '@creditdesk/contracts';
import { ACCOUNT_NUMBERS_TAG, api } from '../../api/api-slice';
import { endpointRequest, responseOf, type ResponseOf } from '../../api/endpoint-request';

/** The company's input templates: a save or a delete loads the list and the template again. */
const TAG = 'BatchTemplates' as const;

const templatesBase = api.enhanceEndpoints({ addTagTypes: [TAG] });

export type TemplatePage = ResponseOf<typeof batchTemplateListEndpoint>;
export type TemplateListArgs = { customerId: string; pageNumber: number; pageSize: number; keyWords?: string; sort?: string };
export type HeldProduct = ResponseOf<typeof companyProductsEndpoint>['products'][number];
export type CompanyAccount = ResponseOf<typeof companyMembersEndpoint>['members'][number];
type Saved = { message: string; template: BatchTemplate };

/** A sample file to read: the product (and the defaults its rows are checked with), then the file. */
export type SampleArgs = { product: string; accountNumber?: string; permissiblePurpose?: string; file: File };

/** The multipart body: fields first, the file last (the server reads the file as it streams). */
export function sampleForm({ file, ...fields }: SampleArgs): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value) form.append(key, value);
  form.append('file', file, file.name);
  return form;
}

export const batchTemplatesApi = templatesBase.injectEndpoints({
  endpoints: (build) => ({
    /** A page of the company's templates by name (GET …/list?pageNumber&pageSize&keyWords). */
    getTemplatePage: build.query<TemplatePage, TemplateListArgs>({
      query: ({ customerId, ...query }) => endpointRequest(batchTemplateListEndpoint, { params: { customerId }, query }),
      transformResponse: (data: unknown) => responseOf(batchTemplateListEndpoint, data),
      providesTags: [TAG],
    }),
    getTemplate: build.query<BatchTemplate, string>({
      query: (templateId) => endpointRequest(batchTemplateEndpoint, { params: { templateId } }),
      transformResponse: (data: unknown) => responseOf(batchTemplateEndpoint, data),
      providesTags: (_r, _e, templateId) => [{ type: TAG, id: templateId }],
    }),
    createTemplate: build.mutation<ResponseOf<typeof createBatchTemplateEndpoint>, BatchTemplateInput>({
      query: (body) => endpointRequest(createBatchTemplateEndpoint, { body }),
      transformResponse: (data: unknown) => responseOf(createBatchTemplateEndpoint, data),
      invalidatesTags: (_r, error) => (error ? [] : [TAG]),
    }),
    updateTemplate: build.mutation<Saved, { templateId: string; body: BatchTemplateInput }>({
      query: ({ templateId, body }) => endpointRequest(updateBatchTemplateEndpoint, { params: { templateId }, body }),
      invalidatesTags: (_r, error, { templateId }) => (error ? [] : [TAG, { type: TAG, id: templateId }]),
    }),
    // Not tagged: several are deleted one after another, then the list reloads once (useDeleteTemplates).
    deleteTemplate: build.mutation<{ message: string }, string>({
      query: (templateId) => endpointRequest(deleteBatchTemplateEndpoint, { params: { templateId } }),
    }),
    /** Reads a sample's headers and first rows; nothing is stored (a POST, so a mutation: never cached). */
    previewSample: build.mutation<BatchSamplePreview, SampleArgs>({
      query: (args) => ({ url: previewBatchSampleEndpoint.path, method: previewBatchSampleEndpoint.method, body: sampleForm(args) }),
      transformResponse: (data: unknown) => batchSamplePreviewSchema.parse(data),
    }),
    /** The report products the company holds (the editor offers those a batch orders). */
    getTemplateProducts: build.query<HeldProduct[], string>({
      query: (customerId) => endpointRequest(companyProductsEndpoint, { params: { customerId } }),
      transformResponse: (data: unknown) => responseOf(companyProductsEndpoint, data).products,
    }),
    /** The company's account numbers (a template's default is an active one). */
    getTemplateAccounts: build.query<CompanyAccount[], string>({
      query: (customerId) => endpointRequest(companyMembersEndpoint, { params: { customerId } }),
      transformResponse: (data: unknown) => responseOf(companyMembersEndpoint, data).members,
      providesTags: [ACCOUNT_NUMBERS_TAG],
    }),
  }),
});

/** Loads the list again after deletes (the delete calls are not tagged, so a run of them reloads once). */
export const templatesChanged = () => batchTemplatesApi.util.invalidateTags([TAG]);

export const {
  useGetTemplatePageQuery,
  useGetTemplateQuery,
  useCreateTemplateMutation,
  useUpdateTemplateMutation,
  useDeleteTemplateMutation,
  usePreviewSampleMutation,
  useGetTemplateProductsQuery,
  useGetTemplateAccountsQuery,
} = batchTemplatesApi;
