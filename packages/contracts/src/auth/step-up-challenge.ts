/*
 * The step-up challenge (RFC 9470) without zod: the portal's one base query reads it at every 401, so
 * it belongs to the shell tier (shell/index.ts). The rest of step-up is in ./step-up.ts.
 */

/** How recent the proven factor must be (seconds): the challenge's max_age. The server's config may shorten it (STEP_UP_MAX_AGE_SECONDS). */
export const STEP_UP_MAX_AGE_SECONDS = 300;

/** Authentication context classes (the tokens' `acr`, the challenge's acr_values). */
export const ACR = { password: 'urn:creditdesk:acr:pwd', mfa: 'urn:creditdesk:acr:mfa' } as const;

/** The RFC 9470 error code of the 401's WWW-Authenticate challenge. */
export const STEP_UP_ERROR = 'insufficient_user_authentication';

export const STEP_UP_CHALLENGE_DESCRIPTION = 'A second factor proven recently is required';

/** The RFC 9470 WWW-Authenticate challenge of a step-up refusal. */
export const stepUpChallengeHeader = (maxAge: number) =>
  `Bearer error="${STEP_UP_ERROR}", error_description="${STEP_UP_CHALLENGE_DESCRIPTION}", acr_values="${ACR.mfa}", max_age="${maxAge}"`;

/** Whether a 401's WWW-Authenticate header is a step-up challenge (the portal's one base query reads it). */
export const isStepUpChallenge = (header: string | null | undefined): boolean => header != null && header.includes(`error="${STEP_UP_ERROR}"`);
