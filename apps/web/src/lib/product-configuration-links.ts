/** The product-configuration screens' addresses (the account-number screens link to them too). */
export const LIST_PATH = '/product-configuration';
export const ADD_PATH = '/product-configuration/add';
/** The edit page of a configuration. */
export const editHref = (configurationId: string) => `/product-configuration/edit?${new URLSearchParams({ id: configurationId }).toString()}`;
/** The configurations using an account number (the account-number page links here). */
export const configurationsOfMemberHref = (memberNumber: string) => `${LIST_PATH}?${new URLSearchParams({ memberNumber }).toString()}`;
