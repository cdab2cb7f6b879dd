import { describe, expect, it } from 'vitest';
import { parseLetterBody } from '@creditdesk/contracts';
import { activeFormats, insertMergeField, toggleBold, toggleBullets, toggleHeading, type EditorState } from './editor-ops';

/** A state written with "[" and "]" around the selection (or "|" for a caret), e.g. "Dear [you]". */
function at(marked: string): EditorState {
  const caret = marked.indexOf('|');
  if (caret >= 0) return { text: marked.replace('|', ''), start: caret, end: caret };
  const start = marked.indexOf('[');
  const end = marked.indexOf(']') - 1;
  return { text: marked.replace('[', '').replace(']', ''), start, end };
}

/** The state written back the same way. */
function marked({ text, start, end }: EditorState): string {
  return start === end ? `${text.slice(0, start)}|${text.slice(start)}` : `${text.slice(0, start)}[${text.slice(start, end)}]${text.slice(end)}`;
}

describe('the editor’s bold', () => {
  it('wraps the selection, keeping spaces at its edges outside, and parses as bold', () => {
    const state = toggleBold(at('We [regret ]to say'));
    expect(marked(state)).toBe('We **[regret]** to say');
    expect(parseLetterBody(state.text)).toEqual([{ type: 'paragraph', runs: [{ text: 'We ' }, { text: 'regret', bold: true }, { text: ' to say' }] }]);
  });

  it('takes the word at the caret, a merge field included', () => {
    expect(marked(toggleBold(at('Dear {{consu|mer.name}},')))).toBe('Dear **[{{consumer.name}}]**,');
    expect(marked(toggleBold(at('thank y|ou')))).toBe('thank **[you]**');
  });

  it('turns bold off when the selection is inside a pair or holds one', () => {
    expect(marked(toggleBold(at('We **[regret]** it')))).toBe('We [regret] it');
    expect(marked(toggleBold(at('We [**regret**] it')))).toBe('We [regret] it');
  });

  it('writes an empty pair with the caret inside between words', () => {
    expect(marked(toggleBold(at('Dear | you')))).toBe('Dear **|** you');
  });
});

describe('the editor’s heading and bullets', () => {
  it('makes the caret’s line a heading and back, the caret staying on its character', () => {
    const on = toggleHeading(at('Intro\nYour appl|ication\nMore'));
    expect(marked(on)).toBe('Intro\n# Your appl|ication\nMore');
    expect(parseLetterBody(on.text)[1]).toEqual({ type: 'heading', runs: [{ text: 'Your application' }] });
    expect(marked(toggleHeading(on))).toBe('Intro\nYour appl|ication\nMore');
  });

  it('bullets every selected line (blank lines kept), and takes them off when all have one', () => {
    const on = toggleBullets(at('Reasons:\n[first\nsecond\n\nthird]'));
    expect(on.text).toBe('Reasons:\n- first\n- second\n\n- third');
    expect(parseLetterBody(on.text)).toEqual([
      { type: 'paragraph', runs: [{ text: 'Reasons:' }] },
      { type: 'bullets', items: [[{ text: 'first' }], [{ text: 'second' }]] },
      { type: 'bullets', items: [[{ text: 'third' }]] },
    ]);
    expect(toggleBullets(on).text).toBe('Reasons:\nfirst\nsecond\n\nthird');
  });

  it('turns a bullet into a heading and a heading into a bullet', () => {
    expect(toggleHeading(at('- Rea|sons')).text).toBe('# Reasons');
    expect(toggleBullets(at('# Rea|sons')).text).toBe('- Reasons');
  });

  it('does not take the next line when a selection ends just after a line break', () => {
    expect(toggleBullets(at('[one\n]two')).text).toBe('- one\ntwo');
  });

  it('bullets an empty line so the writer types the bullet', () => {
    expect(marked(toggleBullets(at('Text\n|')))).toBe('Text\n- |');
  });
});

describe('inserting a merge field', () => {
  it('writes {{field}} in place of the selection, the caret after it', () => {
    expect(marked(insertMergeField(at('Dear [customer],'), 'consumer.name'))).toBe('Dear {{consumer.name}}|,');
    expect(marked(insertMergeField(at('Score: |'), 'score'))).toBe('Score: {{score}}|');
  });

  it('a list field alone on its line fills as bullets', () => {
    const { text } = insertMergeField(at('Because:\n\n|'), 'reasons');
    expect(parseLetterBody(text).at(-1)).toEqual({ type: 'paragraph', runs: [{ field: 'reasons' }] });
  });
});

describe('the toolbar’s pressed buttons', () => {
  it('reads the caret’s line and bold around the selection', () => {
    expect(activeFormats(at('# Head|ing'))).toEqual({ heading: true, bullets: false, bold: false });
    expect(activeFormats(at('- a **bo|ld** b'))).toEqual({ heading: false, bullets: true, bold: true });
    expect(activeFormats(at('**a** pl|ain'))).toEqual({ heading: false, bullets: false, bold: false });
  });
});
