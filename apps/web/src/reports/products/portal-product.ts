import type { ComponentType, ReactNode } from 'react';
import type { RecalledApplicant } from '@creditdesk/contracts';
import type { ApiError } from '../../api/api-errors';
import type { PdfView } from '../pdf/fetch-report-pdf';
import type { ReportDetails } from '../viewer/report-header';
import type { LazyProductViewer } from './lazy-screens';

/*
 * What a report product contributes to the portal: its order form and its viewer. Everything else
 * (the Products page, the order page's frame, the report's page with its header, PDF button and view
 * tabs, My Reports) is shared and finds the product by its key in ./registry.tsx.
 */

/** A field the server refused, as it names it ('body.consumers.socialNum.0.number'). */
export type ServerFieldError = { field: string; message: string };

/** How an order went, told to the form: on failure, the server's field errors for the form to place. */
export type OrderOutcome = { ok: true } | { ok: false; fieldErrors: readonly ServerFieldError[] };

/** Who a report is about and what it is billed to, in a line: "Report ordered for … · account …". */
export type OrderSummary = { people: readonly string[]; accountNumber?: string };

/** What an order form hands the order frame when the user runs the report. */
export type PlacedOrder = {
  /** the body of the product's order call (its contract's request). */
  request: Record<string, unknown>;
  /**
   * The form's values, given back to the form (as `draft`) when the user changes the order and runs it
   * again. Held in memory by the order session only, never stored.
   */
  draft: unknown;
  summary: OrderSummary;
  /** what the report's header says about the order (the frame adds the product and the time). */
  details: Omit<ReportDetails, 'productName' | 'orderedAt'>;
};

export type OrderFormProps = {
  productKey: string;
  productName: string;
  /** the values of the order last run for this product, or undefined for a new order. */
  draft: unknown;
  /** an order is in flight: the form is disabled. */
  pending: boolean;
  /** runs the order; the frame shows progress and failures, then the report on its own page. */
  onOrder: (order: PlacedOrder) => Promise<OrderOutcome>;
};

/** The stored report a viewer shows: its inquiry, and the user who ordered it (the MLA's safe-harbour record names them). */
export type StoredReportRef = { inquiryId: string; orderedBy?: string };

/** One view of a report (a tab when there are several), and the PDF view it downloads as. */
export type ReportViewPart = { name: PdfView; label: string; content: ReactNode };

export type ProductViewer = {
  /** the report's views; a product that splits nothing answers one. `report` names the stored report and who ordered it. */
  views: (productKey: string, dataSourceResponse: unknown, report: StoredReportRef) => readonly ReportViewPart[];
  /** the report's consumer, for the PDF's file name when the server names none. */
  consumerOf: (productKey: string, dataSourceResponse: unknown) => { firstName: string; lastName: string } | undefined;
};

/**
 * A product's line in the registry. Its form and viewer are each in their own chunk, loaded when first
 * shown (issue 12): `lazyOrderForm(() => import('./x-order-form'), 'XOrderForm')` and
 * `lazyViewer(() => import('./x-viewer'), 'X_VIEWER')` (./lazy-screens); the order page and the
 * report's page show a loading indicator meanwhile. A viewer given as it is works too.
 */
export type PortalProduct = {
  /** what the report holds, as short points on the product's card. */
  highlights: readonly string[];
  OrderForm: ComponentType<OrderFormProps>;
  viewer: ProductViewer | LazyProductViewer;
  /** where the report just ordered opens (Kount: /kount/report); its own address, /reports/:inquiryId, by default. */
  orderedReportPath?: (inquiryId: string) => string;
  /**
   * The form's values for a new order about a stored report's applicant (issue 33, applicant recall):
   * the products with it are offered by "Order another product for this consumer".
   */
  prefill?: (applicant: RecalledApplicant) => unknown;
  /** what a failed order's answer says in the product's own words, shown before its Tracking Id; the general failure text when undefined. */
  failureDetail?: (error: ApiError) => string | undefined;
};
