// POST /api/sms/twilio: the webhook Twilio calls when a donor texts a church's text-to-give number
// (docs/PRODUCT.md §10, docs/CONTRACTS.md "Text-to-give"). Without TWILIO_AUTH_TOKEN it answers 404:
// text-to-give is off. The form Twilio posts is signed in X-Twilio-Signature over the webhook's
// URL, which is PUBLIC_URL + this path (never the request's Host, which anyone can write); a bad
// signature is 403, a number no church has 404, and the answer is TwiML: the reply to text back.
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import {
  calendarDateInTimeZone,
  readTextGiftConfirmation,
  readTextToGive,
  type TextToGiveRequest,
} from '@halo/domain';
import * as v from 'valibot';
import { BadRequest } from '../http/errors/BadRequest';
import { Forbidden } from '../http/errors/Forbidden';
import { NotFound } from '../http/errors/NotFound';
import { createAttemptLimit } from '../limits/attemptLimit';
import { createLimitCounters } from '../limits/limitCounters';
import { isTwilioSignatureValid, type TwilioParams } from '../sms/twilioSignature';
import { twimlReply } from '../sms/twiml';
import { isOptedOut, optIn, optOut } from './smsOptOuts';
import { answerWithPrompt, confirmTextGift } from './textGifts';
import { optReply, textToGiveReply, type TextToGiveReplyContext } from './textToGiveReply';

export const TWILIO_WEBHOOK_PATH = '/api/sms/twilio';

/** A text is at most 1,600 characters; encoded, well under this. */
const FORM_LIMIT_BYTES = 32 * 1024;

const phone = v.pipe(v.string(), v.trim(), v.regex(/^\+[1-9]\d{1,14}$/));
const IncomingText = v.object({
  From: phone,
  To: phone,
  Body: v.optional(v.string(), ''),
  // Twilio's Advanced Opt-Out names a keyword it recognised, the church's own ones in other
  // languages included (https://www.twilio.com/docs/messaging/tutorials/advanced-opt-out).
  // Anything else it may send one day is ignored.
  OptOutType: v.optional(v.pipe(v.string(), v.toUpperCase())),
});

/** One value per name for reading; every value of a repeated name for the signature. */
const firstValues = (params: TwilioParams) =>
  Object.fromEntries(Object.entries(params).map(([name, values]) => [name, values[0]]));

async function webhookRoute(app: FastifyInstance, authToken: string | null): Promise<void> {
  // Twilio posts a form, and only a form is read here (anything else is 415); the parsers are
  // scoped to this encapsulated plugin, so no other route starts accepting forms.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_LIMIT_BYTES },
    (_request, body, done) => {
      const params: Record<string, string[]> = {};
      for (const [name, value] of new URLSearchParams(body as string)) (params[name] ??= []).push(value);
      done(null, params);
    },
  );

  const webhookUrl = `${app.config.publicUrl}${TWILIO_WEBHOOK_PATH}`;
  const perPhone = createAttemptLimit(createLimitCounters(app.db), {
    name: 'text-to-give-phone',
    max: app.config.textToGivePerPhonePerHour,
    windowMs: 60 * 60_000,
  });

  app.post(
    TWILIO_WEBHOOK_PATH,
    // Twilio cannot send our CSRF header; its signature is the credential (README "Sessions").
    { config: { csrf: false } },
    async (request, reply) => {
      if (!authToken) throw new NotFound('Text-to-give is off.');
      const params = (
        typeof request.body === 'object' && request.body !== null ? request.body : {}
      ) as Record<string, string[]>;
      const signature = request.headers['x-twilio-signature'];
      if (
        !isTwilioSignatureValid(
          authToken,
          typeof signature === 'string' ? signature : undefined,
          webhookUrl,
          params,
        )
      ) {
        throw new Forbidden('Invalid Twilio signature.');
      }
      const parsed = v.safeParse(IncomingText, firstValues(params));
      if (!parsed.success) throw new BadRequest('From and To must be phone numbers.');
      const { From: from, To: to, Body: body, OptOutType: optOutType } = parsed.output;
      const organization = await app.organizations.findBySmsNumber(to);
      if (!organization) throw new NotFound('No church has this text-to-give number.');

      const funds = await app.organizations.listOnlineGivingFunds(organization.id);
      const read = readTextToGive(body, funds, organization);
      const asked: TextToGiveRequest =
        optOutType === 'STOP' || optOutType === 'START'
          ? { kind: optOutType === 'STOP' ? 'stop' : 'start' }
          : optOutType === 'HELP' && read.kind !== 'help'
            ? { kind: 'help', locale: null }
            : read;
      const context: TextToGiveReplyContext = { organization, publicUrl: app.config.publicUrl };
      const answer = (...messages: string[]) =>
        reply.type('text/xml; charset=utf-8').send(twimlReply(messages));
      const now = app.clock();
      const log = request.log.child({ organization: organization.prefixedId, textToGive: asked.kind });

      // Opting out and back in always take effect, whatever the limits (carrier rules).
      if (asked.kind === 'stop') {
        await optOut(app.db, organization.id, from, now);
        log.info('text-to-give: opted out');
        return answer(optReply(context, 'stop'));
      }
      if (asked.kind === 'start') {
        await optIn(app.db, organization.id, from);
        log.info('text-to-give: opted in');
        return answer(optReply(context, 'start'));
      }
      // An opted-out phone is answered only for HELP; every answer counts against the phone's limit.
      if (asked.kind !== 'help' && (await isOptedOut(app.db, organization.id, from))) return answer();
      if ((await perPhone.take(from, now)) !== null) {
        log.warn('text-to-give: phone over its limit, not answered');
        return answer();
      }
      // Giving in one reply: YES gives the phone's prompt; an amount from a verified phone with a
      // saved card is answered with a prompt rather than a link.
      const today = calendarDateInTimeZone(organization.timeZone, now);
      const replyContext = { ...context, organization };
      if (asked.kind === 'unknown' && readTextGiftConfirmation(body) !== null) {
        return answer(await confirmTextGift(app, { context: replyContext, phone: from, now, today, log }));
      }
      if (asked.kind === 'gift') {
        const prompt = await answerWithPrompt(app, {
          context: replyContext,
          phone: from,
          request: asked,
          funds,
          now,
          today,
        });
        if (prompt !== null) {
          log.info('text-to-give: answered with a prompt');
          return answer(prompt);
        }
      }
      log.info('text-to-give: answered');
      return answer(textToGiveReply(context, asked));
    },
  );
}

const textToGiveRoutes: FastifyPluginAsync = async (app) => {
  // Without the token we could not tell Twilio from anyone else: the route answers 404 (a route
  // rather than none, so the answer is a 404 and not the CSRF check's 419 of an unknown POST).
  const authToken = app.config.twilio?.authToken ?? null;
  await app.register(async (scope) => webhookRoute(scope, authToken));
};

export default textToGiveRoutes;
