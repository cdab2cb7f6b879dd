import { describe, expect, it } from 'vitest';
import { blockedReason, loginOutcomeRoute } from '../common/login-codes.js';
import { parseEntitlements } from './entitlements.js';
import { LOGIN_ERROR_PAGES, PORTAL_ROUTES, canOpenRoute, entitlementsForRoute, findPortalRoute } from './routes.js';

describe('entitlements and the route table', () => {
  it('parses the comma-separated token claim, dropping unknown words', () => {
    expect(parseEntitlements('usermanagementadmin, SecurityAdmin,root')).toEqual(['usermanagementadmin', 'securityadmin']);
    expect(parseEntitlements('')).toEqual([]);
  });

  it('holds every route of portal.md §2 exactly once', () => {
    const paths = PORTAL_ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const p of ['/users/edit', '/audit-report/report-history', '/batch/input-templates/edit-template', '/kount/report', '/migration/success'])
      expect(paths).toContain(p);
    expect(LOGIN_ERROR_PAGES).toHaveLength(12);
  });

  it('follows the §6 table: a listed route needs any one of its entitlements; unlisted routes are open', () => {
    expect(canOpenRoute('/users', ['usermanagementadmin'])).toBe(true);
    expect(canOpenRoute('/users', ['securityadmin'])).toBe(false);
    expect(canOpenRoute('/company', ['securityadmin'])).toBe(true);
    expect(canOpenRoute('/config-engine', ['productmanagementadmin'])).toBe(true);
    expect(canOpenRoute('/products', [])).toBe(true);
    expect(canOpenRoute('/login-error/blocked', [])).toBe(true);
    expect(canOpenRoute('/nowhere', ['usermanagementadmin'])).toBe(false);
    expect(entitlementsForRoute('/audit-report')).toEqual(['securityadmin']);
  });

  it('finds a route with a parameter by its own path and by any path it stands for', () => {
    expect(findPortalRoute('/reports/:inquiryId')?.title).toBe('Report');
    expect(findPortalRoute('/reports/6f1c2a3b-4d5e-4f60-8a71-92b3c4d5e6f7')?.path).toBe('/reports/:inquiryId');
    expect(findPortalRoute('/products/acrov6/')?.path).toBe('/products/:key');
    expect(findPortalRoute('/products')?.path).toBe('/products'); // the literal route, not the parameter
    expect(findPortalRoute('/reports')).toBeUndefined();
    expect(findPortalRoute('/reports/a/b')).toBeUndefined();
    expect(canOpenRoute('/products/nal', [])).toBe(true);
    expect(canOpenRoute('/reports/6f1c2a3b-4d5e-4f60-8a71-92b3c4d5e6f7', [])).toBe(true);
  });

  it('gives usertransactionsadmin no routes of its own', () => {
    expect(PORTAL_ROUTES.filter((r) => r.entitlements.includes('usertransactionsadmin'))).toEqual([]);
  });
});

describe('login outcomes (portal.md §8)', () => {
  it.each([
    [2001, '/login-error/warning'],
    [2003, '/migration/sso'],
    [1003, '/login-error/blocked'],
    [1002, '/login-error/location'],
    [1004, '/login-error/location'],
    [1006, '/login-error/recertification'],
    [1010, '/login-error/company-inactive'],
    [1009, '/login-error/user-inactive'],
    [1008, '/login-error/user-revoked'],
    [1012, '/login-error/user-retry'],
    [1013, '/login-error/requested-access'],
    [1014, '/login-error/sso-configured'],
    [1015, '/login-error/sso-not-configured'],
    [9999, '/login-error/generic'],
  ])('%i leads to %s', (code, route) => expect(loginOutcomeRoute(code)).toBe(route));

  it('keeps 3002, 3003 and 4001 on the login page', () => {
    for (const code of [3002, 3003, 4001]) expect(loginOutcomeRoute(code)).toBeUndefined();
  });

  it('keeps the part of a 1003 message after the last colon', () => {
    expect(blockedReason('User is blocked: policy: Suspicious activity')).toBe('Suspicious activity');
  });
});

describe('subscription-gated routes', () => {
  it("opens the input templates only with the 'storage' subscription", async () => {
    const { canEnterRoute } = await import('./routes.js');
    expect(canEnterRoute('/batch/input-templates/template-list', ['productmanagementadmin'], ['storage'])).toBe(true);
    expect(canEnterRoute('/batch/input-templates/template-list', ['productmanagementadmin'], [])).toBe(false);
    expect(canEnterRoute('/batch/input-templates/template-list', [], ['storage'])).toBe(false);
    expect(canEnterRoute('/batch', [], [])).toBe(true);
  });
});
