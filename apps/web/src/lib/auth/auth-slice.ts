import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { parseEntitlements, type Entitlement, type UserProfile } from '@creditdesk/contracts/shell';

/**
 * The login state of portal.md §3. `status` tells whether the session check of §4 has finished:
 * 'checking' until it has, 'refreshing' during the page-refresh pause, then 'ready'.
 */
export type AuthState = {
  status: 'checking' | 'refreshing' | 'ready';
  loggedIn: boolean;
  loginFailed: boolean;
  customerId: string;
  customerName: string;
  username: string;
  firstName: string;
  lastName: string;
  name: string;
  email: string;
  lastLogin: string | null;
  entitlements: Entitlement[];
  role: string;
  isSSOUser: boolean;
  /** the company's subscriptions ('storage' enables the input-template screens). */
  subscriptionList: string[];
  /** one of the user's groups grants file transfer (the file-transfer screens need it). */
  isFileTransportAuthorized: boolean;
  /** the products the user's groups grant (the TeleCheck lists' screen needs one of its own). */
  productList: string[];
  /** the user waiting for a one-time code (warning 4001), else null. */
  mfaCurrentUser: string | null;
  /** the user ticked "never display" for the privacy policy (stored on the server, read from the profile). */
  privacyNeverDisplay: boolean;
  /**
   * A temporary or expired password (password_change_required, claim pwd_change): until it is changed
   * the server refuses everything but the profile and the password change, so the guard keeps the
   * user on My Profile.
   */
  passwordChangeRequired: boolean;
  /** a support session: the agent acting as the user (the access token's act.sub, `support:<uuid>`), else null. */
  impersonatedBy: string | null;
  /** epoch ms when the access token expires, null when unknown. */
  tokenExpiresAt: number | null;
};

export const initialAuthState: AuthState = {
  status: 'checking',
  loggedIn: false,
  loginFailed: false,
  customerId: '',
  customerName: '',
  username: '',
  firstName: '',
  lastName: '',
  name: '',
  email: '',
  lastLogin: null,
  entitlements: [],
  role: '',
  isSSOUser: false,
  subscriptionList: [],
  isFileTransportAuthorized: false,
  productList: [],
  mfaCurrentUser: null,
  privacyNeverDisplay: false,
  passwordChangeRequired: false,
  impersonatedBy: null,
  tokenExpiresAt: null,
};

export type LoginPayload = {
  profile: UserProfile;
  /** the user name from the access token; stored lower-cased. */
  username: string;
  /** the entitlements claim of the access token (comma-separated). */
  entitlements: string;
  tokenExpiresAt: number | null;
  /** the token set's password_change_required, or the access token's pwd_change claim. */
  passwordChangeRequired: boolean;
  /** the access token's act.sub (support impersonation), else null. */
  impersonatedBy: string | null;
};

const loggedOutState = (): AuthState => ({ ...initialAuthState, status: 'ready', loginFailed: true });

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    refreshingStarted(state) {
      state.status = 'refreshing';
    },
    /** The session check found no usable session: the landing view shows. */
    sessionMissing: () => loggedOutState(),
    loginSucceeded(state, { payload }: PayloadAction<LoginPayload>) {
      const { profile } = payload;
      return {
        ...state,
        status: 'ready',
        loggedIn: true,
        loginFailed: false,
        customerId: profile.customerId,
        customerName: profile.customerName,
        username: payload.username.toLowerCase(),
        firstName: profile.firstName,
        lastName: profile.lastName,
        name: profile.name,
        email: profile.email,
        lastLogin: profile.lastLogin,
        entitlements: parseEntitlements(payload.entitlements),
        role: profile.role,
        isSSOUser: profile.isSSOUser,
        subscriptionList: profile.subscriptionList,
        isFileTransportAuthorized: profile.isFileTransportAuthorized,
        productList: profile.productList,
        mfaCurrentUser: null,
        privacyNeverDisplay: profile.privacyNeverDisplay ?? false,
        passwordChangeRequired: payload.passwordChangeRequired,
        impersonatedBy: payload.impersonatedBy,
        tokenExpiresAt: payload.tokenExpiresAt,
      };
    },
    mfaRequired(state, { payload }: PayloadAction<string>) {
      state.mfaCurrentUser = payload.toLowerCase();
    },
    /** The one-time code step ended without a session (cancelled, expired, too many wrong codes). */
    mfaEnded(state) {
      state.mfaCurrentUser = null;
    },
    privacyNeverDisplaySet(state, { payload }: PayloadAction<boolean>) {
      state.privacyNeverDisplay = payload;
    },
    /** The password was changed: the server lifts the limit at once, so the guard does too. */
    passwordChangeCompleted(state) {
      state.passwordChangeRequired = false;
    },
    /** An administrator changed the company's features: the drawer and the guard follow at once (names of the active ones). */
    subscriptionListChanged(state, { payload }: PayloadAction<string[]>) {
      state.subscriptionList = payload;
    },
    tokensRefreshed(state, { payload }: PayloadAction<{ tokenExpiresAt: number | null }>) {
      state.tokenExpiresAt = payload.tokenExpiresAt;
    },
    /** Logout, or a session the server no longer accepts. */
    loggedOut: () => loggedOutState(),
  },
  selectors: {
    selectAuth: (state) => state,
    selectIsLoggedIn: (state) => state.loggedIn,
  },
});

export const {
  refreshingStarted,
  sessionMissing,
  loginSucceeded,
  mfaRequired,
  mfaEnded,
  privacyNeverDisplaySet,
  passwordChangeCompleted,
  subscriptionListChanged,
  tokensRefreshed,
  loggedOut,
} = authSlice.actions;
export const { selectAuth, selectIsLoggedIn } = authSlice.selectors;
