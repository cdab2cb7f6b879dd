import type { LoginErrorPage } from '@creditdesk/contracts';

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

/** What each login outcome page says (portal.md §2 and §8). */
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
    next: 'Contact your company administrator to find out why and to have access restored.',
    tone: 'error',
    contact: 'admin',
  },
  location: {
    title: 'Log in not allowed from this location',
    body: 'Your company only allows Creditdesk to be used from approved locations, and this login came from somewhere else.',
    next: 'Try again from an approved office or network, or ask your company administrator to approve this location.',
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
    next: 'Please contact Creditdesk support to reactivate the account.',
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
    title: "We couldn't log you in",
    body: 'Your login could not be completed this time.',
    next: 'Please wait a moment and try again. If it keeps happening, contact your company administrator.',
    tone: 'warning',
    contact: 'admin',
  },
  'requested-access': {
    title: 'Your access request is pending',
    body: 'Your request for access to Creditdesk has not been approved yet.',
    next: 'Your company administrator will review it. You can log in once it is approved.',
    tone: 'info',
    contact: 'admin',
  },
  'sso-configured': {
    title: 'Log in with single sign-on',
    body: 'Your company logs in to Creditdesk through single sign-on, so your Creditdesk password cannot be used.',
    next: "Use your company's single sign-on to log in. Your company administrator can tell you how.",
    tone: 'info',
    contact: 'admin',
  },
  'sso-not-configured': {
    title: 'Single sign-on is not set up',
    body: 'Single sign-on has not been set up for your company yet.',
    next: 'Log in with your User ID and password, or ask your company administrator to set up single sign-on.',
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
