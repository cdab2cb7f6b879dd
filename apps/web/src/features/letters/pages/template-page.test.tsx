import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADVERSE_ACTION_HEADINGS, ELETTER_MESSAGES } from '@creditdesk/contracts';
import { ADMIN_AUTH } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { CREATE_TEMPLATE, lettersApi, makeTemplate } from '../testing/fake-letters-api';

// Whole pages render slowly on a busy machine.

const AUTH = { ...ADMIN_AUTH, subscriptionList: ['storage', 'eletters'] };
const editor = () => screen.getByRole('textbox', { name: 'Letter body' }) as HTMLTextAreaElement;
const preview = () => screen.getByRole('article', { name: 'Letter preview' });
/** The page's heading: the first wait also waits for the letters' chunks (transformed on first use). */
const opened = (name: string) => screen.findByRole('heading', { level: 1, name });
const where = (router: ReturnType<typeof renderApp>['router']) => router.state.location.pathname + router.state.location.search;

/** Types a body and puts the selection on `selected` (its first occurrence), or the caret after it. */
function write(text: string, selected?: string, caretAfter = false) {
  fireEvent.change(editor(), { target: { value: text } });
  if (selected !== undefined) {
    const start = text.indexOf(selected);
    const end = start + selected.length;
    editor().setSelectionRange(caretAfter ? end : start, end);
    fireEvent.select(editor());
  }
}

