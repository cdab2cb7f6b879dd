import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ECOA_NOTICE, FCRA_STATEMENTS, LETTER_MESSAGES, letterDueDate } from '@creditdesk/contracts';
import { ADMIN_AUTH, END_USER_AUTH } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { INQUIRY_ID } from '../../../reports/testing/report-fixtures';
import { todayIso } from '../letter-deadline';
import { LETTERS, LETTER_PDF, PREVIEW, lettersApi, makeCode, makeTemplate } from '../testing/fake-letters-api';


const PATH = `/reports/${INQUIRY_ID}/letter`;
const opened = () => screen.findByRole('heading', { level: 1, name: 'Create Letter' });
const reason = (code: string) => screen.getByRole('checkbox', { name: new RegExp(`^${code} `) }) as HTMLInputElement;
const CODES = [
  makeCode('DL1', 'Delinquent past or present credit obligations with others', ['02', '18']),
  makeCode('OB1', 'Excessive obligations in relation to income', ['01']),
  makeCode('TM1', 'Length of employment', []),
];
const TEMPLATES = [makeTemplate('Declined application', {}, 1), makeTemplate('Welcome', { eletterType: 'Welcome', scoreType: 'none' }, 2)];

describe('Create Letter from a stored report', () => {
  it('prefills the reasons from the report’s key factors through the company’s reason codes, and shows the score and factors', async () => {
    lettersApi({ templates: TEMPLATES, codes: CODES });
    renderApp({ path: PATH, auth: ADMIN_AUTH });
    await opened();
    await screen.findByRole('form', { name: 'The letter’s choices' });
    expect((screen.getByRole('combobox', { name: /^Letter template/ }) as HTMLSelectElement).value).toBe(TEMPLATES[0].eletterId);
    expect((screen.getByRole('combobox', { name: /^Decision$|^Decision \*/ }) as HTMLSelectElement).value).toBe('declined');
    expect((screen.getByLabelText(/^Decision date/) as HTMLInputElement).value).toBe(todayIso());
    expect([reason('DL1').checked, reason('OB1').checked, reason('TM1').checked]).toEqual([true, true, false]);
    expect(screen.getByText(/From key factor 02 \(Level of delinquency on accounts\), 18/)).toBeTruthy();
    const facts = screen.getByRole('region', { name: 'From the report' });
    expect(facts.textContent).toContain('Credit score 612');
    // four key factors and the fifth, inquiries (08)
    expect(within(facts).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '02: Level of delinquency on accounts',
      '01: Amount owed on accounts is too high',
      '18: Number of accounts with delinquency',
      '14: Length of time accounts have been established',
      '08: Too many inquiries last 12 months',
    ]);
    expect(screen.queryByRole('radiogroup')).toBeNull(); // no co-applicant
  });

  it('previews the server’s letter with the required section, creates it, downloads its PDF and marks it sent', async () => {
    const server = lettersApi({ templates: TEMPLATES, codes: CODES });
    renderApp({ path: PATH, auth: ADMIN_AUTH });
    await opened();
    await screen.findByRole('form', { name: 'The letter’s choices' });
    fireEvent.click(reason('OB1')); // untick one
    fireEvent.click(screen.getByRole('button', { name: 'Preview letter' }));

    const letter = await screen.findByRole('article', { name: 'Letter preview' });
    expect(JSON.parse(server.callsTo(PREVIEW)[0].body)).toEqual({ inquiryId: INQUIRY_ID, eletterId: TEMPLATES[0].eletterId, applicant: 'primary', decision: 'declined', decisionDate: todayIso(), reasonCodes: ['DL1'] });
    expect(letter.textContent).toContain('Dear Margaret Ellison,');
    const section = within(letter).getByRole('region', { name: 'Required adverse-action section' });
    expect(section.textContent).toContain(FCRA_STATEMENTS.noPart);
    expect(section.textContent).toContain(ECOA_NOTICE);
    expect(section.textContent).toContain('612');
    expect(section.textContent).toContain('08: Too many inquiries last 12 months');
    expect(server.callsTo(LETTERS)).toHaveLength(0); // a preview records nothing

    fireEvent.click(screen.getByRole('button', { name: 'Create letter' }));
    const outcome = await screen.findByRole('status');
    await waitFor(() => expect(outcome.textContent).toContain(LETTER_MESSAGES.created));
    expect(outcome.textContent).toContain('30 days left');
    expect(server.summaries()).toHaveLength(1);
    expect(server.summaries()[0].dueDate).toBe(letterDueDate(todayIso()));

    fireEvent.click(within(outcome).getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(server.callsTo(LETTER_PDF)).toHaveLength(1));
    expect(JSON.parse(server.callsTo(LETTER_PDF)[0].body)).toEqual({ letterId: server.summaries()[0].letterId });

    fireEvent.click(within(outcome).getByRole('button', { name: 'Mark as sent' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Mark this letter as sent?' });
    expect((within(dialog).getByLabelText(/^Sent on/) as HTMLInputElement).value).toBe(todayIso());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as sent' }));
    expect(await screen.findByText(LETTER_MESSAGES.markedSent)).toBeTruthy();
    expect(server.summaries()[0].status).toBe('sent');
    // the report's letters list it as sent
    const list = await screen.findByRole('table', { name: 'Letters for this report' });
    await waitFor(() => expect(list.textContent).toContain('Sent'));
  });

  it('says the server’s refusal above the buttons (no reasons for an adverse action)', async () => {
    lettersApi({ templates: TEMPLATES, codes: CODES });
    renderApp({ path: PATH, auth: ADMIN_AUTH });
    await opened();
    await screen.findByRole('form', { name: 'The letter’s choices' });
    fireEvent.click(reason('DL1'));
    fireEvent.click(reason('OB1'));
    fireEvent.click(screen.getByRole('button', { name: 'Preview letter' }));
    expect((await screen.findByRole('alert')).textContent).toBe(LETTER_MESSAGES.noReasons);
    expect(screen.queryByRole('article', { name: 'Letter preview' })).toBeNull();
  });

  it('offers the co-applicant of a pair, whose own key factors choose the reasons', async () => {
    lettersApi({ templates: TEMPLATES, codes: CODES, coApplicant: true });
    renderApp({ path: PATH, auth: ADMIN_AUTH });
    await opened();
    const applicant = await screen.findByRole('radiogroup', { name: 'Applicant' });
    fireEvent.click(within(applicant).getByRole('radio', { name: 'Co-Applicant: EMILY CARTER' }));
    await waitFor(() => expect([reason('DL1').checked, reason('OB1').checked]).toEqual([false, false]));
    expect(screen.getByRole('region', { name: 'From the report' }).textContent).toContain('Credit score 701');
  });

  it('says letters need the company’s mailing address, and a standard user has no link to templates', async () => {
    lettersApi({ templates: [], codes: [], settingsComplete: false });
    renderApp({ path: PATH, auth: END_USER_AUTH });
    await opened();
    expect(await screen.findByText(LETTER_MESSAGES.noCompanyAddress)).toBeTruthy();
    expect(screen.getByText(/A product-management administrator creates them under Letter Templates/)).toBeTruthy();
  });
});
