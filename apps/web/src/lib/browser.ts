/** portal.md §1: Internet Explorer (MSIE or Trident in the user agent) is not supported. */
export function isInternetExplorer(userAgent: string): boolean {
  return /MSIE |Trident\//.test(userAgent);
}

export const SUPPORTED_BROWSERS = ['Google Chrome', 'Microsoft Edge', 'Mozilla Firefox', 'Apple Safari'] as const;

/** Full-page navigation away from the portal (single sign-on); an object so tests can replace it. */
export const pageNavigation = {
  assign(url: string) {
    window.location.assign(url);
  },
};
