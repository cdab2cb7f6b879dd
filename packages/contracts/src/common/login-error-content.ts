import type { LoginErrorPage } from '../access/routes.js';

export type LoginErrorContent = {
  title: string;
  /** what happened */
  body: string;
  /** what to do next */
  next: string;
  tone: 'warning' | 'error' | 'info';
  /** who can help: the company administrator, or Creditdesk support. */
  contact: 'admin' | 'support' | 'none';
};

/** What each login outcome page says (portal.md §2 and §8): the portal's pages and Help say it, the browser tests read it. */
export const LOGIN_ERROR_CONTENT: Record<LoginErrorPage, LoginErrorContent> = {
  warning: {
    title: 'Your password expires soon',
    body: 'Your password will expire shortly. After it expires you will not be able to log in until it is reset.',
    next: 'Change your password now in My Profile, or continue to the portal and change it later.',
    tone: 'warning',
    contact: 'none',
  },
  blocked: {
    title: 'Your access has been blocked',
    body: 'Your user account has been blocked, so you cannot log in at the moment.',
    next: 'Contact your company administrator about the reason shown above to have your access restored.',
    tone: 'error',
    contact: 'admin',
  },
  location: {
    title: 'Log in not allowed from this location',
    body: 'Your company, or your own account, only allows logging in from approved networks, and this login came from a network that is not one of them.',
    next: "Log in from your office network or your company's VPN. If you need to work from here, ask your company administrator to allow this network.",
    tone: 'error',
    contact: 'admin',
  },
  recertification: {
    title: 'Your account needs re-certification',
    body: 'Your company re-certifies its users regularly, and your account is waiting to be re-certified.',
    next: 'Ask your company administrator to re-certify your account, then log in again.',
    tone: 'warning',
    contact: 'admin',
  },
  'company-inactive': {
    title: "Your company's account is inactive",
    body: "Your company's Creditdesk account is not active at the moment, so no one in your company can log in.",
    next: "Please contact your company's account manager at Creditdesk to have the account reactivated.",
    tone: 'error',
    contact: 'support',
  },
  'user-inactive': {
    title: 'Your user account is inactive',
    body: 'Your user account has been made inactive, so you cannot log in.',
    next: 'Contact your company administrator to reactivate your account.',
    tone: 'error',
    contact: 'admin',
  },
  'user-revoked': {
    title: 'Your access has been revoked',
    body: 'Your access to Creditdesk has been revoked.',
    next: 'If you believe this is a mistake, contact your company administrator.',
    tone: 'error',
    contact: 'admin',
  },
  'user-retry': {
    title: 'Too many login attempts',
    body: 'There have been too many login attempts from your network address in the last minute, so logging in is paused for a moment.',
    next: 'Wait a minute, then try again. If many people in your office share one internet address and this keeps happening, contact Creditdesk support to have the limit raised.',
    tone: 'warning',
    contact: 'support',
  },
  'requested-access': {
    title: 'Your access request is pending',
    body: 'Your request for access to Creditdesk has not been approved yet.',
    next: 'Wait for your company administrator to grant access. You can log in once it is approved.',
    tone: 'info',
    contact: 'admin',
  },
  'sso-configured': {
    title: 'Log in with single sign-on',
    body: 'Your account is set up to log in through your company’s single sign-on, so a Creditdesk password cannot be used.',
    next: 'Choose “Sign in with your company’s single sign-on” on the log-in page and sign in with your company account.',
    tone: 'info',
    contact: 'admin',
  },
  'sso-not-configured': {
    title: 'Single sign-on is not set up',
    body: 'Your account logs in through single sign-on, but single sign-on has not been set up for your company.',
    next: 'Contact your company administrator: single sign-on must be set up for your company before you can log in.',
    tone: 'warning',
    contact: 'admin',
  },
  generic: {
    title: 'Something went wrong',
    body: 'We could not complete your login because of an unexpected problem.',
    next: 'Please try again in a few minutes. If the problem continues, contact Creditdesk support.',
    tone: 'error',
    contact: 'support',
  },
};
