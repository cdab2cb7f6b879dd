import {
  type DataSourceKind,
  type DataxCredentials,
  type TwnCredentials,
  chooseTwnTemplateEndpoint,
  dataSourceConnectionsEndpoint,
  dataxValidateEndpoint,
  disconnectDataSourceEndpoint,
  twnTemplatesEndpoint,
} from '@creditdesk/contracts';
import { api } from '../../api/api-slice';
import { endpointRequest, responseOf } from '../../api/endpoint-request';

const CONNECTIONS = 'DataSourceConnections' as const;

/** The Configuration Engine's calls (contracts config-engine.ts): every change reloads the connections. */
export const configEngineApi = api.enhanceEndpoints({ addTagTypes: [CONNECTIONS] }).injectEndpoints({
  endpoints: (build) => ({
    dataSourceConnections: build.query({
      query: () => endpointRequest(dataSourceConnectionsEndpoint),
      transformResponse: (data: unknown) => responseOf(dataSourceConnectionsEndpoint, data),
      providesTags: [CONNECTIONS],
    }),
    /** POST /reportconfig/twn/templates: the account's templates; the server stores the credentials once accepted. */
    validateTwn: build.mutation({
      query: (body: TwnCredentials) => endpointRequest(twnTemplatesEndpoint, { body }),
      transformResponse: (data: unknown) => responseOf(twnTemplatesEndpoint, data),
      invalidatesTags: (_r, error) => (error ? [] : [CONNECTIONS]),
    }),
    validateDatax: build.mutation({
      query: (body: DataxCredentials) => endpointRequest(dataxValidateEndpoint, { body }),
      transformResponse: (data: unknown) => responseOf(dataxValidateEndpoint, data),
      invalidatesTags: (_r, error) => (error ? [] : [CONNECTIONS]),
    }),
    chooseTwnTemplate: build.mutation({
      query: (templatename: string) => endpointRequest(chooseTwnTemplateEndpoint, { body: { templatename } }),
      transformResponse: (data: unknown) => responseOf(chooseTwnTemplateEndpoint, data),
      invalidatesTags: [CONNECTIONS],
    }),
    disconnectDataSource: build.mutation({
      query: (source: DataSourceKind) => endpointRequest(disconnectDataSourceEndpoint, { params: { source } }),
      transformResponse: (data: unknown) => responseOf(disconnectDataSourceEndpoint, data),
      invalidatesTags: [CONNECTIONS],
    }),
  }),
});

export const {
  useDataSourceConnectionsQuery,
  useValidateTwnMutation,
  useValidateDataxMutation,
  useChooseTwnTemplateMutation,
  useDisconnectDataSourceMutation,
} = configEngineApi;
