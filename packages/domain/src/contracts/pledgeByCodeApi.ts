// Pledging from a campaign's giving form by the emailed sign-in code, without an account session
// (docs/PRODUCT.md §14 "Pledging by emailed code", docs/CONTRACTS.md "Campaigns"). Written once: the
// API parses the request bodies with these schemas, the giving form's client types its requests from
// them and parses the answers with them. A contract: add fields, never rename or remove them.
// Validation messages are keys of the domain's validation texts; the amount is read by the pledge
// rules (`readPledgeFields`), whose refusals name it in the reader's language.
import * as v from 'valibot';
import { emailField } from '../validation/emailField';
import { signInCodeField } from './signInCodeApi';

const requiredText = v.pipe(v.string('validation.required'), v.trim(), v.nonEmpty('validation.required'));

const pledgeCodeFields = {
  organization_prefixed_id: requiredText,
  /** The campaign's address (any slug it has had), as the giving form's `campaign` names it. */
  campaign: requiredText,
  email: emailField,
  /** Cents; checked by `readPledgeFields`, so its refusal is the pledge's own words. */
  amount: v.unknown(),
};

/** `POST /api/give/pledge-code`: email the donor record of this address a code to confirm the pledge. */
export const pledgeCodeRequestSchema = v.object(pledgeCodeFields, 'validation.required');

/** `POST /api/give/pledge-code/verify`: the same pledge with the emailed code. */
export const pledgeCodeVerifySchema = v.object(
  { ...pledgeCodeFields, code: signInCodeField },
  'validation.required',
);

/** 202: one answer whether or not the church knows the address, in the request's locale. */
export const pledgeCodeSentResponseSchema = v.object({ message: v.string() });

/** 201: the pledge recorded on the donor record the code proved; nothing else of that record. */
export const pledgeByCodeResponseSchema = v.object({
  pledge_prefixed_id: v.string(),
  campaign_name: v.string(),
  /** Cents. */
  amount: v.number(),
});

export type PledgeCodeRequest = v.InferInput<typeof pledgeCodeRequestSchema>;
export type PledgeCodeVerifyRequest = v.InferInput<typeof pledgeCodeVerifySchema>;
export type PledgeCodeSentResponse = v.InferOutput<typeof pledgeCodeSentResponseSchema>;
export type PledgeByCodeResponse = v.InferOutput<typeof pledgeByCodeResponseSchema>;
