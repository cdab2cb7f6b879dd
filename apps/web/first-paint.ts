import fs from 'node:fs/promises';
import path from 'node:path';
import { createServer, type Plugin } from 'vite';

/** Where a prerendered page is written in the build: `first-paint/index.html` for '/', `first-paint/login.html` for '/login'. */
export const firstPaintFile = (route: string) => path.join('first-paint', `${route === '/' ? 'index' : route.slice(1)}.html`);

const EMOTION_STYLE = /<style data-emotion="([^"]+)"[^>]*>([\s\S]*?)<\/style>/g;

/**
 * index.html with a prerendered page in #root and its styles in the head: emotion writes a <style> beside
 * each element; they become one <style data-emotion="css id id…"> in document order (the form emotion's
 * own server rendering gives, which its browser cache takes over without inserting the rules again),
 * the global styles (CssBaseline) each their own as emotion looks them up by name. The page shows at
 * first paint, without script, and the browser has one style sheet to parse instead of a hundred.
 */
export function withFirstPaint(indexHtml: string, markup: string): string {
  const globals: string[] = [];
  const ids: string[] = [];
  const rules: string[] = [];
  const body = markup.replace(EMOTION_STYLE, (tag, key: string, css: string) => {
    const [cacheKey, ...names] = key.split(' ');
    if (cacheKey !== 'css') globals.push(tag);
    else if (!names.every((name) => ids.includes(name))) {
      ids.push(...names);
      rules.push(css);
    }
    return '';
  });
  if (!indexHtml.includes('<div id="root"></div>')) throw new Error('index.html has no empty <div id="root"></div>');
  // a form pressed before the portal's script runs does nothing (a GET would put the password in the
  // address); once it runs, the press waits for React (app/first-paint-takeover.ts)
  if (/<form[^>]* method=/.test(body)) throw new Error('a prerendered form has a method of its own');
  const page = body.replaceAll('<form ', '<form method="dialog" ');
  const styles = [...globals, `<style data-emotion="css ${ids.join(' ')}">${rules.join('')}</style>`].join('');
  return indexHtml.replace('</head>', () => `${styles}\n  </head>`).replace('<div id="root"></div>', () => `<div id="root">${page}</div>`);
}

/**
 * The first paint without script (issue 30): after the bundle is written, the pages a visitor opens
 * first ('/', '/login') are rendered by the app itself in Node (src/first-paint/render-first-paint.tsx,
 * through Vite's SSR loader) into copies of index.html under first-paint/; the server sends them for
 * those paths (apps/api/src/plugins/spa.ts), and the browser's first render replaces them (main.tsx).
 * Runs before precompress (writeBundle, not closeBundle), so the copies are compressed too.
 */
export function firstPaint(): Plugin {
  let root = '';
  let outDir = 'dist';
  return {
    name: 'creditdesk:first-paint',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const server = await createServer({
        configFile: false,
        root,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        // the page's modules the same as in the browser build (libraries are loaded by Node itself)
        ssr: { noExternal: ['@creditdesk/contracts'] },
      });
      try {
        const { FIRST_PAINT_PATHS, renderFirstPaint } = (await server.ssrLoadModule('/src/first-paint/render-first-paint.tsx')) as typeof import('./src/first-paint/render-first-paint');
        const indexHtml = await fs.readFile(path.join(outDir, 'index.html'), 'utf8');
        await fs.mkdir(path.join(outDir, 'first-paint'), { recursive: true });
        for (const route of FIRST_PAINT_PATHS) {
          const { markup } = await renderFirstPaint(route);
          await fs.writeFile(path.join(outDir, firstPaintFile(route)), withFirstPaint(indexHtml, markup));
        }
      } finally {
        await server.close();
      }
    },
  };
}
