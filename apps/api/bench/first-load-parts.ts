import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/*
 * What the first load is made of (issue 30): the generated code of each initial file attributed, through
 * its source map (the build writes hidden maps beside the bundle), to the package or app folder it came
 * from. Each part's gzip is its share of the files' real gzip total, in proportion to its code gzipped alone.
 * The browser tests read the modules list too: the shell must not hold classic zod, RTK Query or a feature.
 */

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Each generated line's segments: [column, source index] (the rest of a mapping is not needed here). */
function decodeMappings(mappings: string): [number, number][][] {
  const lines: [number, number][][] = [];
  let source = 0;
  for (const line of mappings.split(';')) {
    const segments: [number, number][] = [];
    let column = 0;
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const values: number[] = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = BASE64.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          values.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += values[0];
      // a segment without a source (a minifier's glue between two mapped ones) counts with the one before it
      if (values.length > 1) source += values[1];
      segments.push([column, source]);
    }
    lines.push(segments);
  }
  return lines;
}

/** A bundled module's part: its npm package (react-dom, @mui/material) or, for the repository's code, its folder. */
export function partOf(source: string): string {
  const npm = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(source);
  if (npm) {
    if (npm[1] === 'zod') return /v4\/classic\//.test(npm[2]) ? 'zod (classic)' : /v4\/mini\//.test(npm[2]) ? 'zod/mini' : 'zod (core)';
    if (npm[1] === '@reduxjs/toolkit') return /query/.test(npm[2]) ? '@reduxjs/toolkit (query)' : '@reduxjs/toolkit';
    return npm[1];
  }
  if (/packages\/contracts\/src\/shell\//.test(source)) return 'contracts: shell/';
  if (/packages\/contracts\//.test(source)) return 'contracts';
  // the portal's own code (the maps name it relative to apps/web/dist/assets)
  const app = /(?:^|\/)src\/(?:([^/]+)\/)?[^/]+$/.exec(source);
  if (app) return `app: ${app[1] ? `${app[1]}/` : 'main'}`;
  return 'other';
}

export type Part = { part: string; raw: number; gzip: number };

/** The modules bundled into `file` (paths as the source map names them), and its code's bytes by part. */
export function partsOf(dist: string, file: string): { modules: string[]; parts: Part[] } {
  const code = fs.readFileSync(path.join(dist, file), 'utf8');
  const mapFile = path.join(dist, `${file}.map`);
  if (!fs.existsSync(mapFile)) return { modules: [], parts: [{ part: 'unmapped', raw: code.length, gzip: zlib.gzipSync(code, { level: 9 }).length }] };
  const map = JSON.parse(fs.readFileSync(mapFile, 'utf8')) as { sources: string[]; mappings: string };
  const lines = code.split('\n');
  const byPart = new Map<string, string[]>();
  const add = (part: string, text: string) => {
    if (!byPart.has(part)) byPart.set(part, []);
    byPart.get(part)!.push(text);
  };
  decodeMappings(map.mappings).forEach((segments, i) => {
    const line = lines[i] ?? '';
    if (segments.length === 0) return add('other', line);
    segments.forEach(([column, source], j) => {
      const end = segments[j + 1]?.[0] ?? line.length;
      add(partOf(map.sources[source]), line.slice(j === 0 ? 0 : column, end));
    });
  });
  const total = zlib.gzipSync(code, { level: 9 }).length;
  const alone = [...byPart].map(([part, texts]) => {
    const text = texts.join('\n');
    return { part, raw: Buffer.byteLength(text), alone: zlib.gzipSync(text, { level: 9 }).length };
  });
  const sumAlone = alone.reduce((t, p) => t + p.alone, 0);
  return {
    modules: map.sources,
    parts: alone.map(({ part, raw, alone: a }) => ({ part, raw, gzip: Math.round((total * a) / sumAlone) })),
  };
}
