// The sign-in-by-emailed-code payloads (docs/CONTRACTS.md "POST /sign-in-code"), written once: the
// API parses the request bodies with these schemas, the shared client types its requests from them
// and parses the answers with them. A contract: add fields, never rename or remove them.
// Validation messages are keys of the domain's validation texts, translated where they are shown.
import * as v from 'valibot';
import { emailField } from '../validation/emailField';

/** The six digits of the emailed code; spaces around them (a paste) are trimmed. */
export const signInCodeField = v.pipe(
  v.string('validation.required'),
  v.trim(),
  v.regex(/^\d{6}$/, 'validation.required'),
);

const rememberField = v.optional(v.boolean('request.invalid'), false);

/** `POST /sign-in-code`: email me a code and a link. */
export const signInCodeRequestSchema = v.object({ email: emailField }, 'validation.required');

/** `POST /sign-in-code/verify` with the typed code. */
export const signInCodeVerifyByCodeSchema = v.object({
  email: emailField,
  code: signInCodeField,
  remember: rememberField,
});

/** `POST /sign-in-code/verify` from the emailed `/sign-in/{token}` link. */
export const signInCodeVerifyByTokenSchema = v.object({
  token: v.pipe(v.string('validation.required'), v.nonEmpty('validation.required')),
  remember: rememberField,
});

export const signInCodeVerifyRequestSchema = v.union(
  [signInCodeVerifyByCodeSchema, signInCodeVerifyByTokenSchema],
  'validation.required',
);

/** `POST /sign-in-code` 202: "If an account exists for {email}, we sent a code…", in the request's locale. */
export const signInCodeSentResponseSchema = v.object({ message: v.string() });

/** `POST /sign-in-code/verify` 200, the same answer as `POST /login`: the account now signed in. */
export const signedInResponseSchema = v.object({ prefixedId: v.string(), email: v.string() });

export type SignInCodeRequest = v.InferInput<typeof signInCodeRequestSchema>;
export type SignInCodeVerifyRequest = v.InferInput<typeof signInCodeVerifyRequestSchema>;
/** What the donor proves the mailbox with: the typed code and its email, or the link's token. */
export type SignInCodeProof =
  | Pick<v.InferInput<typeof signInCodeVerifyByCodeSchema>, 'email' | 'code'>
  | Pick<v.InferInput<typeof signInCodeVerifyByTokenSchema>, 'token'>;
export type SignInCodeSentResponse = v.InferOutput<typeof signInCodeSentResponseSchema>;
export type SignedInResponse = v.InferOutput<typeof signedInResponseSchema>;
