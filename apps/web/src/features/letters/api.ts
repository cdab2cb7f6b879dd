import {
  type Eletter,
  type EletterInput,
  type EletterSortField,
  type Letter,
  type LetterRequest,
  type LetterSettingsInput,
  type LetterSummary,
  type ReasonCode,
  type ReasonCodeInput,
  createEletterEndpoint,
  createLetterEndpoint,
  createReasonCodeEndpoint,
  deleteEletterEndpoint,
  deleteEletterListEndpoint,
  eletterByNameEndpoint,
  deleteReasonCodeEndpoint,
  eletterEndpoint,
  eletterListEndpoint,
  inquiryDetailsEndpoint,
  letterSettingsEndpoint,
  letterTrackerEndpoint,
  previewLetterEndpoint,
  reasonCodeListEndpoint,
  updateEletterEndpoint,
  updateLetterEndpoint,
  updateLetterSettingsEndpoint,
  updateReasonCodeEndpoint,
} from '@creditdesk/contracts';
import { api } from '../../api/api-slice';
import { endpointRequest, responseOf, type ResponseOf } from '../../api/endpoint-request';

/*
 * The letters' calls (reports.md §7 and docs/letters.md): templates, reason codes, the company's
 * letter settings, letters built from a report and the tracker. Each write reloads exactly what it
 * changed: a template the template list and itself, a reason code the codes, a letter the tracker.
 */
const TEMPLATES = 'Eletters' as const;
const REASON_CODES = 'ReasonCodes' as const;
const SETTINGS = 'LetterSettings' as const;
const LETTERS = 'Letters' as const;

const lettersBase = api.enhanceEndpoints({ addTagTypes: [TEMPLATES, REASON_CODES, SETTINGS, LETTERS] });

export type EletterPage = ResponseOf<typeof eletterListEndpoint>;
export type EletterPageArgs = { customerId: string; pageNumber: number; pageSize: number; sortbyfield: EletterSortField; sortorder: 'asc' | 'desc'; keywords?: string };
export type ReasonCodeList = ResponseOf<typeof reasonCodeListEndpoint>;
export type KeyFactor = ReasonCodeList['keyFactors'][number];
export type LetterTrackerPage = ResponseOf<typeof letterTrackerEndpoint>;
export type TrackerArgs = { customerId: string; status: 'due' | 'sent' | 'all'; pageNumber: number; pageSize: number; inquiryId?: string; sort?: string };
type Said = { message: string };

