import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

/**
 * With SHOTS_DIR set (e.g. SHOTS_DIR=/tmp/shots), saves a full-page screenshot there as `<name>.png`
 * for a person to look at; otherwise does nothing. Never written into the repository.
 */
export async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}
