// POST /broadcasting/auth (spec §7, §6): signs a private live-update channel for pusher-js, and only
// the signed-in donor's own (docs/CONTRACTS.md "Live updates"). Needs the session cookie and the
// X-XSRF-TOKEN header like any other mutating call (the sessions plugin answers 419 first).
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { parseBody } from '../http/parseBody';
import { isValidSocketId, signChannel } from './channelSignature';
import { donorChannelName } from '@halo/domain';
import { isValidChannelName } from './liveEvents';

/** pusher-js sends two short fields; nothing legitimate comes near this. */
const FORM_LIMIT_BYTES = 4 * 1024;

const AuthBody = v.object({
  socket_id: v.pipe(v.string(), v.check(isValidSocketId, 'request.invalid')),
  channel_name: v.pipe(v.string(), v.check(isValidChannelName, 'request.invalid')),
});

const broadcastingRoutes: FastifyPluginAsync = async (app) => {
  // pusher-js posts a form (application/x-www-form-urlencoded); JSON is accepted too. Scoped to
  // this plugin (not fastify-plugin), so no other route starts accepting forms.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_LIMIT_BYTES },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.post('/broadcasting/auth', async (request, reply) => {
    const { credentials } = app.liveChannels;
    if (!credentials) return reply.code(404).send({ message: 'Live updates are off.' });
    const donor = await request.getSignedInDonor();
    if (!donor) return reply.code(401).send({ message: 'Unauthenticated.' });
    const body = parseBody(AuthBody, request.body, request.locale);
    // Another donor's channel, another organization's, or any other channel: refused (spec §6).
    if (body.channel_name !== donorChannelName(donor.user.prefixedId)) {
      return reply.code(403).send({ message: 'This action is unauthorized.' });
    }
    return reply
      .header('Cache-Control', 'no-store')
      .send({ auth: signChannel(credentials, body.socket_id, body.channel_name) });
  });
};

export default broadcastingRoutes;
