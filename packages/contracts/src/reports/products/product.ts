import type { z } from 'zod';
import type { ProductCode } from '../../access/products.js';
import type { BatchLayout } from '../../batches/batch-layout.js';
import type { ErrorShape } from '../../common/error-body.js';
import type { ProductConfigurationSpec } from '../../product-configurations/configuration-options.js';
import type { MessageStatus } from '../../common/enums.js';
import { MESSAGES } from '../../common/messages.js';
import { PERMISSIBLE_PURPOSES } from '../consumer-request.js';

import { PRODUCT_FAMILIES, type ProductFamily } from './families.js';

export { PRODUCT_FAMILIES, type ProductFamily };

export type PermissiblePurpose = (typeof PERMISSIBLE_PURPOSES)[number]['value'];
export const ALL_PERMISSIBLE_PURPOSES: readonly PermissiblePurpose[] = PERMISSIBLE_PURPOSES.map((p) => p.value);

/** A company registration some products need besides the product itself (portal.md §3). */
export type ProductRegistration = 'eidCompare' | 'eidVerifier';

/**
 * A report product, declared once (reports.md §1, §3, §7): everything the server's order pipeline,
 * the PDF route, My Reports and the portal's order page and viewer need to know about it. A product
 * is a folder ./<key>/ made by `npm run new-product`; see docs/architecture.md, "Adding a product".
 */
export type ReportProduct = {
  /** the stored inquiry's product and the last segment of its order path: 'acrov6'. */
  key: string;
  /** reports.md §1: the code companies hold and groups grant: 'CCR'. */
  code: ProductCode;
  name: string;
  family: ProductFamily;
  /**
   * Where the product stands in every list of the products (the Products page, help, My Reports' menus,
   * the routes and OpenAPI, the docs): ascending, ties by key. Declared with the product, not by a shared
   * list, so a product in its own folder places itself (REPORT_PRODUCTS and the generated indexes sort by it).
   */
  position: number;
  /** one sentence for the Products page. */
  description: string;
  order: {
    /** reports.md §7, below /api. */
    path: string;
    request: z.ZodType;
    response: z.ZodType;
    /** its error answers' shape, when the spec gives the product its own (Kount: 'jsonMessage'). */
    errorShape?: ErrorShape;
    /** reports.md §8: what a failed order shows, where the spec words it apart (ORDER_FAILURES); absent: ORDER_FAILURES.unexpected. */
    failure?: OrderFailure;
  };
  pdf: {
    path: string;
    /** the saved file name (reports.md §7) for the report's primary consumer. */
    fileName: (consumer: { firstName: string; lastName: string }) => string;
    /** reports.md §8: the message shown once the file is saved, for a product the spec gives one (the MLA). */
    downloadedMessage?: string;
    /** reports.md §8: what the message area shows when the PDF cannot be made (PDF_FAILURES), the spec's status and words. */
    failure: PdfFailure;
  };
  /** the FCRA permissible purposes it may be ordered for; empty when it is not a consumer report under the FCRA. */
  permissiblePurposes: readonly PermissiblePurpose[];
  /** how a batch orders it from a CSV file, one row an order (docs/batches.md); absent: not offered in batches. */
  batch?: BatchLayout;
  /** besides holding the product code: a company registration (eIDcompare, eIDverifier). */
  requiresRegistration?: ProductRegistration;
  /**
   * The options a product configuration of it holds (issue 17; docs/product-configurations.md).
   * Absent: the product is ordered without a configuration and none can be made for it.
   */
  configuration?: ProductConfigurationSpec;
  /**
   * One well-formed request (its request schema accepts it), ordering a documented test consumer: the
   * authorization matrix and the fuzz send it (apps/api/src/security/endpoint-requests.ts, unless a
   * row there builds the request from the world) and the generated tests order it.
   */
  example?: unknown;
  /**
   * The sandbox's documented test consumers of the product (fictitious): the API serves them with
   * GET /sandbox/personas (named for this product) for the order form's persona menu, the sandbox
   * answers them as documented, and the product's doc lists them.
   */
  testConsumers?: readonly ProductTestConsumer[];
  /** A screening product's documented test subjects (a person or a business by name), served likewise. */
  testSubjects?: readonly ProductTestSubject[];
};

/** A documented test consumer of a product: who, and what the sandbox answers for them. */
export type ProductTestConsumer = {
  key: string;
  firstName: string;
  lastName: string;
  /** nine digits, no dashes. */
  ssn: string;
  /** YYYY-MM-DD */
  dateOfBirth: string;
  address: { line1: string; city: string; state: string; zip: string; country: 'US' | 'CA' };
  /** the phone, email and driver's licence the consumer is documented with, where the product asks them (DTEC, eIDcompare). */
  phone?: string;
  email?: string;
  driversLicense?: { number: string; state: string };
  description: string;
};

/** A screening product's documented test subject: a person or a business, the fields it is typed with, and what the screen finds. */
export type ProductTestSubject = {
  key: string;
  subjectType: 'individual' | 'business';
  description: string;
} & ScreeningSubjectFields;

/** The fields a screened subject is typed with: a person's names and birth date, or a business's name; a country either way. */
export type ScreeningSubjectFields = {
  firstName?: string;
  middleName?: string;
  lastName?: string;
  dateOfBirth?: string;
  /** ISO 3166 alpha-2, or blank. */
  country?: string;
  businessName?: string;
};

export type PdfFailure = { status: MessageStatus; content: string };

/** reports.md §8's PDF failures, as the spec words them per product (each product's pdf.failure names one). */
export const PDF_FAILURES = {
  /** consumer, nal, oneviewplus */
  creatingPdf: { status: 'fail', content: MESSAGES.reports.pdfFailure },
  /** ID report, Persona, DTEC, Recovery, OFAC, TeleCheck, identity comparison, eID verifier, MLA */
  unexpected: { status: 'error', content: MESSAGES.reports.failure },
  /** AML and First Search: the spec's capital U */
  unexpectedCapitalised: { status: 'error', content: MESSAGES.reports.failureCapitalised },
  /** ADV: message state 'failed'; the spec gives no words, so the generic ones (docs/decisions.md) */
  advFailed: { status: 'failed', content: MESSAGES.reports.failure },
} as const satisfies Record<string, PdfFailure>;

/** A failed order's message: the spec's status and sentence, and whether ' Tracking Id: {id}' follows it. */
export type OrderFailure = PdfFailure & { trackingId: boolean };

/** reports.md §8's order failures (the server keeps the correlation id in its log in every case). */
export const ORDER_FAILURES = {
  /** consumer, nal, oneviewplus and every product the spec does not word apart */
  unexpected: { status: 'error', content: MESSAGES.reports.failure, trackingId: true },
  /** MLA: the same words, status fail */
  unexpectedFail: { status: 'fail', content: MESSAGES.reports.failure, trackingId: true },
  /** AML and First Search: the capital U, and no tracking id in the sentence */
  unexpectedCapitalised: { status: 'error', content: MESSAGES.reports.failureCapitalised, trackingId: false },
} as const satisfies Record<string, OrderFailure>;

export function defineProduct<const P extends ReportProduct>(product: P): P {
  return product;
}

/** A name part as it may stand in a saved file name (letters, digits, dash; spaces and the rest become _). */
export const fileNamePart = (part: string) => part.trim().replace(/[^A-Za-z0-9-]+/g, '_');
