/**
 * The API lives on the same origin under /api. The URL is made absolute so that requests work the
 * same in the browser and in tests running on Node (whose Request rejects relative URLs).
 */
export const apiUrl = (path: string) =>
  new URL(`/api${path.startsWith('/') ? path : `/${path}`}`, globalThis.location?.href ?? 'http://localhost').toString();

export const API_BASE_URL = apiUrl('/').replace(/\/$/, '');
