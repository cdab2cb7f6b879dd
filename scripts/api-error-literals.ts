// The API's user-facing error texts come from the contracts' catalogues (issue 31): this finds a string
// written in place at a refusal site in apps/api/src (not its tests): the message of `new HttpError(status,
// message)`, of the helpers `badRequest`, `unauthorized`, `forbidden` and `notFound`, or the `message` of a
// body sent with `reply.send({ … })`. A literal, a template or a literal joined with `+` is refused; a name
// (a catalogue's entry, a parameter) is not. scripts/api-error-literals.test.ts runs it on the tree.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const HELPERS = new Set(['badRequest', 'unauthorized', 'forbidden', 'notFound']);

export type Literal = { file: string; line: number; text: string };

/** A string written in place: a literal, a template, a `+` or a condition with one in it. */
function isWrittenText(node: ts.Expression): boolean {
  if (ts.isParenthesizedExpression(node)) return isWrittenText(node.expression);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) return true;
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) return isWrittenText(node.left) || isWrittenText(node.right);
  if (ts.isConditionalExpression(node)) return isWrittenText(node.whenTrue) || isWrittenText(node.whenFalse);
  return false;
}

const calleeName = (node: ts.Expression): string | undefined => (ts.isIdentifier(node) ? node.text : ts.isPropertyAccessExpression(node) ? node.name.text : undefined);

/** The written messages at the refusal sites of one file's text. */
export function errorLiteralsOf(file: string, text: string): Literal[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: Literal[] = [];
  const report = (node: ts.Node) => found.push({ file, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: node.getText(source).slice(0, 120) });
  const visit = (node: ts.Node) => {
    if (ts.isNewExpression(node) && calleeName(node.expression) === 'HttpError' && node.arguments?.[1] && isWrittenText(node.arguments[1])) report(node.arguments[1]);
    if (ts.isCallExpression(node)) {
      const name = calleeName(node.expression);
      if (name && HELPERS.has(name) && node.arguments[0] && isWrittenText(node.arguments[0])) report(node.arguments[0]);
      if (name === 'send' && node.arguments[0] && ts.isObjectLiteralExpression(node.arguments[0])) {
        for (const p of node.arguments[0].properties) if (ts.isPropertyAssignment(p) && p.name.getText(source) === 'message' && isWrittenText(p.initializer)) report(p.initializer);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const at = path.join(dir, d.name);
    if (d.isDirectory()) return d.name === 'testing' ? [] : sourceFiles(at);
    return /\.ts$/.test(d.name) && !/\.test\.ts$/.test(d.name) ? [at] : [];
  });

/** Every written message at a refusal site under `dir` (apps/api/src), its tests and test helpers left out. */
export function apiErrorLiterals(root: string, dir = 'apps/api/src'): Literal[] {
  return sourceFiles(path.join(root, dir)).flatMap((file) => errorLiteralsOf(path.relative(root, file), fs.readFileSync(file, 'utf8')));
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  for (const l of apiErrorLiterals(process.cwd())) console.log(`${l.file}:${l.line}: ${l.text}`);
}
