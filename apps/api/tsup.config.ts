import { defineConfig } from 'tsup';

// One bundled server file; the contracts package ships TypeScript source, so it is bundled in.
export default defineConfig({
  entry: { server: 'src/server.ts', worker: 'src/worker.ts' },
  format: ['esm'],
  platform: 'node',
  // the lowest supported Node line (package.json engines, scripts/node.versions)
  target: 'node24',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  noExternal: ['@creditdesk/contracts'],
});
