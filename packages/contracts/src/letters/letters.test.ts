import { describe, expect, it } from 'vitest';
import { adverseActionDisclosures, disclosedKeyFactors, ECOA_NOTICE, FCRA_STATEMENTS, federalRegulatorOf } from './adverse-action.js';
import { blockText, fillLetter, letterBodyProblems, parseLetterBody } from './letter-body.js';
import { eletterInputSchema, eletterDeletedMessage } from './letter-templates.js';
import { formatLetterDate, letterDueDate, letterRequestSchema, letterRetainUntil, letterSettingsInputSchema } from './letters.js';
import { mergeFieldsIn, sampleMergeValues, scoreFieldsIn, unknownMergeFields } from './merge-fields.js';
import { reasonCodeInputSchema } from './reason-codes.js';
import { SANDBOX_BUREAU, creditScoreModelOf, SANDBOX_SCORE_MODEL_NAME } from './score-models.js';

describe('merge fields', () => {
  it('lists the fields a body uses once each, in order, unknown ones included', () => {
    expect(mergeFieldsIn('Dear {{consumer.name}}, {{ score }} {{consumer.name}} {{nope}}')).toEqual(['consumer.name', 'score', 'nope']);
    expect(unknownMergeFields('{{consumer.name}} {{nope}} {{score.rang}}')).toEqual(['nope', 'score.rang']);
    expect(scoreFieldsIn('{{date}} {{reasons}} {{score.range}}')).toEqual(['reasons', 'score.range']);
  });
});

describe('the letter body markup', () => {
  const body = ['# Your application', '', 'Dear {{consumer.name}},', 'thank you for **applying** on {{date}}.', '', '- first', '- **{{score}}** points', '', '{{reasons}}'].join('\n');

  it('parses headings, paragraphs with line breaks, bullets, bold and fields', () => {
    expect(parseLetterBody(body)).toEqual([
      { type: 'heading', runs: [{ text: 'Your application' }] },
      {
        type: 'paragraph',
        runs: [{ text: 'Dear ' }, { field: 'consumer.name' }, { text: ',\nthank you for ' }, { text: 'applying', bold: true }, { text: ' on ' }, { field: 'date' }, { text: '.' }],
      },
      { type: 'bullets', items: [[{ text: 'first' }], [{ field: 'score', bold: true }, { text: ' points' }]] },
      { type: 'paragraph', runs: [{ field: 'reasons' }] },
    ]);
  });

  it('keeps a lone ** as text', () => {
    expect(parseLetterBody('a **b** c **d')).toEqual([{ type: 'paragraph', runs: [{ text: 'a ' }, { text: 'b', bold: true }, { text: ' c **d' }] }]);
  });

  it('fills fields; a list field alone becomes bullets, inside a sentence it is joined; lines keep their breaks', () => {
    const filled = fillLetter(parseLetterBody(`${body}\n\nAt {{consumer.address}}: {{reasons}}`), { ...sampleMergeValues(), reasons: ['one', 'two'] });
    expect(filled.map(blockText)).toEqual([
      'Your application',
      'Dear Jordan A. Rivera,\nthank you for applying on May 14, 2026.',
      '- first\n- 612 points',
      '- one\n- two',
      'At 1200 Elm Street\nSpringfield, IL 62704: one; two',
    ]);
  });

  it('shows a field without a value as its label, marked missing', () => {
    expect(fillLetter(parseLetterBody('Score {{score}}'), {})).toEqual([{ type: 'paragraph', runs: [{ text: 'Score ' }, { text: '[Credit score]', missing: true }] }]);
  });

  it('names an empty body, an unknown field and an unclosed one', () => {
    expect(letterBodyProblems('  \n ')).toEqual([{ field: 'body', message: 'body is required: a letter needs some text' }]);
    expect(letterBodyProblems('Hi {{consumer.nam}} and {{x}}')[0].message).toBe('unknown merge fields {{consumer.nam}}, {{x}}');
    expect(letterBodyProblems('Hi {{consumer.name')[0].message).toContain("'{{consumer.name' opens a merge field");
    expect(letterBodyProblems('Dear {{consumer.name}}')).toEqual([]);
  });
});

