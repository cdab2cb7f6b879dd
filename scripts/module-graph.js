// The repository's import graph, for the lint's cycle check (scripts/eslint-import-boundaries.js) and
// for measuring it (`node scripts/module-graph.js`: the import cycles and the two-way folder pairs).
// It reads each source file once with TypeScript's scanner (no type check), resolves the relative and
// workspace specifiers to files, and finds the strongly connected components (Tarjan): a component of
// more than one file, or a file importing itself, is an import cycle. Walking the whole tree this way
// takes about a second, where import-x's no-cycle resolves every import of every file again per file.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const toPosix = (p) => p.split(path.sep).join('/');

const workspaces = {
  '@creditdesk/api': 'apps/api',
  '@creditdesk/web': 'apps/web',
  '@creditdesk/contracts': 'packages/contracts',
};
/** Where the graph is read: every package's source, the browser tests and the scripts. */
const sourceDirs = ['packages/contracts/src', 'apps/api/src', 'apps/api/bench', 'apps/web/src', 'e2e', 'scripts'];
const skipDirs = new Set(['node_modules', 'dist', 'drizzle', '.test-artifacts', 'data']);
const sourceFile = /\.(ts|tsx|js|mjs|cjs)$/;

/** The repository-relative path an import specifier points at (not yet a file), or undefined for an outside package. */
export const resolveSpecifier = (fromFile, spec) => {
  if (spec.startsWith('.')) return toPosix(path.relative(root, path.resolve(path.dirname(fromFile), spec)));
  for (const [name, dir] of Object.entries(workspaces)) {
    if (spec === name || spec.startsWith(`${name}/`)) return spec === name ? `${dir}/src/index` : dir + spec.slice(name.length);
  }
  return undefined;
};

const exists = (rel) => {
  try {
    return fs.statSync(path.join(root, rel)).isFile();
  } catch {
    return false;
  }
};
/** The file a resolved specifier names: `x.js` written for `x.ts`, a bare `x` for `x.ts(x)` or `x/index.ts`. */
export const resolveFile = (rel) => {
  const stem = rel.replace(/\.(js|jsx|mjs|cjs)$/, '');
  const candidates = [rel, `${stem}.ts`, `${stem}.tsx`, `${rel}.ts`, `${rel}.tsx`, `${rel}/index.ts`, `${rel}/index.tsx`];
  return candidates.find((c) => sourceFile.test(c) && exists(c));
};

/**
 * The imports of one file's text: `{ spec, typeOnly, pos }` for each static import, re-export and
 * dynamic `import()`. `import type`, `export type` and a list whose names are all `type` are type-only:
 * TypeScript erases them, so they make no cycle at run time.
 */
export const importsOf = (fileName, text) => {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const found = [];
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      let typeOnly;
      if (ts.isImportDeclaration(node)) {
        const clause = node.importClause;
        const named = clause?.namedBindings;
        typeOnly =
          clause !== undefined &&
          (clause.isTypeOnly ||
            (clause.name === undefined && named !== undefined && ts.isNamedImports(named) && named.elements.length > 0 && named.elements.every((e) => e.isTypeOnly)));
      } else {
        const clause = node.exportClause;
        typeOnly = node.isTypeOnly || (clause !== undefined && ts.isNamedExports(clause) && clause.elements.length > 0 && clause.elements.every((e) => e.isTypeOnly));
      }
      found.push({ spec: node.moduleSpecifier.text, typeOnly, pos: node.moduleSpecifier.getStart(source) });
      return;
    }
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
      found.push({ spec: node.arguments[0].text, typeOnly: false, pos: node.arguments[0].getStart(source) });
    }
    if (ts.isImportTypeNode(node)) return; // `import('x').T` is a type
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
};

