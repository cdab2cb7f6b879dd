import type { CreditReport, DataxReport, TwnSelectReport } from '../credit-report.js';
import type { PresentationLevel } from './levels.js';

/** How the entries of a credit file are labelled, on screen and in the PDF alike. */

export const NAME_TYPE_LABELS: Record<CreditReport['names'][number]['type'], string> = { primary: 'Name on file', aka: 'Also known as' };

export const ADDRESS_TYPE_LABELS: Record<CreditReport['addresses'][number]['type'], string> = { current: 'Current', former: 'Former' };

/** Employment the bureau verified, or only had reported to it. */
export const EMPLOYMENT_LABELS = { verified: 'Verified', reported: 'Reported' } as const;

/** A hard inquiry is a credit application and may lower a score; a soft one never does. */
export const INQUIRY_TYPE_LABELS: Record<CreditReport['inquiries'][number]['type'], string> = {
  hard: 'Hard (credit application)',
  soft: 'Soft (no score impact)',
};

/** oneviewplus: the alternative-data risk indicator (LOW, MEDIUM, HIGH) as a level. */
export const RISK_INDICATOR_LEVELS: Record<DataxReport['riskIndicator'], PresentationLevel> = { LOW: 'good', MEDIUM: 'fair', HIGH: 'alarm' };

/** oneviewplus: verified employment still active with the employer is good; an ended one is a plain fact. */
export const EMPLOYMENT_STATUS_LEVELS: Record<TwnSelectReport['status'], PresentationLevel> = { Active: 'good', Inactive: 'neutral' };