describe('the letter template editor', () => {
  it('formats with the toolbar (bold, heading, bullets) in the contracts’ markup, and the preview renders it filled with samples', async () => {
    lettersApi();
    renderApp({ path: '/letter-templates/new', auth: AUTH });
    await opened('Create Letter Template');
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });

    write('Dear {{consumer.name}},\nWe regret to say\nReasons\nfirst\nsecond', 'regret');
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Bold' }));
    expect(editor().value).toBe('Dear {{consumer.name}},\nWe **regret** to say\nReasons\nfirst\nsecond');
    expect(within(toolbar).getByRole('button', { name: 'Bold' }).getAttribute('aria-pressed')).toBe('true');

    write(editor().value, 'Reasons', true);
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Heading' }));
    expect(editor().value).toContain('\n# Reasons\n');

    const value = editor().value;
    editor().setSelectionRange(value.indexOf('first'), value.length);
    fireEvent.select(editor());
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Bulleted list' }));
    expect(editor().value).toBe('Dear {{consumer.name}},\nWe **regret** to say\n# Reasons\n- first\n- second');

    // the live preview: the sample consumer, bold, the heading and the bullets, in the letter's layout
    await waitFor(() => expect(within(preview()).getByRole('heading', { name: 'Reasons' })).toBeTruthy());
    expect(within(preview()).getByText('regret').tagName).toBe('STRONG');
    expect(within(preview()).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['first', 'second']);
    expect(preview().textContent).toContain('Dear Jordan A. Rivera,');
    expect(preview().textContent).toContain('1200 Elm Street');
    expect(preview().textContent).toContain('Demo Lending'); // the letterhead's sample company
  });

  it('inserts a merge field from the menu at the caret, and a list field alone fills as bullets', async () => {
    lettersApi();
    renderApp({ path: '/letter-templates/new', auth: AUTH });
    await opened('Create Letter Template');
    write('Your score: \n\nBecause:\n\n', 'Your score: ', true);
    fireEvent.click(screen.getByRole('button', { name: 'Insert merge field' }));
    const menu = await screen.findByRole('menu', { name: 'Merge fields' });
    expect(within(menu).getByText('Consumer')).toBeTruthy();
    fireEvent.click(within(menu).getByRole('menuitem', { name: /^Credit score/ }));
    expect(editor().value).toBe('Your score: {{score}}\n\nBecause:\n\n');

    editor().setSelectionRange(editor().value.length, editor().value.length);
    fireEvent.select(editor());
    fireEvent.click(screen.getByRole('button', { name: 'Insert merge field' }));
    fireEvent.click(within(await screen.findByRole('menu', { name: 'Merge fields' })).getByRole('menuitem', { name: /^Key factors/ }));
    expect(editor().value).toBe('Your score: {{score}}\n\nBecause:\n\n{{reasons}}');
    await waitFor(() => expect(preview().textContent).toContain('Your score: 612'));
    expect(within(preview()).getAllByRole('listitem').map((li) => li.textContent)).toContain('Amount owed on accounts is too high');
  });

  it('shows where the required adverse-action section goes for a Declination, and not for a Welcome letter', async () => {
    lettersApi();
    renderApp({ path: '/letter-templates/new', auth: AUTH });
    await opened('Create Letter Template');
    fireEvent.change(screen.getByRole('combobox', { name: /^Type/ }), { target: { value: 'Declination' } });
    const note = await within(preview()).findByRole('complementary', { name: 'Required adverse-action section' });
    expect(note.textContent).toContain(ADVERSE_ACTION_HEADINGS.keyFactors);
    expect(note.textContent).toContain(ADVERSE_ACTION_HEADINGS.ecoa);
    fireEvent.change(screen.getByRole('combobox', { name: /^Type/ }), { target: { value: 'Welcome' } });
    await waitFor(() => expect(within(preview()).queryByRole('complementary')).toBeNull());
  });

  it('creates the template and goes back to the list with the server’s sentence', async () => {
    const server = lettersApi();
    const { router } = renderApp({ path: '/letter-templates/new', auth: AUTH });
    await opened('Create Letter Template');
    fireEvent.change(screen.getByRole('textbox', { name: /^Template name/ }), { target: { value: 'Declined application' } });
    fireEvent.change(screen.getByRole('combobox', { name: /^Type/ }), { target: { value: 'DAC' } });
    fireEvent.change(screen.getByRole('combobox', { name: /^Score type/ }), { target: { value: 'credit' } });
    // the company chooses the language of the template's letters (their required section, dates, page numbers)
    expect((screen.getByRole('combobox', { name: /^Language/ }) as HTMLSelectElement).value).toBe('en');
    fireEvent.change(screen.getByRole('combobox', { name: /^Language/ }), { target: { value: 'es' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Template' }));
    expect(await screen.findByText(ELETTER_MESSAGES.created('Declined application'))).toBeTruthy();
    await waitFor(() => expect(where(router)).toBe('/letter-templates'));
    const sent = JSON.parse(server.callsTo(CREATE_TEMPLATE)[0].body);
    expect(sent).toMatchObject({ eletterName: 'Declined application', eletterType: 'DAC', scoreType: 'credit', language: 'es', subject: 'Your application for credit' });
    expect(sent.body).toContain('{{decision.reasons}}');
  });

  it('says an unknown merge field or an empty body on the editor before sending, as the server would', async () => {
    const server = lettersApi();
    renderApp({ path: '/letter-templates/new', auth: AUTH });
    await opened('Create Letter Template');
    fireEvent.change(screen.getByRole('textbox', { name: /^Template name/ }), { target: { value: 'Typo' } });
    fireEvent.change(screen.getByRole('combobox', { name: /^Type/ }), { target: { value: 'Other' } });
    write('Dear {{consumer.nmae}},');
    fireEvent.click(screen.getByRole('button', { name: 'Create Template' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Unknown merge field {{consumer.nmae}}');
    expect(editor().getAttribute('aria-invalid')).toBe('true');
    write('   ');
    fireEvent.click(screen.getByRole('button', { name: 'Create Template' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Letter body is required: a letter needs some text'));
    expect(server.callsTo(CREATE_TEMPLATE)).toHaveLength(0);
  });

  it('checks the name is free (GET …/names/{name}) and puts a name already taken on the name, nothing sent', async () => {
    const server = lettersApi({ templates: [makeTemplate('Declined application')] });
    renderApp({ path: '/letter-templates/new', auth: AUTH });
    await opened('Create Letter Template');
    fireEvent.change(screen.getByRole('textbox', { name: /^Template name/ }), { target: { value: 'declined application' } });
    fireEvent.change(screen.getByRole('combobox', { name: /^Type/ }), { target: { value: 'Declination' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Template' }));
    expect(await screen.findByText(ELETTER_MESSAGES.nameTaken('declined application'))).toBeTruthy();
    expect(server.callsTo('/api/eletters/customers/c-1/names/declined%20application')).toHaveLength(1);
    expect(server.callsTo(CREATE_TEMPLATE)).toHaveLength(0);
  });

  it('edits the template its address names, its body in the editor and the preview', async () => {
    const template = makeTemplate('Counteroffer', { eletterType: 'DAC', body: '# Our offer\n\nDear {{consumer.name}}' });
    lettersApi({ templates: [template] });
    renderApp({ path: `/letter-templates/${template.eletterId}`, auth: AUTH });
    await opened('Edit Letter Template');
    await waitFor(() => expect(editor().value).toBe('# Our offer\n\nDear {{consumer.name}}'));
    expect(within(preview()).getByRole('heading', { name: 'Our offer' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save Template' })).toBeTruthy();
  });

  it('says a template that does not exist was not found', async () => {
    lettersApi();
    renderApp({ path: '/letter-templates/00000000-0000-4000-8000-000000000999', auth: AUTH });
    await opened('Letter template not found');
  });

  it('warns that saving needs the eLetters feature when the company lacks it', async () => {
    lettersApi();
    renderApp({ path: '/letter-templates/new', auth: ADMIN_AUTH });
    expect(await screen.findByText(ELETTER_MESSAGES.featureRequired)).toBeTruthy();
  });
});
