import { api } from '../api/api-slice';

/** Tag of the My Reports list: an order or a delete makes it load again. */
export const INQUIRIES_TAG = 'Inquiries' as const;

/** The portal's api slice with the reports' tag type; the report features inject their endpoints into it. */
export const reportsApi = api.enhanceEndpoints({ addTagTypes: [INQUIRIES_TAG] });
