import type { PresentationLevel } from '../../presentation/levels.js';
import type { EidVerifierReport, EidVerifierStatus } from './eidverifier.js';

/*
 * How an eIDverifier reads on screen and in the PDF, and the scoring rule the server applies.
 */

export const EIDV_STATUS_INFO: Record<EidVerifierStatus, { label: string; level: PresentationLevel; text: string }> = {
  questions: { label: 'Awaiting answers', level: 'neutral', text: 'Ask the applicant the questions below and record their answers.' },
  verified: { label: 'Verified', level: 'good', text: 'The applicant answered the questions from the bureau’s file: the identity is verified.' },
  'not-verified': { label: 'Not verified', level: 'alarm', text: 'The applicant could not answer the questions from the bureau’s file: do not proceed until the identity is verified with documents.' },
  'too-many-attempts': { label: 'Too many attempts', level: 'alarm', text: 'This identity was asked to verify too often lately: no questions are given. Verify it with documents.' },
  'no-record': { label: 'No record', level: 'poor', text: 'The bureau holds no file to ask questions from: verify the identity with documents.' },
};

/** An attempt passes with at most this many wrong answers. */
export const EIDV_WRONG_ANSWERS_ALLOWED = 1;
/** Attempts on one verification: a first failed attempt may be answered again once. */
export const EIDV_MAX_ATTEMPTS = 2;

/** The status after an attempt: passed; failed with an attempt left (the questions again); failed the last one. */
export function eidVerifierStatusAfter(correct: number, total: number, attemptsMade: number, maxAttempts: number): EidVerifierStatus {
  if (total - correct <= EIDV_WRONG_ANSWERS_ALLOWED) return 'verified';
  return attemptsMade < maxAttempts ? 'questions' : 'not-verified';
}

export const eidVerifierAttemptsLeft = (report: Pick<EidVerifierReport, 'maxAttempts' | 'attempts' | 'status'>) =>
  report.status === 'questions' ? report.maxAttempts - report.attempts.length : 0;
