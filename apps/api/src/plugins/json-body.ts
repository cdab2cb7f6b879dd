import type { FastifyInstance } from 'fastify';
import { JSON_NESTING_LIMIT, JSON_NESTING_MESSAGE, jsonNestsDeeperThan } from '@creditdesk/contracts';
import { badRequest } from '../lib/http-error.js';

/**
 * The JSON body parser: Fastify's own (secure-json-parse, prototype poisoning refused), after a scan
 * of the raw text that refuses a body nested deeper than JSON_NESTING_LIMIT with 400. The scan runs
 * before JSON.parse and is a loop, not a recursion, so 100,000 levels cost a pass over 200 KB; every
 * walk after it (the unstorable-text guard, validation, the logs) meets at most 64 levels.
 */
export function registerJsonBodyParser(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser(app.initialConfig.onProtoPoisoning ?? 'error', app.initialConfig.onConstructorPoisoning ?? 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    // parseAs 'string': the body arrives as text
    const text = body as string;
    if (jsonNestsDeeperThan(text, JSON_NESTING_LIMIT)) return done(badRequest(JSON_NESTING_MESSAGE, { nestingLimit: JSON_NESTING_LIMIT }), undefined);
    return parse(req, text, done);
  });
}
