// The README's Configuration table is generated from apps/api/src/settings.ts (the one declaration of
// every setting): `npm run docs:settings` rewrites it, and apps/api/src/settings.test.ts fails while it is stale.
import fs from 'node:fs';
import { withSettingsTable } from '../apps/api/src/settings.js';

fs.writeFileSync('README.md', withSettingsTable(fs.readFileSync('README.md', 'utf8')));
console.log('README.md: the Configuration table is written from apps/api/src/settings.ts');