export const lettersApi = lettersBase.injectEndpoints({
  endpoints: (build) => ({
    getEletterPage: build.query<EletterPage, EletterPageArgs>({
      query: ({ customerId, ...query }) => endpointRequest(eletterListEndpoint, { params: { customerId }, query: { ...query, all: false } }),
      transformResponse: (data: unknown) => responseOf(eletterListEndpoint, data),
      providesTags: [TEMPLATES],
    }),
    /** Every template of the company by name (the letter's template choice). */
    getAllEletters: build.query<Eletter[], string>({
      query: (customerId) => endpointRequest(eletterListEndpoint, { params: { customerId }, query: { all: true } }),
      transformResponse: (data: unknown) => responseOf(eletterListEndpoint, data).content,
      providesTags: [TEMPLATES],
    }),
    getEletter: build.query<Eletter, string>({
      query: (eletterId) => endpointRequest(eletterEndpoint, { params: { eletterId } }),
      transformResponse: (data: unknown) => responseOf(eletterEndpoint, data),
      providesTags: (_r, _e, id) => [{ type: TEMPLATES, id }],
    }),
    createEletter: build.mutation<ResponseOf<typeof createEletterEndpoint>, EletterInput>({
      query: (body) => endpointRequest(createEletterEndpoint, { body }),
      transformResponse: (data: unknown) => responseOf(createEletterEndpoint, data),
      invalidatesTags: (_r, error) => (error ? [] : [TEMPLATES]),
    }),
    updateEletter: build.mutation<Said & { eletter: Eletter }, { eletterId: string; body: EletterInput }>({
      query: ({ eletterId, body }) => endpointRequest(updateEletterEndpoint, { params: { eletterId }, body }),
      invalidatesTags: (_r, error, { eletterId }) => (error ? [] : [TEMPLATES, { type: TEMPLATES, id: eletterId }]),
    }),
    /** DELETE /eletters/{eletterId} (reports.md §7): one template. */
    deleteEletter: build.mutation<Said & { deleted: number }, string>({
      query: (eletterId) => endpointRequest(deleteEletterEndpoint, { params: { eletterId } }),
      invalidatesTags: (_r, error) => (error ? [] : [TEMPLATES]),
    }),
    /** POST /eletters/delete {customerId, deleteList}: several templates at once; all or none. */
    deleteEletters: build.mutation<Said & { deleted: number }, { customerId: string; eletterIds: string[] }>({
      query: ({ customerId, eletterIds }) => endpointRequest(deleteEletterListEndpoint, { body: { customerId, deleteList: eletterIds } }),
      invalidatesTags: (_r, error) => (error ? [] : [TEMPLATES]),
    }),

    /** GET /eletters/customers/{id}/names/{name}: the template of that name (any case); 404 when the name is free. Asked afresh each save. */
    getEletterByName: build.query<Eletter, { customerId: string; name: string }>({
      query: ({ customerId, name }) => endpointRequest(eletterByNameEndpoint, { params: { customerId, name } }),
      transformResponse: (data: unknown) => responseOf(eletterByNameEndpoint, data),
      keepUnusedDataFor: 0,
    }),

    getReasonCodes: build.query<ReasonCodeList, { customerId: string; userName: string }>({
      query: ({ customerId, userName }) => endpointRequest(reasonCodeListEndpoint, { params: { customerId }, query: { userName } }),
      transformResponse: (data: unknown) => responseOf(reasonCodeListEndpoint, data),
      providesTags: [REASON_CODES],
    }),
    createReasonCode: build.mutation<ResponseOf<typeof createReasonCodeEndpoint>, { customerId: string; body: ReasonCodeInput }>({
      query: ({ customerId, body }) => endpointRequest(createReasonCodeEndpoint, { params: { customerId }, body }),
      transformResponse: (data: unknown) => responseOf(createReasonCodeEndpoint, data),
      invalidatesTags: (_r, error) => (error ? [] : [REASON_CODES]),
    }),
    updateReasonCode: build.mutation<Said & { reasonCode: ReasonCode }, { customerId: string; code: string; body: Omit<ReasonCodeInput, 'code'> }>({
      query: ({ customerId, code, body }) => endpointRequest(updateReasonCodeEndpoint, { params: { customerId, code }, body }),
      invalidatesTags: (_r, error) => (error ? [] : [REASON_CODES]),
    }),
    deleteReasonCode: build.mutation<Said, { customerId: string; code: string }>({
      query: ({ customerId, code }) => endpointRequest(deleteReasonCodeEndpoint, { params: { customerId, code } }),
      invalidatesTags: (_r, error) => (error ? [] : [REASON_CODES]),
    }),

    getLetterSettings: build.query<ResponseOf<typeof letterSettingsEndpoint>, string>({
      query: (customerId) => endpointRequest(letterSettingsEndpoint, { params: { customerId } }),
      transformResponse: (data: unknown) => responseOf(letterSettingsEndpoint, data),
      providesTags: [SETTINGS],
    }),
    updateLetterSettings: build.mutation<Said, { customerId: string; body: LetterSettingsInput }>({
      query: ({ customerId, body }) => endpointRequest(updateLetterSettingsEndpoint, { params: { customerId }, body }),
      invalidatesTags: (_r, error) => (error ? [] : [SETTINGS]),
    }),

    /**
     * The stored report a letter is built from (its applicants, score and key factors prefill the
     * reasons). The report page's own call is in reports/stored-report-api; asking it here keeps the
     * letters' chunk from splitting that module out of the report page's chunk (the first load lists
     * every shared chunk). Not kept once nobody shows it (a consumer's file).
     */
    getLetterReport: build.query<ResponseOf<typeof inquiryDetailsEndpoint>, string>({
      query: (id) => endpointRequest(inquiryDetailsEndpoint, { params: { id } }),
      transformResponse: (data: unknown) => responseOf(inquiryDetailsEndpoint, data),
      keepUnusedDataFor: 0,
    }),
    /** The letter filled from the report, nothing recorded (a POST, so a mutation: never cached). */
    previewLetter: build.mutation<Letter, LetterRequest>({
      query: (body) => endpointRequest(previewLetterEndpoint, { body }),
      transformResponse: (data: unknown) => responseOf(previewLetterEndpoint, data),
    }),
    createLetter: build.mutation<Letter, LetterRequest>({
      query: (body) => endpointRequest(createLetterEndpoint, { body }),
      transformResponse: (data: unknown) => responseOf(createLetterEndpoint, data),
      invalidatesTags: (_r, error) => (error ? [] : [LETTERS]),
    }),
    getLetterTracker: build.query<LetterTrackerPage, TrackerArgs>({
      query: ({ customerId, ...query }) => endpointRequest(letterTrackerEndpoint, { params: { customerId }, query }),
      transformResponse: (data: unknown) => responseOf(letterTrackerEndpoint, data),
      providesTags: [LETTERS],
    }),
    markLetterSent: build.mutation<Said & { letter: LetterSummary }, { letterId: string; sentOn: string }>({
      query: ({ letterId, sentOn }) => endpointRequest(updateLetterEndpoint, { params: { letterId }, body: { status: 'sent', sentOn } }),
      invalidatesTags: (_r, error) => (error ? [] : [LETTERS]),
    }),
  }),
});

export const {
  useGetEletterPageQuery,
  useGetAllElettersQuery,
  useGetEletterQuery,
  useCreateEletterMutation,
  useUpdateEletterMutation,
  useDeleteEletterMutation,
  useDeleteElettersMutation,
  useLazyGetEletterByNameQuery,
  useGetReasonCodesQuery,
  useCreateReasonCodeMutation,
  useUpdateReasonCodeMutation,
  useDeleteReasonCodeMutation,
  useGetLetterSettingsQuery,
  useGetLetterReportQuery,
  useUpdateLetterSettingsMutation,
  usePreviewLetterMutation,
  useCreateLetterMutation,
  useGetLetterTrackerQuery,
  useMarkLetterSentMutation,
} = lettersApi;