describe('templates and reason codes', () => {
  it("reads the spec's O as Other", () => {
    expect(eletterInputSchema.parse({ eletterName: 'x', eletterType: 'O', body: 'b' })).toMatchObject({ eletterType: 'Other', scoreType: 'none', subject: '' });
    expect(eletterInputSchema.safeParse({ eletterName: 'x', eletterType: 'Q', body: 'b' }).success).toBe(false);
  });

  it('words one and several deletions as reports.md §8 does', () => {
    expect(eletterDeletedMessage(1)).toBe('Template was successfully deleted.');
    expect(eletterDeletedMessage(3)).toBe('3 Templates were successfully deleted.');
  });

  it('takes only known key-factor codes, each once', () => {
    expect(reasonCodeInputSchema.safeParse({ code: 'R1', description: 'x', bureauFactorCodes: ['01', '08'] }).success).toBe(true);
    const bad = reasonCodeInputSchema.safeParse({ code: 'R 1', description: 'x', bureauFactorCodes: ['01', '01', 'ZZ'] });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual([
      'code: code may hold only letters, digits, - and _ (at most 10)',
      "bureauFactorCodes.1: '01' is listed twice",
      "bureauFactorCodes.2: 'ZZ' is not a key-factor code of any score model",
    ]);
  });
});

describe('letters', () => {
  it('checks calendar dates', () => {
    const base = { inquiryId: crypto.randomUUID(), eletterId: crypto.randomUUID(), decision: 'declined' };
    expect(letterRequestSchema.safeParse({ ...base, decisionDate: '2026-02-30' }).success).toBe(false);
    expect(letterRequestSchema.parse({ ...base, decisionDate: '2026-02-28' }).applicant).toBe('primary');
  });

  it('counts the deadline and the retention', () => {
    expect(letterDueDate('2026-01-15')).toBe('2026-02-14');
    expect(letterRetainUntil('2026-01-31')).toBe('2028-02-29');
    expect(letterRetainUntil('2026-05-14')).toBe('2028-06-14');
    expect(formatLetterDate('2026-05-04')).toBe('May 4, 2026');
  });

  it('drops blank address lines from the settings', () => {
    expect(letterSettingsInputSchema.parse({ address: ['1 Main St', ' ', 'Columbus, OH 43215'], phone: '1-800-555-0100', regulator: 'ftc' }).address).toEqual(['1 Main St', 'Columbus, OH 43215']);
  });

  it('discloses four key factors and the inquiries factor as a fifth', () => {
    const f = (code: string) => ({ code });
    expect(disclosedKeyFactors(['01', '02', '03', '05', '09', '08'].map(f), '08').map((r) => r.code)).toEqual(['01', '02', '03', '05', '08']);
    expect(disclosedKeyFactors(['01', '02', '03', '05', '09'].map(f), '08').map((r) => r.code)).toEqual(['01', '02', '03', '05']);
  });

  it('states every required element', () => {
    const model = creditScoreModelOf(SANDBOX_SCORE_MODEL_NAME)!;
    const text = adverseActionDisclosures({
      decision: 'declined',
      reasons: ['Too many delinquencies'],
      agency: SANDBOX_BUREAU,
      score: { value: 612, range: model.range, date: 'May 12, 2026', model: model.name, keyFactors: [{ code: '02', text: 'Level of delinquency on accounts' }] },
      creditor: { name: 'Demo Lending', address: ['100 Main Street', 'Columbus, OH 43215'], phone: '1-800-555-0100' },
      regulator: federalRegulatorOf('ftc'),
    })
      .map(blockText)
      .join('\n');
    for (const part of [
      'Too many delinquencies',
      SANDBOX_BUREAU.name,
      SANDBOX_BUREAU.tollFreePhone,
      FCRA_STATEMENTS.noPart,
      FCRA_STATEMENTS.freeCopy,
      FCRA_STATEMENTS.dispute,
      'Your credit score: 612',
      'Range of possible scores: 300 to 850',
      'May 12, 2026',
      '02: Level of delinquency on accounts',
      ECOA_NOTICE,
      'Federal Trade Commission',
      'Demo Lending',
    ]) {
      expect(text).toContain(part);
    }
  });
});
