import type { Page } from 'playwright-core';
import { proveFactorFor } from '../../apps/api/src/testing/prove-factor.js';
import { DATABASES } from './server';

export const DEMO_PASSWORD = 'Demo#Portal2026';
export const TAGLINE = 'The fastest route to informed credit decisions';

/** Fills and submits the login form (the page must be on /login). */
export async function submitLogin(page: Page, userName: string, password: string) {
  await page.getByLabel('User ID').fill(userName);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
}

/**
 * Logs in from the landing page and agrees to the privacy policy; ends on the logged-in home. The
 * session then holds a second factor proven now, as a sign-in through MFA would, so protected acts
 * (step-up) go through without the dialog; `freshFactor: false` leaves a password-only session.
 */
export async function logIn(page: Page, baseUrl: string, userName: string, password = DEMO_PASSWORD, { freshFactor = true } = {}) {
  await page.goto(`${baseUrl}/login`);
  await submitLogin(page, userName, password);
  await page.getByRole('dialog', { name: 'Privacy Policy' }).getByRole('button', { name: 'I Agree' }).click();
  // the navigation beside the page, or on a phone the header's button that opens it
  await page.getByRole('navigation', { name: 'Main navigation' }).or(page.getByRole('banner').getByRole('button', { name: 'Open navigation' })).waitFor();
  const db = DATABASES.get(new URL(baseUrl).origin);
  if (freshFactor && db) {
    const accessToken = await page.evaluate(() => sessionStorage.getItem('creditdesk.accessToken'));
    if (accessToken) await proveFactorFor(db, { access_token: accessToken });
  }
}
