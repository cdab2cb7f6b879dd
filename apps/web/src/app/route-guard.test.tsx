import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findPortalRoute, type PortalRoute } from '@creditdesk/contracts';
import { initialAuthState } from '../lib/auth/auth-slice';
import { ADMIN_AUTH, ADMIN_WITHOUT_STORAGE, END_USER_AUTH, LOGGED_OUT_AUTH } from '../testing/fixtures';
import { renderApp } from '../testing/render-app';
import { decideRouteAccess } from './route-access';

const route = (path: string) => findPortalRoute(path) as PortalRoute;

describe('decideRouteAccess', () => {
  it('waits until the session check has finished', () => {
    expect(decideRouteAccess(route('/users'), initialAuthState)).toEqual({ kind: 'wait' });
  });

  it('lets anyone open public pages', () => {
    expect(decideRouteAccess(route('/login-error/blocked'), LOGGED_OUT_AUTH)).toEqual({ kind: 'allow' });
    expect(decideRouteAccess(route('/migration/success'), END_USER_AUTH)).toEqual({ kind: 'allow' });
  });

  it('sends logged-out visitors of authenticated pages to the landing view', () => {
    expect(decideRouteAccess(route('/products'), LOGGED_OUT_AUTH)).toEqual({ kind: 'redirect', to: '/' });
  });

  it('follows the route table: any-of entitlements, open routes for everyone logged in', () => {
    expect(decideRouteAccess(route('/users'), END_USER_AUTH)).toEqual({ kind: 'redirect', to: '/' });
    expect(decideRouteAccess(route('/users'), ADMIN_AUTH)).toEqual({ kind: 'allow' });
    expect(decideRouteAccess(route('/company'), { ...END_USER_AUTH, entitlements: ['securityadmin'] })).toEqual({ kind: 'allow' });
    expect(decideRouteAccess(route('/products'), END_USER_AUTH)).toEqual({ kind: 'allow' });
  });

  it('keeps a session whose password must change on My Profile', () => {
    const mustChange = { ...END_USER_AUTH, passwordChangeRequired: true };
    expect(decideRouteAccess(route('/products'), mustChange)).toEqual({ kind: 'redirect', to: '/profile' });
    expect(decideRouteAccess(route('/'), mustChange)).toEqual({ kind: 'redirect', to: '/profile' });
    expect(decideRouteAccess(route('/profile'), mustChange)).toEqual({ kind: 'allow' });
    expect(decideRouteAccess(route('/login-error/generic'), mustChange)).toEqual({ kind: 'allow' });
    expect(decideRouteAccess(route('/products'), END_USER_AUTH)).toEqual({ kind: 'allow' });
  });

  it('tells a user without the entitlement of a route that says who may open it, instead of sending them home', () => {
    const cases = route('/compliance/ofac-cases/:caseId');
    expect(decideRouteAccess(cases, END_USER_AUTH)).toEqual({ kind: 'refuse', reason: cases.refusal });
    expect(decideRouteAccess(cases, { ...END_USER_AUTH, entitlements: ['securityadmin'] })).toEqual({ kind: 'allow' });
    expect(decideRouteAccess(cases, LOGGED_OUT_AUTH)).toEqual({ kind: 'redirect', to: '/' });
  });

  it('sends a user whose groups grant no TeleCheck list home from the lists', () => {
    const lists = route('/telecheck/collections-negatives');
    expect(decideRouteAccess(lists, { ...END_USER_AUTH, productList: ['CCR', 'TLCK'] })).toEqual({ kind: 'redirect', to: '/' });
    for (const code of ['TLKC', 'TLKN', 'TCCN']) expect(decideRouteAccess(lists, { ...END_USER_AUTH, productList: [code] })).toEqual({ kind: 'allow' });
  });

  it('keeps input templates closed without the storage subscription', () => {
    const templates = route('/batch/input-templates/template-list');
    expect(decideRouteAccess(templates, ADMIN_WITHOUT_STORAGE)).toEqual({ kind: 'redirect', to: '/' });
    expect(decideRouteAccess(templates, ADMIN_AUTH)).toEqual({ kind: 'allow' });
  });
});

describe('route guard in the portal', () => {
  it('redirects a standard user who types /users to the home page', async () => {
    const { router } = renderApp({ path: '/users', auth: END_USER_AUTH });
    expect(await screen.findByRole('heading', { level: 1, name: /Ursula/ })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('tells a standard user who follows a link to an OFAC review case that only compliance users open it', async () => {
    const { router } = renderApp({ path: '/compliance/ofac-cases/6f1c2a3b-4d5e-4f60-8a71-92b3c4d5e6f7', auth: END_USER_AUTH });
    expect(await screen.findByRole('heading', { level: 1, name: 'OFAC Review Case' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'You are not allowed to open this page' })).toBeTruthy();
    expect(screen.getByText(/decided by your company's compliance users: those holding the Security administrator right/)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/compliance/ofac-cases/6f1c2a3b-4d5e-4f60-8a71-92b3c4d5e6f7');
    expect(document.title).toBe('OFAC Review Case | Creditdesk');
  });

  it('shows /users to a user-management admin', async () => {
    const { router } = renderApp({ path: '/users', auth: ADMIN_AUTH });
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/users');
    expect(document.title).toBe('Users | Creditdesk');
  });

  it('sends a logged-out visitor of an authenticated page to the landing view', async () => {
    const { router } = renderApp({ path: '/my-reports' });
    expect(await screen.findByRole('heading', { level: 1, name: 'The fastest route to informed credit decisions' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends unknown routes to /', async () => {
    const { router } = renderApp({ path: '/no/such/page', auth: ADMIN_AUTH });
    expect(await screen.findByRole('heading', { level: 1, name: /Dana/ })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends a logged-in user away from the login page', async () => {
    const { router } = renderApp({ path: '/login', auth: ADMIN_AUTH });
    expect(await screen.findByRole('heading', { level: 1, name: /Dana/ })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('registers every route of the table: a page opens under its title (Product Registration, no longer a coming note)', async () => {
    renderApp({ path: '/product-registration', auth: ADMIN_AUTH });
    expect(await screen.findByRole('heading', { level: 1, name: 'Product Registration' })).toBeTruthy();
    expect(screen.queryByText(/coming in a later release/)).toBeNull();
  });

  it('shows public pages without the header and navigation', async () => {
    renderApp({ path: '/registration' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Register Your Company' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    expect(screen.queryByRole('banner')).toBeNull();
  });
});
