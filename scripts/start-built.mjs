// `npm run start:prod` and `npm run worker:prod`: the server (or a worker) as `npm run build` left it, on the
// production dependencies only (`npm ci --omit=dev`): no Vite, tsx or tsup at run time. NODE_ENV is production
// unless set, so the settings production requires are checked and the demo data refused (docs/operations.md).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const which = process.argv[2] === 'worker' ? 'worker' : 'server';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const entry = path.join(root, 'apps', 'api', 'dist', `${which}.js`);
const needed = which === 'server' ? [entry, path.join(root, 'apps', 'web', 'dist', 'index.html')] : [entry];
const missing = needed.filter((file) => !fs.existsSync(file));
if (missing.length > 0) {
  console.error(
    `Not built: ${missing.map((f) => path.relative(root, f)).join(', ')} missing.\n` +
      'Build once where the development dependencies are installed (npm ci && npm run build), then start with npm run start:prod.',
  );
  process.exit(1);
}
process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(entry).href);
