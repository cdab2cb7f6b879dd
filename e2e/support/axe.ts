import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * axe's findings (WCAG 2.1 A/AA and best practice), one line each with the element and why, so a
 * failure says what to fix. Transitions and animations are stopped first: axe measuring a button
 * halfway through a fade or ripple reports a contrast the user never sees once it settles.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; animation: none !important; }' });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)} ${n.failureSummary ?? ''}`).join(', ')})`,
  );
}
