import type { FastifyInstance } from 'fastify';
import { InvalidInputError } from '../../domain';
import { TOO_DEEP_MESSAGE, isJsonTooDeep } from './input-limits';

/**
 * JSON bodies: an empty body is "no input" (complete and cancel take none) rather than malformed JSON;
 * nesting deeper than MAX_JSON_DEPTH is refused from the raw text before anything parses or walks it;
 * `__proto__` and `constructor.prototype` keys are refused by Fastify's parser (secure-json-parse).
 */
export function registerJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, text, done) => {
    const body = typeof text === 'string' ? text : text.toString('utf8');
    if (body.trim() === '') return done(null, undefined);
    if (isJsonTooDeep(body)) return done(new InvalidInputError([{ path: '(body)', message: TOO_DEEP_MESSAGE }]));
    return parseJson(request, body, done);
  });
}
