// issue 31: the API's user-facing error texts come from the contracts' catalogues (MESSAGES, API_MESSAGES
// and the domains' *_MESSAGES): no refusal site in apps/api/src writes its message in place.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { apiErrorLiterals, errorLiteralsOf } from './api-error-literals.js';

const root = fileURLToPath(new URL('..', import.meta.url));

describe('the API writes no refusal text in place', () => {
  it('finds none in apps/api/src', () => {
    expect(apiErrorLiterals(root).map((l) => `${l.file}:${l.line}: ${l.text}`)).toEqual([]);
  });

  it('finds a literal, a template, a joined or a conditional text at each kind of refusal site, and lets a catalogue entry through', () => {
    const code = [
      "throw badRequest('Nope');",
      'throw new HttpError(409, `Part ${n} again`);',
      "throw forbidden('You ' + who);",
      "throw notFound(x ? 'A' : B.c);",
      "reply.code(400).send({ status: 400, message: 'Bad' });",
      'throw unauthorized(API_MESSAGES.support.apiKeyInvalid);',
      'throw new HttpError(409, API_MESSAGES.fileTransfer.partReceived(n));',
      'throw badRequest(API_MESSAGES.invalid.field(`body.${field}`, message));',
    ].join('\n');
    expect(errorLiteralsOf('x.ts', code).map((l) => l.line)).toEqual([1, 2, 3, 4, 5]);
  });
});
