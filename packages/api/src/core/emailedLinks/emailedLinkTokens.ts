// The token of every kind of emailed link (a recurring gift's manage link, a "Confirm your gift"
// link): its payload sealed with the app key (http/sealedToken.ts, one key per kind), naming what the
// link opens, when it was issued and ends, and its own random id, the key of the link's stored row.
// Sealing keeps the payload unreadable and unchangeable to whoever holds the link; the row makes it
// revocable and single-use where the kind says so. A new kind of link names its fields and expiry here
// and gets its token in a few lines.
import { randomBytes } from 'node:crypto';
import * as v from 'valibot';
import { createTokenSealer, type TokenKind } from '../../http/sealedToken';

/** What every emailed link's token carries besides the fields of its kind. */
export interface EmailedLinkClaims {
  /** 128 random bits, base64url: the stored link's id. */
  linkId: string;
  issuedAt: number;
  expiresAt: number;
}

type Fields = Record<string, v.GenericSchema<unknown, string>>;
type Values<F extends Fields> = v.InferOutput<v.ObjectSchema<F, undefined>>;

export interface EmailedLinkTokens<F extends Fields> {
  issue(values: Values<F>, now: Date): { token: string; claims: Values<F> & EmailedLinkClaims };
  /** The claims of a token this key sealed as this kind of link, or null (forged, malformed, other kind). */
  read(token: string): (Values<F> & EmailedLinkClaims) | null;
}

export interface EmailedLinkKind<F extends Fields> {
  /** The sealing key's purpose. */
  purpose: TokenKind;
  /** Written into the payload as well, so no other token's payload reads as this kind's. */
  marker: string;
  /** The kind's own fields, by the short name they have in the payload. */
  fields: F;
  /** When a link issued at `issuedAt` (ms) ends. */
  expiry(issuedAt: number): number;
}

export function createEmailedLinkTokens<F extends Fields>(
  key: string,
  kind: EmailedLinkKind<F>,
): EmailedLinkTokens<F> {
  const sealer = createTokenSealer(key, kind.purpose);
  const envelope = v.object({ k: v.literal(kind.marker), l: v.string(), i: v.number(), e: v.number() });
  const fields = v.object(kind.fields);
  return {
    issue(values, now) {
      const issuedAt = now.getTime();
      const linkId = randomBytes(16).toString('base64url');
      const expiresAt = kind.expiry(issuedAt);
      const token = sealer.seal({ k: kind.marker, ...values, l: linkId, i: issuedAt, e: expiresAt });
      return { token, claims: { ...values, linkId, issuedAt, expiresAt } };
    },
    read(token) {
      const payload = sealer.open(token);
      const link = v.safeParse(envelope, payload);
      const values = v.safeParse(fields, payload);
      if (!link.success || !values.success) return null;
      const { l: linkId, i: issuedAt, e: expiresAt } = link.output;
      return { ...values.output, linkId, issuedAt, expiresAt };
    },
  };
}
