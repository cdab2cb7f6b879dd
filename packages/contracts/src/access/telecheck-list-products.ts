import type { ProductCode } from './products.js';

/*
 * Who may read the TeleCheck lists, in a module of its own without schemas: the portal's route
 * table reads it in the first load (the drawer hides the lists' link from a user not granted them).
 */

/**
 * A company holding, and a user granted by a group, TeleCheck Collections (TLKC) reads the
 * collections list, TeleCheck Negatives (TLKN) the negatives list; TCCN (the two together) opens both.
 */
export const TELECHECK_LIST_PRODUCT_CODES = {
  collections: ['TLKC', 'TCCN'],
  negatives: ['TLKN', 'TCCN'],
} as const satisfies Record<string, readonly ProductCode[]>;

/** The products of which one opens the lists' screen (it shows the lists the user is granted): those above. */
export const TELECHECK_ANY_LIST_PRODUCT_CODES: readonly ProductCode[] = ['TLKC', 'TLKN', 'TCCN'];
