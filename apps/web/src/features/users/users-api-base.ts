import { api } from '../../api/api-slice';

/** Tag for every user-list read; add/edit/acts invalidate it so the list reloads. */
export const USERS_TAG = 'Users' as const;

/** The API slice with the Users tag; both the list (api.ts) and the form (user-form-api.ts) inject into it. */
export const usersApiBase = api.enhanceEndpoints({ addTagTypes: [USERS_TAG] });
