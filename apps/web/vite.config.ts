import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstPaint } from './first-paint.ts';
import { precompress } from './precompress.ts';

const here = fileURLToPath(new URL('.', import.meta.url));

// The SPA is served by the API in production (one origin), so the dev server proxies /api to it.
export default defineConfig({
  root: here,
  plugins: [react(), firstPaint(), precompress()],
  server: {
    port: 5173,
    strictPort: true,
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Maps are written beside the bundle (to read a production stack trace) but the bundle does not
    // point at them, and a production server answers 404 for them (docs/decisions.md, "source maps").
    // Local debugging uses the dev server (`npm run dev -w apps/web`), which has its own maps.
    sourcemap: 'hidden',
    // A lazy chunk's preload list leaves out what index.html already loads (React with the router, and
    // the runtime): listed again in every one of the shell's lazy imports, they cost the first load
    // bytes and the browser nothing (e2e/first-load-budget.e2e.ts).
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'js' ? deps.filter((dep) => !/(^|\/)(react|rolldown-runtime)-[\w-]+\.js$/.test(dep)) : deps) },
    // issue 12: the first load is the shell only (every screen, a product's form and viewer are lazy
    // chunks), in few files: React and the router (they change least often, so stay cached across
    // releases), then the rest of what index.html needs in one chunk. The lazy screens' MUI and other
    // libraries are grouped by the screens that share them, small groups merged, so a screen loads a
    // handful of files rather than one per component (each is a round trip on a slow phone network).
    rolldownOptions: {
      output: {
        // a shared group's chunk is named after every screen sharing it: too long for a file name
        chunkFileNames: (chunk) => (chunk.name.startsWith('ui~') ? 'assets/ui-[hash].js' : 'assets/[name]-[hash].js'),
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 4 },
            { name: 'shell', tags: ['$initial'], priority: 3 },
            // MUI's core and emotion, which every page needs and the first page waits for: one file
            { name: 'mui-core', test: /node_modules[\\/](@mui[\\/](system|styled-engine|utils|private-theming|material[\\/](styles|CssBaseline|Box|Typography|SvgIcon|ButtonBase|Button|Link|utils|internal|className|zero-styled|DefaultPropsProvider))|@emotion|stylis|hoist-non-react-statics|react-is|clsx|@babel[\\/]runtime|react-transition-group)[\\/]/, priority: 2 },
            { name: 'ui', test: /node_modules[\\/]/, priority: 1, entriesAware: true, entriesAwareMergeThreshold: 24 * 1024 },
          ],
        },
      },
    },
  },
});
