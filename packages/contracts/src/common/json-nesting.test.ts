import { describe, expect, it } from 'vitest';
import { JSON_NESTING_LIMIT, jsonNestsDeeperThan } from './json-nesting.js';

const arrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const objects = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

describe('the JSON nesting limit', () => {
  it('accepts bodies up to the limit, arrays and objects alike, and refuses one level more', () => {
    expect(jsonNestsDeeperThan(arrays(JSON_NESTING_LIMIT))).toBe(false);
    expect(jsonNestsDeeperThan(objects(JSON_NESTING_LIMIT))).toBe(false);
    expect(jsonNestsDeeperThan(arrays(JSON_NESTING_LIMIT + 1))).toBe(true);
    expect(jsonNestsDeeperThan(objects(JSON_NESTING_LIMIT + 1))).toBe(true);
    expect(jsonNestsDeeperThan('{"a":[{"b":[1,2]},{"c":{}}],"d":"x"}', 4)).toBe(false);
    expect(jsonNestsDeeperThan('{"a":[{"b":[1,2]}]}', 3)).toBe(true);
  });

  it('counts no bracket inside a string, escaped quotes included', () => {
    expect(jsonNestsDeeperThan(JSON.stringify({ a: '[[[[{{{{', b: 'say \\"[[[[\\" ok', c: '\\' }), 1)).toBe(false);
    expect(jsonNestsDeeperThan(JSON.stringify(['"[[["', ['x']]), 1)).toBe(true);
  });

  it('scans 100,000 levels without recursion (no stack overflow), and siblings do not add up', () => {
    expect(jsonNestsDeeperThan(arrays(100_000))).toBe(true);
    expect(jsonNestsDeeperThan('[' + '[],'.repeat(100_000) + '[]]', 2)).toBe(false);
  });
});
