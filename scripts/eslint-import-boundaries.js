// Local ESLint rules. `boundaries/import-boundaries`: each zone says that files under `files`
// (optionally only those whose name ends in `fileSuffix`) import nothing that resolves under `target`
// (a zone's `except`, a pattern, lets through the importing files or targets it matches).
// `boundaries/no-cycle`: no run-time import cycle (scripts/module-graph.js; type-only imports are erased).
// Relative specifiers are resolved against the importing file, and the workspaces' package names
// (@creditdesk/api, @creditdesk/web, @creditdesk/contracts) to their directories, so neither
// `../../api/src/x.js` nor `@creditdesk/api/x` slips past. Paths are relative to the repository root.
import fs from 'node:fs';
import path from 'node:path';
import { components, edgesOf, pathBetween, reaches, readGraph, resolveSpecifier, root, toPosix } from './module-graph.js';

const inside = (rel, dir) => rel === dir || rel.startsWith(`${dir}/`);

// vi.mock('../x') and friends name a module as surely as an import does.
const mockCalls = new Set(['mock', 'doMock', 'unmock', 'importActual', 'importMock']);

const zoneSchema = {
  type: 'object',
  properties: {
    files: { type: 'string' },
    fileSuffix: { type: 'string' },
    // files whose name ends so (one ending or several) are left out of the zone (tests: '.test.ts')
    exceptSuffix: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] },
    target: { type: 'string' },
    // only targets whose name, without its extension, ends so (a product folder's sandbox: '.sandbox')
    targetSuffix: { type: 'string' },
    except: { type: 'string' },
    message: { type: 'string' },
  },
  required: ['files', 'target', 'message'],
  additionalProperties: false,
};

export const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports stay inside the declared boundaries (apps, features, routes without SQL)' },
    schema: [{ type: 'object', properties: { zones: { type: 'array', items: zoneSchema } }, required: ['zones'], additionalProperties: false }],
    messages: { crossed: '{{message}} (imports {{target}})' },
  },
  create(context) {
    const file = toPosix(path.relative(root, context.filename));
    const zones = (context.options[0]?.zones ?? []).filter(
      (z) => inside(file, z.files) && (z.fileSuffix === undefined || file.endsWith(z.fileSuffix)) && (z.exceptSuffix === undefined || ![z.exceptSuffix].flat().some((suffix) => file.endsWith(suffix))) && !(z.except && new RegExp(z.except).test(file)),
    );
    if (zones.length === 0) return {};

    const check = (node) => {
      if (!node || node.type !== 'Literal' || typeof node.value !== 'string') return;
      const target = resolveSpecifier(context.filename, node.value);
      if (target === undefined) return;
      for (const zone of zones) {
        if (inside(target, zone.target) && (zone.targetSuffix === undefined || target.replace(/\.[cm]?[jt]sx?$/, '').endsWith(zone.targetSuffix)) && !(zone.except && new RegExp(zone.except).test(target))) {
          context.report({ node, messageId: 'crossed', data: { message: zone.message, target: node.value } });
          return;
        }
      }
    };

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      TSImportType: (node) => check(node.argument?.literal ?? node.source),
      TSExternalModuleReference: (node) => check(node.expression),
      CallExpression(node) {
        const { callee } = node;
        if (
          callee.type === 'MemberExpression' &&
          callee.object.type === 'Identifier' &&
          callee.object.name === 'vi' &&
          callee.property.type === 'Identifier' &&
          mockCalls.has(callee.property.name)
        ) {
          check(node.arguments[0]);
        }
      },
    };
  },
};


/*
 * `boundaries/shell-imports` (issue 30): the files the portal loads at start (those `entry` reaches by
 * static imports; a dynamic import() starts a lazy chunk) import neither the full contracts nor classic
 * zod, RTK Query or a feature: only the contracts' shell tier (@creditdesk/contracts/shell, zod/mini).
 * The import graph is read from the files on disk once per lint run; the workspaces' package names
 * resolve through their exports (so the shell tier's own files are checked too).
 */
const packageExports = {
  '@creditdesk/contracts': 'packages/contracts/src/index.ts',
  '@creditdesk/contracts/shell': 'packages/contracts/src/shell/index.ts',
};
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];
// `import … from 'x'`, `export … from 'x'`, `import 'x'`; not `import type` / `export type` (erased)
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

/** The repository-relative file an import names (a relative path or a workspace's export), or undefined. */
const resolveModule = (fromRel, spec) => {
  let base;
  if (spec.startsWith('.')) base = toPosix(path.join(path.dirname(fromRel), spec)).replace(/\.js$/, '');
  else if (packageExports[spec]) return packageExports[spec];
  else return undefined;
  return EXTENSIONS.map((ext) => base + ext).find((rel) => fs.existsSync(path.join(root, rel)) && fs.statSync(path.join(root, rel)).isFile());
};

