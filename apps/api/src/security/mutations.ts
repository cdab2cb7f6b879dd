import type { z } from 'zod';
import type { RequestParts } from './world.js';

/*
 * Hostile variations of a well-formed request, driven by a seeded generator so that a failure
 * found once is found again with the same seed. Each names what it did, for the failure report.
 */

export type Random = { next(): number; int(n: number): number; pick<T>(list: readonly T[]): T };

/** mulberry32: small, fast, and the same sequence for the same seed everywhere. */
export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (n) => Math.floor(next() * n), pick: (list) => list[Math.floor(next() * list.length)] };
}

export type Mutation = { name: string; parts: RequestParts; raw?: { payload?: string; contentType?: string; url?: string } };

const MB = 1024 * 1024;
export const HOSTILE_TEXT = ['\u0000', 'a\u0000b', '\u0001\u0002\u001b[31m', '\uD800', '\uDFFFx', '\u202Eevil', 'e\u0301\u0301\u0301', '😀'.repeat(500), "'; drop table users; --", '${7*7}{{7*7}}', '<script>alert(1)</script>', '%00', '=HYPERLINK("x")', '\r\nSet-Cookie: a=b'];
const HOSTILE_NUMBERS = [1e308, -1e308, 2 ** 53 + 1, -0, 0.1, 1e-320, Number.MAX_SAFE_INTEGER * 10];
const HOSTILE_NUMBER_TEXT = ['NaN', 'Infinity', '-1', '1e999', '0x10', '9'.repeat(400), ''];
const TRAVERSAL = ['../../../../etc/passwd', '..%2F..%2Fetc%2Fpasswd', '....//....//', '%2e%2e%2f', '..\\..\\windows', '/dev/null', 'a'.repeat(2000)];
const WRONG_TYPES: unknown[] = [null, true, 0, -1, [], {}, [[[]]], 'text', { $gt: '' }];

type Json = unknown;

/** The paths of every leaf (and of every object itself) in a JSON value. */
function paths(value: Json, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return [prefix, ...value.flatMap((v, i) => paths(v, [...prefix, i]))];
  if (value !== null && typeof value === 'object') return [prefix, ...Object.entries(value).flatMap(([k, v]) => paths(v, [...prefix, k]))];
  return [prefix];
}

function setAt(value: Json, path: (string | number)[], replacement: Json): Json {
  if (path.length === 0) return replacement;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, Json>;
  const [head, ...rest] = path;
  copy[head] = setAt((value as Record<string | number, Json>)?.[head], rest, replacement);
  return copy;
}

function removeAt(value: Json, path: (string | number)[]): Json {
  if (path.length === 0) return undefined;
  if (path.length === 1) {
    if (Array.isArray(value)) return value.filter((_, i) => i !== path[0]);
    const { [path[0]]: _gone, ...rest } = value as Record<string, Json>;
    return rest;
  }
  const [head, ...tail] = path;
  return setAt(value, [head], removeAt((value as Record<string | number, Json>)[head], tail));
}

