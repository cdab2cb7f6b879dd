import type { SandboxPersonaInfo, SandboxSubjectInfo } from '../reports.endpoints.js';
import type { ReportProduct } from './product.js';
import { REPORT_PRODUCTS } from './registry.js';

const PRODUCTS: readonly ReportProduct[] = REPORT_PRODUCTS;

/**
 * Every product's documented test consumers and screening subjects (its contract's testConsumers and
 * testSubjects), each named for its product: what GET /sandbox/personas serves after the bureau's own,
 * for the order forms' persona menus.
 */
export const servedTestPersonas = (): { personas: SandboxPersonaInfo[]; subjects: SandboxSubjectInfo[] } => ({
  personas: PRODUCTS.flatMap((product) => (product.testConsumers ?? []).map((c) => ({ ...c, products: [product.key] }))),
  subjects: PRODUCTS.flatMap((product) => (product.testSubjects ?? []).map((s) => ({ ...s, products: [product.key] }))),
});
