import { randomInt } from 'node:crypto';
import { type PasswordContext, type PasswordProblem, checkNewPassword } from '@creditdesk/contracts';
import { isCommonPassword } from './common-passwords.js';

/** The full check of a new password: the shared rules (contracts), then the breached/common list. */
export function checkNewPasswordOnServer(password: string, context: PasswordContext): PasswordProblem | undefined {
  return checkNewPassword(password, context) ?? (isCommonPassword(password) ? 'common' : undefined);
}

/** No 0/O/o, 1/l/I: read from an e-mail and typed by hand. 56 symbols: 16 of them carry about 93 bits. */
export const TEMPORARY_PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
export const TEMPORARY_PASSWORD_LENGTH = 16;

/** A random temporary password that passes the policy (a retry in the astronomically rare case it does not). */
export function generateTemporaryPassword(context: PasswordContext): string {
  for (;;) {
    let out = '';
    for (let i = 0; i < TEMPORARY_PASSWORD_LENGTH; i++) out += TEMPORARY_PASSWORD_ALPHABET[randomInt(TEMPORARY_PASSWORD_ALPHABET.length)];
    if (!checkNewPasswordOnServer(out, context)) return out;
  }
}