/** The top-level keys a schema declares (objects only), so fields the sample leaves out are fuzzed too. */
function declaredKeys(schema: z.ZodType | undefined): string[] {
  const shape = (schema as unknown as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}

function nested(depth: number): Json {
  let v: Json = 'deep';
  for (let i = 0; i < depth; i++) v = [v];
  return v;
}

/** Bodies nested up to 100,000 levels (arrays or objects), as raw JSON text: the parser refuses them past JSON_NESTING_LIMIT. */
const DEEP_LEVELS = [65, 1_000, 20_000, 100_000];
function deepJson(levels: number, objects: boolean): string {
  return objects ? '{"a":'.repeat(levels) + '1' + '}'.repeat(levels) : '['.repeat(levels) + ']'.repeat(levels);
}

/** One hostile variation of the sample request of an endpoint with these schemas. */
export function mutate(sample: RequestParts, schemas: { body?: z.ZodType; querystring?: z.ZodType }, r: Random): Mutation {
  const body = sample.body === undefined ? {} : sample.body;
  const query: Record<string, string> = { ...(sample.query ?? {}) };
  const bodyKeys = [...new Set([...Object.keys(typeof body === 'object' && body ? body : {}), ...declaredKeys(schemas.body)])];
  const queryKeys = [...new Set([...Object.keys(query), ...declaredKeys(schemas.querystring)])];
  const bodyPaths = paths(body).filter((p) => p.length > 0);
  const leafPath = () => (bodyPaths.length > 0 && r.next() < 0.7 ? r.pick(bodyPaths) : [r.pick(bodyKeys.length ? bodyKeys : ['field'])]);
  const withBody = (b: Json, name: string): Mutation => ({ name, parts: { ...sample, body: b } });
  const withQuery = (q: Record<string, string>, name: string): Mutation => ({ name, parts: { ...sample, query: q } });

  switch (r.int(15)) {
    case 0: {
      const p = leafPath();
      return withBody(setAt(body, p, r.pick(WRONG_TYPES)), `wrong type at body.${p.join('.')}`);
    }
    case 1: {
      const p = leafPath();
      return withBody(setAt(body, p, r.pick(HOSTILE_TEXT)), `hostile text at body.${p.join('.')}`);
    }
    case 2: {
      const p = leafPath();
      return withBody(setAt(body, p, 'x'.repeat(MB)), `1 MB string at body.${p.join('.')}`);
    }
    case 3: {
      const p = leafPath();
      return withBody(setAt(body, p, r.pick(HOSTILE_NUMBERS)), `huge number at body.${p.join('.')}`);
    }
    case 4: {
      const key = r.pick(queryKeys.length ? queryKeys : ['q']);
      return withQuery({ ...query, [key]: r.pick([...HOSTILE_TEXT, ...HOSTILE_NUMBER_TEXT]) }, `hostile query ${key}`);
    }
    case 5: {
      const key = r.pick(queryKeys.length ? queryKeys : ['q']);
      return withQuery({ ...query, [key]: 'y'.repeat(64 * 1024) }, `64 KB query ${key}`);
    }
    case 6:
      return { name: 'bad JSON', parts: sample, raw: { payload: r.pick(['{"a":', '{"a":1}}', '[', 'nul', '{"__proto__":{"admin":true}}', '\u0000']), contentType: 'application/json' } };
    case 7:
      return { name: 'wrong content type', parts: sample, raw: { payload: JSON.stringify(body), contentType: r.pick(['text/plain', 'application/xml', 'multipart/form-data; boundary=x', 'application/x-www-form-urlencoded', 'application/json; charset=utf-16']) } };
    case 8: {
      const params = Object.fromEntries(Object.keys(sample.params ?? { id: '' }).map((k) => [k, r.pick(TRAVERSAL)]));
      return { name: 'path traversal in the path parameters', parts: { ...sample, params } };
    }
    case 9: {
      // as JSON text, so "__proto__" arrives as a key (an object literal would set the prototype instead)
      const extra = JSON.parse(
        r.pick(['{"__proto__":{"isAdmin":true}}', '{"constructor":{"prototype":{"x":1}}}', '{"role":"systemadmin","customerId":"00000000-0000-0000-0000-000000000000","entitlements":["securityadmin"]}', `{"${'k'.repeat(10_000)}":1}`]),
      ) as Record<string, Json>;
      return withBody(typeof body === 'object' && body && !Array.isArray(body) ? { ...(body as Record<string, Json>), ...extra } : extra, 'extra fields');
    }
    case 10:
      return withBody(r.pick([nested(2000), Array.from({ length: 100_000 }, () => 0), null, [], 'string', 42]), 'body of the wrong shape');
    case 11: {
      if (bodyPaths.length === 0) return withBody({}, 'empty body');
      const p = r.pick(bodyPaths);
      return withBody(removeAt(body, p), `missing body.${p.join('.')}`);
    }
    case 13: {
      const levels = r.pick(DEEP_LEVELS);
      const objects = r.next() < 0.5;
      return { name: `JSON nested ${levels} levels of ${objects ? 'objects' : 'arrays'}`, parts: sample, raw: { payload: deepJson(levels, objects), contentType: 'application/json' } };
    }
    case 12:
      return { name: 'duplicated query keys', parts: sample, raw: { url: `?${[...queryKeys, 'pageNumber'].map((k) => `${encodeURIComponent(k)}=1&${encodeURIComponent(k)}=2`).join('&')}` } };
    default: {
      const p = leafPath();
      return withBody(setAt(body, p, r.pick(HOSTILE_NUMBER_TEXT)), `numeric text at body.${p.join('.')}`);
    }
  }
}
