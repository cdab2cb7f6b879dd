/**
 * A batch row's report opens at its own address, marked as opened from its batch: the report's page then
 * asks the server for the row and the batch (GET …/batchdetails) and leads back to the batch, not to My
 * Reports. A mark in the address, not in the history's state, so a reload or a shared link keeps it.
 */
export const batchReportPath = (inquiryId: string) => `/reports/${encodeURIComponent(inquiryId)}?from=batch`;

export const isOpenedFromBatch = (search: URLSearchParams) => search.get('from') === 'batch';
