import { CLIENT_CONFIG_DEFAULTS, type ClientConfig, type MfaChallenge, type TokenSet, type UserProfile } from '@creditdesk/contracts';
import { initialAuthState, type AuthState } from '../lib/auth/auth-slice';

export const TEST_CONFIG: ClientConfig = {
  ...CLIENT_CONFIG_DEFAULTS,
  clientId: 'creditdesk-portal',
  sessionMaxMs: 8 * 3600_000,
  supportEmail: 'support@creditdesk.test',
  supportPhone: '1-800-555-0199',
  commercialProductsUrl: 'https://commercial.creditdesk.test',
  issuer: 'http://localhost:3000/api',
};

const base64Url = (value: object) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_');

/** An unsigned token with our claims: the portal only decodes it. */
export function makeAccessToken(claims: Record<string, unknown> = {}) {
  const payload = {
    sub: 'u-1',
    sid: 's-1',
    customerId: 'c-1',
    username: 'Demo.Admin',
    role: 'adminuser',
    entitlements: 'usermanagementadmin,productmanagementadmin,securityadmin',
    ...claims,
  };
  return `${base64Url({ alg: 'none', typ: 'JWT' })}.${base64Url(payload)}.sig`;
}

export function makeTokenSet(overrides: Partial<TokenSet> = {}): TokenSet {
  return {
    access_token: makeAccessToken(),
    id_token: 'id-token',
    refresh_token: 'refresh-1',
    expires_in: 900,
    token_type: 'Bearer',
    session_expires_at: new Date(Date.now() + 8 * 3600_000).toISOString(),
    ...overrides,
  };
}

/** A 4001 answer; `enrolled: false` adds the QR enrolment of a first login. */
export function makeMfaChallenge({ enrolled = true, ...overrides }: Partial<MfaChallenge> & { enrolled?: boolean } = {}): MfaChallenge {
  return {
    warning_code: 4001,
    mfa_token: 'mfa-challenge-token',
    expires_in: 300,
    methods: ['totp', 'email'],
    totp_enrolled: enrolled,
    ...(enrolled
      ? {}
      : {
          enrollment: {
            otpauthUrl: 'otpauth://totp/Creditdesk:mfa.user?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Creditdesk',
            qrCodeDataUrl: 'data:image/png;base64,iVBORw0KGgo=',
            secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          },
        }),
    ...overrides,
  };
}

export function makeProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    id: 'u-1',
    userName: 'demo.admin',
    customerId: 'c-1',
    customerName: 'Demo Lending',
    firstName: 'dana',
    lastName: 'admin',
    name: 'dana admin',
    email: 'dana@demo.test',
    role: 'adminuser',
    status: 'active',
    entitlements: ['usermanagementadmin', 'productmanagementadmin', 'securityadmin'],
    lastLogin: '2026-11-20T14:05:00.000Z',
    isSSOUser: false,
    userGroups: [],
    subscriptionList: ['storage'],
    productList: [],
    isFileTransportAuthorized: false,
    ...overrides,
  };
}

const loggedIn = (overrides: Partial<AuthState>): AuthState => ({
  ...initialAuthState,
  status: 'ready',
  loggedIn: true,
  customerId: 'c-1',
  customerName: 'Demo Lending',
  firstName: 'Dana',
  lastName: 'Admin',
  name: 'dana admin',
  email: 'dana@demo.test',
  lastLogin: '2026-11-20T14:05:00.000Z',
  role: 'adminuser',
  ...overrides,
});

export const ADMIN_AUTH = loggedIn({
  username: 'demo.admin',
  entitlements: ['usermanagementadmin', 'productmanagementadmin', 'securityadmin', 'usertransactionsadmin'],
  subscriptionList: ['storage'],
  productList: ['TCCN'], // a group grants the TeleCheck lists, as the demo's do
});

export const END_USER_AUTH = loggedIn({
  username: 'demo.user',
  firstName: 'Ursula',
  lastName: 'User',
  name: 'ursula user',
  role: 'enduser',
  entitlements: [],
  subscriptionList: ['storage'],
  productList: ['TCCN'],
});

/** An admin of a company without the 'storage' subscription. */
export const ADMIN_WITHOUT_STORAGE = { ...ADMIN_AUTH, username: 'other.admin', subscriptionList: [] };

export const LOGGED_OUT_AUTH: AuthState = { ...initialAuthState, status: 'ready', loginFailed: true };