const listFiles = () => {
  const out = [];
  const walk = (dir) => {
    let entries;
    try {
      entries = fs.readdirSync(path.join(root, dir), { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      const rel = `${dir}/${e.name}`;
      if (e.isDirectory()) {
        if (!skipDirs.has(e.name)) walk(rel);
      } else if (sourceFile.test(e.name) && !e.name.endsWith('.d.ts')) out.push(rel);
    }
  };
  for (const d of sourceDirs) walk(d);
  return out;
};

/** The run-time edges (type-only imports left out) of a file's imports, as repository-relative files. */
export const edgesOf = (rel, imports) => {
  const targets = new Set();
  for (const i of imports) {
    if (i.typeOnly && !process.env.GRAPH_WITH_TYPES) continue;
    const resolved = resolveSpecifier(path.join(root, rel), i.spec);
    const file = resolved === undefined ? undefined : resolveFile(resolved);
    if (file !== undefined) targets.add(file);
  }
  return targets;
};

/** The graph read from disk: `Map<file, Set<file>>` of run-time imports. */
export const readGraph = () => {
  const graph = new Map();
  for (const rel of listFiles()) {
    const text = fs.readFileSync(path.join(root, rel), 'utf8');
    graph.set(rel, edgesOf(rel, importsOf(rel, text)));
  }
  return graph;
};

/** Tarjan's strongly connected components: `Map<file, componentId>` and the components with a cycle. */
export const components = (graph) => {
  let index = 0;
  const idx = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const componentOf = new Map();
  const cyclic = [];
  for (const start of graph.keys()) {
    if (idx.has(start)) continue;
    // Iterative, so a deep graph cannot overflow the call stack.
    const work = [[start, [...(graph.get(start) ?? [])], 0]];
    idx.set(start, index);
    low.set(start, index++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const [v, next] = frame;
      if (frame[2] < next.length) {
        const w = next[frame[2]++];
        if (!graph.has(w)) continue;
        if (!idx.has(w)) {
          idx.set(w, index);
          low.set(w, index++);
          stack.push(w);
          onStack.add(w);
          work.push([w, [...(graph.get(w) ?? [])], 0]);
        } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(v)));
      }
      if (low.get(v) === idx.get(v)) {
        const members = [];
        let w;
        do {
          w = stack.pop();
          onStack.delete(w);
          componentOf.set(w, v);
          members.push(w);
        } while (w !== v);
        if (members.length > 1 || graph.get(v)?.has(v)) cyclic.push(members.sort());
      }
    }
  }
  return { componentOf, cyclic };
};

/** Whether `to` is reachable from `from` in the graph (a breadth-first walk). */
export const reaches = (graph, from, to) => {
  const seen = new Set([from]);
  const queue = [from];
  while (queue.length > 0) {
    const v = queue.shift();
    if (v === to) return true;
    for (const w of graph.get(v) ?? []) {
      if (!seen.has(w)) {
        seen.add(w);
        queue.push(w);
      }
    }
  }
  return false;
};

/** One shortest path from `from` to `to`, for a message that shows the cycle. */
export const pathBetween = (graph, from, to) => {
  const prev = new Map([[from, undefined]]);
  const queue = [from];
  while (queue.length > 0) {
    const v = queue.shift();
    if (v === to) break;
    for (const w of graph.get(v) ?? []) {
      if (!prev.has(w)) {
        prev.set(w, v);
        queue.push(w);
      }
    }
  }
  if (!prev.has(to)) return undefined;
  const out = [];
  for (let v = to; v !== undefined; v = prev.get(v)) out.unshift(v);
  return out;
};

// `node scripts/module-graph.js`: what the graph holds today.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const graph = readGraph();
  const { cyclic } = components(graph);
  console.log(`${graph.size} files read in ${Math.round(performance.now() - started)} ms`);
  console.log(`import cycles (strongly connected components of run-time imports): ${cyclic.length}`);
  for (const c of cyclic) console.log(`  ${c.length} files: ${c.slice(0, 6).join(', ')}${c.length > 6 ? ', …' : ''}`);
  // Two-way folder pairs among the API's modules, the web's features and products and the contracts'
  // folders, in the code that runs (a test sits above everything: its imports are left out).
  const folderOf = (f) => f.match(/^(apps\/api\/src\/modules\/[^/]+|apps\/web\/src\/reports\/products\/[^/]+|apps\/web\/src\/features\/[^/]+|packages\/contracts\/src\/[^/]+)\//)?.[1];
  const pairs = new Map();
  const test = /\.test\.tsx?$/;
  for (const [f, ts_] of graph) {
    const a = folderOf(f);
    if (!a || test.test(f)) continue;
    for (const t of ts_) {
      const b = folderOf(t);
      if (b && b !== a) pairs.set(`${a} -> ${b}`, [...(pairs.get(`${a} -> ${b}`) ?? []), `${f} -> ${t}`]);
    }
  }
  const twoWay = [...pairs.keys()].filter((k) => {
    const [a, b] = k.split(' -> ');
    return a < b && pairs.has(`${b} -> ${a}`);
  });
  console.log(`two-way folder pairs (run-time imports): ${twoWay.length}`);
  for (const k of twoWay) {
    const [a, b] = k.split(' -> ');
    console.log(`  ${a} <-> ${b}`);
    if (process.env.GRAPH_EDGES) for (const e of [...pairs.get(k), ...pairs.get(`${b} -> ${a}`)]) console.log(`      ${e}`);
  }
}
