// A local ESLint rule: `boundaries/import-boundaries`. Each zone says that files under `files`
// (optionally only those whose name ends in `fileSuffix`) import nothing that resolves under `target`.
// Relative specifiers are resolved against the importing file, and the workspaces' package names
// (@creditdesk/api, @creditdesk/web, @creditdesk/contracts) to their directories, so neither
// `../../api/src/x.js` nor `@creditdesk/api/x` slips past. Paths are relative to the repository root.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const workspaces = {
  '@creditdesk/api': 'apps/api',
  '@creditdesk/web': 'apps/web',
  '@creditdesk/contracts': 'packages/contracts',
};

const inside = (rel, dir) => rel === dir || rel.startsWith(`${dir}/`);
const toPosix = (p) => p.split(path.sep).join('/');

/** The repository-relative path an import specifier points at, or undefined for an outside package. */
const resolveSpecifier = (fromFile, spec) => {
  if (spec.startsWith('.')) return toPosix(path.relative(root, path.resolve(path.dirname(fromFile), spec)));
  for (const [name, dir] of Object.entries(workspaces)) {
    if (spec === name || spec.startsWith(`${name}/`)) return dir + spec.slice(name.length);
  }
  return undefined;
};

// vi.mock('../x') and friends name a module as surely as an import does.
const mockCalls = new Set(['mock', 'doMock', 'unmock', 'importActual', 'importMock']);

const zoneSchema = {
  type: 'object',
  properties: {
    files: { type: 'string' },
    fileSuffix: { type: 'string' },
    // files whose name ends so are left out of the zone (tests: '.test.ts')
    exceptSuffix: { type: 'string' },
    target: { type: 'string' },
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
      (z) => inside(file, z.files) && (z.fileSuffix === undefined || file.endsWith(z.fileSuffix)) && (z.exceptSuffix === undefined || !file.endsWith(z.exceptSuffix)),
    );
    if (zones.length === 0) return {};

    const check = (node) => {
      if (!node || node.type !== 'Literal' || typeof node.value !== 'string') return;
      const target = resolveSpecifier(context.filename, node.value);
      if (target === undefined) return;
      for (const zone of zones) {
        if (inside(target, zone.target)) {
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

export const boundariesPlugin = { meta: { name: 'creditdesk-boundaries' }, rules: { 'import-boundaries': importBoundaries } };
