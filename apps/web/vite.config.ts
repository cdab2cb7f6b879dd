import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress';

const here = fileURLToPath(new URL('.', import.meta.url));

// The SPA is served by the API in production (one origin), so the dev server proxies /api to it.
export default defineConfig({
  root: here,
  plugins: [react(), precompress()],
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
    // Libraries change less often than the portal: separate chunks stay cached across releases.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
          ],
        },
      },
    },
  },
});
