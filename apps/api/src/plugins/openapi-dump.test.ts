import { writeFileSync } from 'node:fs';
import { it } from 'vitest';
import { createTestApp } from '../testing/test-app.js';

it('dumps', async () => {
  const t = await createTestApp({ PUBLIC_URL: 'https://portal.creditdesk.test' });
  writeFileSync('/tmp/contract/openapi.json', JSON.stringify(t.app.swagger(), null, 2));
  await t.close();
});
