import { EIDV_INTENDED_USES } from '@creditdesk/contracts';
import { questionsOf } from '../modules/reports/products/eidverifier/eidverifier-questions.sandbox.js';
import { eidRequest, identityFile } from '../testing/eid-requests.js';
import { MATRIX_CALLERS, type RequestParts, type World } from './world.js';

/*
 * The authorization matrix's and the fuzz's requests for eIDcompare, eIDverifier and the product
 * registrations (./endpoint-requests.ts spreads them in): Demo Lending holds both products and both
 * registrations (seed-demo.ts).
 */

const ELLISON = () => eidRequest(identityFile('ELLISON'));
const post = (path: string) => ({ method: 'POST' as const, path, summary: '', access: { kind: 'authenticated' as const } });
/** a fresh report of demo.user's, for a call that reads or changes it. */
const orderedBy = async (w: World, path: string) => (await w.send(post(path), { body: ELLISON() }, MATRIX_CALLERS[1])).json().inquiryId as string;

/** The right answers to the ELLISON persona's questions (the sandbox's key). */
export const ellisonAnswers = () => Object.entries(questionsOf(identityFile('ELLISON').ssn).answerKey).map(([questionId, choiceId]) => ({ questionId, choiceId }));

export const EID_FORM = {
  businessDescription: 'Consumer lending: personal loans and credit cards',
  intendedUse: 'account-opening' as keyof typeof EIDV_INTENDED_USES,
  channels: ['online'],
  monthlyVolume: '1000-10000',
  contactName: 'Dana Admin',
  contactEmail: 'dana.admin@demolending.example',
  contactPhone: '312-555-0100',
  agreementAccepted: true,
};

export const EID_ENDPOINT_REQUESTS: Record<string, (w: World) => Promise<RequestParts> | RequestParts> = {
  'POST /idfc/reports/eidcompare': () => ({ body: ELLISON() }),
  'POST /pdfs/eidc/download': async (w) => ({ body: { inquiryId: await orderedBy(w, '/idfc/reports/eidcompare') } }),
  'POST /idfc/reports/eidverifier': () => ({ body: ELLISON() }),
  'POST /pdfs/eidv/download': async (w) => ({ body: { inquiryId: await orderedBy(w, '/idfc/reports/eidverifier') } }),
  'POST /idfc/reports/eidverifier/:inquiryId/answers': async (w) => ({ params: { inquiryId: await orderedBy(w, '/idfc/reports/eidverifier') }, body: { answers: ellisonAnswers() } }),
  'GET /product-registrations': () => ({}),
  'POST /product-registrations/eidverifier/form': () => ({ body: EID_FORM }),
};