/** Why a file the portal loads at start may not import `spec` (resolved to `target`), or undefined. */
const shellRefusal = (spec, target) => {
  if (spec === '@creditdesk/contracts' || (spec.startsWith('@creditdesk/contracts/') && spec !== '@creditdesk/contracts/shell')) return 'the full contracts (their schemas are classic zod): import @creditdesk/contracts/shell';
  if (/^zod(\/v3|\/v4|\/v4\/classic)?$/.test(spec)) return "classic zod: use 'zod/mini' or plain checks";
  if (/^@reduxjs\/toolkit\/query/.test(spec)) return 'RTK Query: it loads with the first screen that calls the API (api/api-slice.ts)';
  if (target && inside(target, 'apps/web/src/features')) return 'a feature: load it with a dynamic import()';
  return undefined;
};

const reachableCache = new Map();
/** The files `entry` reaches by static imports, without passing through an import the rule refuses. */
function reachableFrom(entry) {
  if (reachableCache.has(entry)) return reachableCache.get(entry);
  const seen = new Set([entry]);
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.shift();
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    for (const [, spec] of text.matchAll(STATIC_IMPORT)) {
      const target = resolveModule(file, spec);
      if (!target || seen.has(target) || shellRefusal(spec, target)) continue;
      seen.add(target);
      queue.push(target);
    }
  }
  reachableCache.set(entry, seen);
  return seen;
}

const typeOnly = (node) =>
  node.importKind === 'type' ||
  node.exportKind === 'type' ||
  (node.type === 'ImportDeclaration' && node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === 'type'));

export const shellImports = {
  meta: {
    type: 'problem',
    docs: { description: "The portal's first load imports only the contracts' shell tier (no classic zod, RTK Query or feature)" },
    schema: [{ type: 'object', properties: { entry: { type: 'string' } }, required: ['entry'], additionalProperties: false }],
    messages: { refused: "{{file}} is in the portal's first load (main.tsx reaches it without a dynamic import): it may not import '{{spec}}', {{why}}" },
  },
  create(context) {
    const file = toPosix(path.relative(root, context.filename));
    if (!reachableFrom(context.options[0].entry).has(file)) return {};
    const check = (node) => {
      if (typeOnly(node) || node.source?.type !== 'Literal') return;
      const spec = node.source.value;
      const why = shellRefusal(spec, resolveSpecifier(context.filename, spec));
      if (why) context.report({ node: node.source, messageId: 'refused', data: { file: path.basename(file), spec, why } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

// The graph of the files on disk, read once a process (about a second for the whole tree): `eslint .`
// lints every file against the same graph; the linted file's own imports are taken from its text, so
// an editor sees its change at once (another file's change, at the next run).
let disk;
const diskGraph = () => {
  if (!disk) {
    const graph = readGraph();
    disk = { graph, inCycle: new Set(components(graph).cyclic.flat()) };
  }
  return disk;
};

const typeOnlyImport = (node) =>
  node.importKind === 'type' ||
  (node.specifiers?.length > 0 && node.specifiers.every((s) => s.type === 'ImportSpecifier' && s.importKind === 'type'));
const typeOnlyExport = (node) =>
  node.exportKind === 'type' || (node.specifiers?.length > 0 && node.specifiers.every((s) => s.exportKind === 'type'));

export const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'No run-time import cycle: a file never imports, through any chain, a file that imports it' },
    schema: [],
    messages: { cycle: 'Import cycle: {{chain}}. Move the shared piece down (lib/, a kit folder) or pass it in (app-context), so that imports only point down' },
  },
  create(context) {
    const file = toPosix(path.relative(root, context.filename));
    if (file.startsWith('..')) return {};
    const check = (node, typeOnly) => {
      if (typeOnly || !node || node.type !== 'Literal' || typeof node.value !== 'string') return;
      const named = resolveSpecifier(context.filename, node.value);
      // a file naming itself (it may not be on disk yet: an editor's new file)
      const self = named !== undefined && named.replace(/\.(js|jsx|mjs|cjs|ts|tsx)$/, '') === file.replace(/\.(js|jsx|mjs|cjs|ts|tsx)$/, '');
      const [target] = self ? [file] : edgesOf(file, [{ spec: node.value, typeOnly: false }]);
      if (target === undefined) return;
      const { graph, inCycle } = diskGraph();
      // A file in no cycle on disk, importing what it imported on disk, cannot close one.
      if (!inCycle.has(file) && graph.get(file)?.has(target) && target !== file) return;
      if (target !== file && !reaches(graph, target, file)) return;
      const chain = target === file ? [file, file] : [file, ...pathBetween(graph, target, file)];
      context.report({ node, messageId: 'cycle', data: { chain: chain.join(' → ') } });
    };
    return {
      ImportDeclaration: (node) => check(node.source, typeOnlyImport(node)),
      ExportNamedDeclaration: (node) => check(node.source, typeOnlyExport(node)),
      ExportAllDeclaration: (node) => check(node.source, node.exportKind === 'type'),
      ImportExpression: (node) => check(node.source, false),
    };
  },
};

export const boundariesPlugin = { meta: { name: 'creditdesk-boundaries' }, rules: { 'import-boundaries': importBoundaries, 'shell-imports': shellImports, 'no-cycle': noCycle } };
