import { LOGIN_ERROR_CONTENT, LOGIN_ERROR_PAGES, MESSAGES, PRODUCT_FAMILIES, REPORT_PRODUCTS, type ProductFamily } from '@creditdesk/contracts';

/** One entry of a Help section: what the search matches and what the page shows. */
export type HelpTopic = { id: string; title: string; body: string; next?: string; link?: { to: string; label: string } };

/** How to order each product: the contracts' product registry, grouped by family, each linking to its order page. */
export const ORDERING_GROUPS: { family: ProductFamily; label: string; topics: HelpTopic[] }[] = (Object.keys(PRODUCT_FAMILIES) as ProductFamily[])
  .map((family) => ({
    family,
    label: PRODUCT_FAMILIES[family],
    topics: REPORT_PRODUCTS.filter((p) => p.family === family).map(
      (p): HelpTopic => ({
        id: `product-${p.key}`,
        title: p.name,
        body: p.description,
        next:
          p.permissiblePurposes.length > 0
            ? 'Open its order page, choose the account number and the permissible purpose, enter the consumer and submit; the report opens when it is ready and stays in My Reports.'
            : 'Open its order page, choose the account number, enter who to check and submit; the result opens when it is ready and stays in My Reports.',
        link: { to: `/products/${p.key}`, label: `Order ${p.name}` },
      }),
    ),
  }))
  .filter((group) => group.topics.length > 0);

/**
 * What each login message means and what to do: the two messages the login page shows in place
 * (portal.md §8), then the login outcome pages in the words those pages use.
 */
export const LOGIN_TOPICS: HelpTopic[] = [
  {
    id: 'login-invalid-credentials',
    title: MESSAGES.login.invalidCredentials,
    body: 'The user name or the password was not right (the portal does not say which, for your security).',
    next: 'Check both and try again; after 5 failed attempts in a row the user name is locked for 30 minutes. Use “Forgot password” if you do not remember it.',
  },
  {
    id: 'login-locked-out',
    title: MESSAGES.login.lockedOut,
    body: 'There were too many failed attempts for your user name, so it is locked for a while.',
    next: 'Wait 30 minutes, or reset your password with “Forgot password” (or ask your administrator for a temporary password), which lifts the lock.',
  },
  ...LOGIN_ERROR_PAGES.map((page): HelpTopic => {
    const content = LOGIN_ERROR_CONTENT[page];
    return { id: `login-${page}`, title: content.title, body: content.body, next: content.next };
  }),
];

/** Whether a topic matches every word of the search (any case). */
export function matches(words: string[], ...texts: (string | undefined)[]): boolean {
  const haystack = texts.filter(Boolean).join(' ').toLowerCase();
  return words.every((word) => haystack.includes(word));
}

export const searchWords = (search: string) => search.toLowerCase().split(/\s+/).filter(Boolean);
