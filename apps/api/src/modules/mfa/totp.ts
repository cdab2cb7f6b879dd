import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { TotpEnrollment } from '@creditdesk/contracts';

/** The name authenticator apps show above the code. */
export const TOTP_ISSUER = 'Creditdesk';

/** A new TOTP secret (RFC 6238: 160 bits, base32), for a user who has not enrolled yet. */
export function newTotpSecret(): string {
  return generateSecret();
}

/** What the portal shows on a first login: the otpauth URL, the same as a QR code (PNG data URL), and the secret. */
export async function enrollmentFor(username: string, secret: string): Promise<TotpEnrollment> {
  const otpauthUrl = generateURI({ issuer: TOTP_ISSUER, label: username, secret });
  const qrCodeDataUrl = await QRCode.toDataURL(otpauthUrl, { errorCorrectionLevel: 'M', margin: 2, width: 240 });
  return { otpauthUrl, qrCodeDataUrl, secret };
}

/**
 * The time step a 6-digit code belongs to, or undefined when it matches none. One step either
 * side of now is accepted (30 s of clock drift between the phone and the server); the caller
 * refuses a step at or before the last one accepted, so each code works once.
 */
export async function totpStepOf(secret: string, code: string, epochSeconds = Math.floor(Date.now() / 1000)): Promise<number | undefined> {
  try {
    const result = await verify({ secret, token: code, epoch: epochSeconds, epochTolerance: 30 });
    return result.valid && 'timeStep' in result ? result.timeStep : undefined;
  } catch {
    return undefined;
  }
}
