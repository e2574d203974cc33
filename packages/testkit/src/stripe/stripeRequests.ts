// What the Stripe double records of each request and the shapes of its answers, as Stripe's API
// speaks them: form-encoded parameters flat as `metadata[fund]` and `expand[0]`, errors as
// `{ error: { type, code, message } }`.
import { randomBytes } from 'node:crypto';

export interface RecordedRequest {
  method: string;
  path: string;
  /** Form body (POST) or query string (GET), flat as Stripe encodes it: `metadata[fund]`, `expand[0]`. */
  params: Record<string, string>;
  idempotencyKey: string | null;
  stripeAccount: string | null;
  authorization: string | null;
  /** true when the answer was replayed from an earlier request with the same idempotency key. */
  replayed: boolean;
}

export interface Answer {
  status: number;
  body: unknown;
}

/** One Stripe object as its API answers it (`id`, `object` and the rest). */
export type StripeObject = Record<string, unknown>;

export const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
export const nowSeconds = () => Math.floor(Date.now() / 1000);
/** A client secret as Stripe makes them: the object's id, `_secret_`, and a random tail. */
export const clientSecretOf = (id: string) => `${id}_secret_${randomBytes(8).toString('hex')}`;

export const ok = (body: unknown): Answer => ({ status: 200, body });

export function missing(kind: string, id: string, param: string): Answer {
  return {
    status: 404,
    body: {
      error: {
        type: 'invalid_request_error',
        code: 'resource_missing',
        param,
        message: `No such ${kind}: '${id}'`,
      },
    },
  };
}

export function invalidRequest(code: string, message: string): Answer {
  return { status: 400, body: { error: { type: 'invalid_request_error', code, message } } };
}

/** The id a path names after `prefix` (`/v1/payment_methods/` + id + `suffix`), decoded; null otherwise. */
export function idIn(path: string, prefix: string, suffix = ''): string | null {
  if (!path.startsWith(prefix) || !path.endsWith(suffix)) return null;
  const id = path.slice(prefix.length, path.length - suffix.length);
  return id && !id.includes('/') ? decodeURIComponent(id) : null;
}

/** `metadata[key]=value` pairs back into an object. */
export function metadataOf(params: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params).flatMap(([key, value]) => {
      const match = /^metadata\[(.+)\]$/.exec(key);
      return match?.[1] ? [[match[1], value]] : [];
    }),
  );
}

/** `name[0]=a&name[1]=b` back into a list. */
export function listOf(params: Record<string, string>, name: string): string[] {
  return Object.entries(params)
    .filter(([key]) => key.startsWith(`${name}[`))
    .map(([, value]) => value);
}
