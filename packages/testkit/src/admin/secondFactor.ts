// An administrator's second factor in tests, computed as an authenticator app would (otplib, the
// server's own library): enrol over GraphQL with whatever transport a test has (the API tests'
// TestBrowser, a page's fetch in the browser tests), confirm, and the codes of any moment.
import { generate } from 'otplib';

/** The authenticator's six digits for `secret` at `at` (default now). */
export function authenticatorCode(secret: string, at: Date = new Date()): Promise<string> {
  return generate({ secret, epoch: Math.floor(at.getTime() / 1000) });
}

/** The code of the next 30-second step: one never used yet, for a second proof within a step. */
export function nextAuthenticatorCode(secret: string, at: Date = new Date()): Promise<string> {
  return authenticatorCode(secret, new Date(at.getTime() + 30_000));
}

/** Sends one GraphQL operation as the signed-in administrator and answers its `data` (throws on errors). */
export type SendGraphql = (
  query: string,
  variables: Record<string, unknown>,
) => Promise<Record<string, unknown>>;

export interface EnrolledSecondFactor {
  secret: string;
  recoveryCodes: string[];
}

export const ENROL_SECOND_FACTOR = `mutation ($org: ID!) {
  enrolSecondFactor(organizationPrefixedId: $org) { secret otpauthUri recoveryCodes qrCode { size path } } }`;
export const CONFIRM_SECOND_FACTOR = `mutation ($org: ID!, $code: String!) {
  confirmSecondFactor(organizationPrefixedId: $org, code: $code) { isEnrolled isVerified recoveryCodesLeft } }`;
export const VERIFY_SECOND_FACTOR = `mutation ($org: ID!, $code: String!) {
  verifySecondFactor(organizationPrefixedId: $org, code: $code) { isEnrolled isVerified recoveryCodesLeft } }`;

/**
 * The enrol and confirm documents to send and the name of their organization variable: this file's
 * own by default; a production build runs only the console's (trusted documents), which a browser
 * test reads from the build.
 */
export interface SecondFactorDocuments {
  enrol: string;
  confirm: string;
  organizationVariable: string;
}

const OWN_DOCUMENTS: SecondFactorDocuments = {
  enrol: ENROL_SECOND_FACTOR,
  confirm: CONFIRM_SECOND_FACTOR,
  organizationVariable: 'org',
};

/**
 * Enrols the signed-in administrator and confirms with the code of now, so this session is verified.
 * `at` is the server's clock when a test has moved it.
 */
export async function enrolSecondFactor(
  send: SendGraphql,
  organizationPrefixedId: string,
  at: Date = new Date(),
  documents: SecondFactorDocuments = OWN_DOCUMENTS,
): Promise<EnrolledSecondFactor> {
  const org = { [documents.organizationVariable]: organizationPrefixedId };
  const enrolled = (await send(documents.enrol, org)) as { enrolSecondFactor: EnrolledSecondFactor };
  const { secret, recoveryCodes } = enrolled.enrolSecondFactor;
  await send(documents.confirm, { ...org, code: await authenticatorCode(secret, at) });
  return { secret, recoveryCodes };
}
