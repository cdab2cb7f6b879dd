import { defineConfig } from 'tsup';

// One bundled server file; the contracts package ships TypeScript source, so it is bundled in.
export default defineConfig({
  entry: { server: 'src/server.ts', worker: 'src/worker.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  noExternal: ['@creditdesk/contracts'],
});
