import type { SandboxSubjectInfo } from '@creditdesk/contracts';
import type { z } from 'zod';
import type { ScreeningField, ScreeningSession, ScreeningValues, TestSubject } from './screening-form-values';

/**
 * What a screening product (OFAC, AML Connect, Kount) sets in the screening order form: the body it
 * sends, the contract's schema it is checked with, how the request's fields map to the form's, what
 * running it means and the test subjects it documents.
 */
export type ScreeningFormVariant = {
  /** the order call's body the form's values make (the contracts' submit body of the product). */
  toRequest: (values: ScreeningValues, session: ScreeningSession) => Record<string, unknown>;
  /** the contract's request schema the body is checked with before it is sent (the server's own rules). */
  requestSchema: z.ZodType;
  /** the form field a request path names ('subject.lastName', 'personMatch.name.last' → 'lastName'), or undefined. */
  fieldOf: (path: readonly PropertyKey[]) => ScreeningField | undefined;
  /** the subject section's line under its title: what it is screened against. */
  subjectDescription: string;
  /** what the user is reminded of by running it. */
  certification: string;
  /** the documented test subjects, offered while the sandbox answers: servedTestSubjects(key), those the API serves for the product. */
  testSubjects: (served: readonly SandboxSubjectInfo[]) => readonly TestSubject[];
};

/** A screening product's test subjects: those the API serves for it (its contract declares them). */
export const servedTestSubjects =
  (productKey: string) =>
  (served: readonly SandboxSubjectInfo[]): readonly TestSubject[] =>
    served.filter((s) => s.products.includes(productKey));
