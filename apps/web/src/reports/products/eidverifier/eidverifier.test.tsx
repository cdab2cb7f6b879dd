import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EIDV_STATUS_INFO, type EidVerifierReport } from '@creditdesk/contracts';
import { errorBody, fakeApi, json } from '../../../testing/fake-api';
import { INQUIRY_ID } from '../../testing/report-fixtures';
import { orderAnswer, productDsr } from '../../testing/product-order-harness';
import { showReport } from '../../testing/report-screen';

const question = (n: number) => ({ id: `q${n}`, text: `Question ${n}?`, choices: ['a', 'b', 'c', 'd', 'e'].map((id) => ({ id, text: `Q${n} choice ${id.toUpperCase()}` })) });
const ASKING: EidVerifierReport = {
  identifier: 'current',
  asOfDate: '2026-11-01',
  transactionId: 'EIDV-0A1B2C3D4E5F',
  subject: { firstName: 'MARGARET', middleName: null, lastName: 'ELLISON', suffix: null, ssnMasked: '***-**-1001', dateOfBirth: '1966-04-12', address: { line1: '2847 LINDEN AVE', city: 'EVANSTON', state: 'IL', zip: '60201' } },
  status: 'questions',
  questions: [question(1), question(2), question(3)],
  maxAttempts: 2,
  attempts: [],
};
const VERIFIED: EidVerifierReport = { ...ASKING, status: 'verified', attempts: [{ answeredAt: '2026-11-20T14:07:00.000Z', correct: 3, total: 3 }] };
const RETRY: EidVerifierReport = { ...ASKING, attempts: [{ answeredAt: '2026-11-20T14:07:00.000Z', correct: 1, total: 3 }] };
const answersPath = `/api/idfc/reports/eidverifier/${INQUIRY_ID}/answers`;

const show = (report: EidVerifierReport) => showReport('eidverifier', 'eIDverifier', productDsr({ eidVerifierReport: report }));
const questionGroup = (n: number) => screen.getByRole('radiogroup', { name: new RegExp(`Question ${n}\\?`) });
const choose = (n: number, letter: string) => fireEvent.click(within(questionGroup(n)).getByRole('radio', { name: `Q${n} choice ${letter}` }));
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit answers' }));

afterEach(() => vi.restoreAllMocks());

describe('eIDverifier on screen', () => {
  it('asks the questions; refuses to send until each is answered; sends the choices and shows the outcome the server scored', async () => {
    const server = fakeApi((r) => (r.url.pathname === answersPath ? json(orderAnswer('eidverifier', productDsr({ eidVerifierReport: VERIFIED }))) : json({})));
    show(ASKING);
    expect(screen.getByTestId('report-statement').textContent).toBe(EIDV_STATUS_INFO.questions.label);
    expect(screen.getByText('Read each question to the applicant and record their answer. Attempt 1 of 2.')).toBeTruthy();
    choose(1, 'B');
    submit();
    expect(await screen.findByText('Answer every question before you submit (2 not answered).')).toBeTruthy();
    expect(server.callsTo(answersPath)).toHaveLength(0);
    choose(2, 'A');
    choose(3, 'D');
    submit();
    await waitFor(() => expect(screen.getByTestId('report-statement').textContent).toBe(EIDV_STATUS_INFO.verified.label));
    expect(JSON.parse(server.callsTo(answersPath)[0].body)).toEqual({ answers: [{ questionId: 'q1', choiceId: 'b' }, { questionId: 'q2', choiceId: 'a' }, { questionId: 'q3', choiceId: 'd' }] });
    expect(screen.queryByRole('button', { name: 'Submit answers' })).toBeNull();
    expect(screen.getByRole('table', { name: 'Attempts' }).textContent).toContain('3 of 3');
  });

  it('says how a failed first attempt went and asks again; shows the server’s refusal', async () => {
    fakeApi((r) => (r.url.pathname === answersPath ? errorBody(409, 'This verification is over: its questions can no longer be answered.') : json({})));
    show(RETRY);
    expect(screen.getByText(/Not enough answers were right \(1 of 3\)\. 1 attempt is left/)).toBeTruthy();
    for (const n of [1, 2, 3]) choose(n, 'C');
    submit();
    expect(await screen.findByText('This verification is over: its questions can no longer be answered.')).toBeTruthy();
  });

  it('shows too many attempts with no questions to ask', () => {
    show({ ...ASKING, status: 'too-many-attempts', questions: [] });
    const status = screen.getByTestId('report-statement');
    expect(status.textContent).toBe('Too many attempts');
    expect(status.getAttribute('data-level')).toBe('alarm');
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(screen.getAllByText('None: no questions were given.')).toHaveLength(2);
  });
});
