// Twilio's request signature (X-Twilio-Signature), by the algorithm Twilio publishes
// (https://www.twilio.com/docs/usage/security#validating-requests): HMAC-SHA1, keyed with the
// account's auth token, over the URL Twilio called followed by every POST parameter's name and value,
// sorted by name; base64. Written here rather than taken from the `twilio` package, whose 17 MB
// (and its own HTTP client) would come into the server for these few lines.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** A form as Twilio posts it: a name may repeat, so each has its values in the order sent. */
export type TwilioParams = Record<string, string | readonly string[]>;

/** The signature Twilio sends with a POST of `params` to `url`. */
export function twilioSignature(authToken: string, url: string, params: TwilioParams): string {
  const data = Object.keys(params)
    .sort()
    .map((name) => {
      const value = params[name]!;
      const values = typeof value === 'string' ? [value] : [...value].sort();
      return values.map((each) => name + each).join('');
    })
    .join('');
  return createHmac('sha1', authToken)
    .update(Buffer.from(url + data, 'utf8'))
    .digest('base64');
}

/** Whether `signature` is Twilio's for that request, compared in constant time. */
export function isTwilioSignatureValid(
  authToken: string,
  signature: string | undefined,
  url: string,
  params: TwilioParams,
): boolean {
  if (!signature) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
