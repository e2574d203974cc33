// Codes from an authenticator app (TOTP, RFC 6238: six digits, 30-second steps, SHA-1, which is
// what every authenticator app reads from an otpauth:// link) through otplib, and the enrolment QR.
import { generateSecret, generateURI, verify } from 'otplib';
import { create as createQrCode } from 'qrcode';

/** A new 160-bit secret, base32 as authenticator apps take it typed. */
export function newAuthenticatorSecret(): string {
  return generateSecret({ length: 20 });
}

/** The otpauth:// link an authenticator app reads from the QR: `Halo Give (church): email`. */
export function authenticatorLink(secret: string, churchName: string, email: string): string {
  // A colon separates issuer and account in the link's label; one in a church's name would split it.
  const issuer = `Halo Give (${churchName.replace(/:/g, ' ')})`;
  return generateURI({ issuer, label: email, secret });
}

/**
 * The time step of `code` when it is the code of `secret` now, a step before or a step after (a
 * phone's clock drifts, and typing takes time), and later than `afterTimeStep`; otherwise null.
 */
export async function matchAuthenticatorCode(
  secret: string,
  code: string,
  now: Date,
  afterTimeStep: number | null,
): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: 30,
    ...(afterTimeStep === null ? {} : { afterTimeStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

export interface QrCodeDrawing {
  /** Modules per side (without the quiet zone, which the drawing leaves to whoever shows it). */
  size: number;
  /** An SVG path of the dark modules, one unit each. */
  path: string;
}

/** The QR of `text` as an SVG path: shown inline, so the page needs no `data:` image (CSP). */
export function drawQrCode(text: string): QrCodeDrawing {
  const { modules } = createQrCode(text, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column)) parts.push(`M${column} ${row}h1v1h-1z`);
    }
  }
  return { size: modules.size, path: parts.join('') };
}
