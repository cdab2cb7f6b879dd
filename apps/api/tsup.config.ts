import { defineConfig } from 'tsup';

// The server, the worker and the operator's scripts, bundled; the contracts package ships TypeScript source, so it is bundled in.
export default defineConfig({
  entry: {
    server: 'src/server.ts',
    worker: 'src/worker.ts',
    // the operator's scripts, so a production install (npm ci --omit=dev: no tsx) runs them too (docs/operations.md)
    backup: 'src/scripts/backup.ts',
    restore: 'src/scripts/restore.ts',
    'audit-verify': 'src/scripts/audit-verify.ts',
    'db-app-role': 'src/scripts/db-app-role.ts',
    'issue-member': 'src/scripts/issue-member.ts',
    'ofac-update': 'src/scripts/ofac-update.ts',
  },
  format: ['esm'],
  platform: 'node',
  // the lowest supported Node line (package.json engines, scripts/node.versions)
  target: 'node24',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  noExternal: ['@creditdesk/contracts'],
});
