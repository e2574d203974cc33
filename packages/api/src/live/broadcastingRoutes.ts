// POST /broadcasting/auth (docs/PRODUCT.md §7, §6): signs a private live-update channel for pusher-js, and only
// the signed-in donor's own (docs/CONTRACTS.md "Live updates"). Needs the session cookie and the
// X-XSRF-TOKEN header like any other mutating call (the sessions plugin answers 419 first).
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { Forbidden } from '../http/errors/Forbidden';
import { NotFound } from '../http/errors/NotFound';
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

  const liveUpdatesOff = () => new NotFound('Live updates are off.');

  app.post(
    '/broadcasting/auth',
    {
      config: { signedIn: 'rest' },
      // With live updates off there is nothing to sign for anyone: said before the sign-in check
      // (auth's preHandler) by a hook of an earlier stage.
      preValidation: async () => {
        if (!app.liveChannels.credentials) throw liveUpdatesOff();
      },
    },
    async (request, reply) => {
      const { credentials } = app.liveChannels;
      if (!credentials) throw liveUpdatesOff();
      const donor = await request.signedInDonor();
      const body = parseBody(AuthBody, request.body, request.locale);
      // Another donor's channel, another organization's, or any other channel: refused (docs/PRODUCT.md §6).
      if (body.channel_name !== donorChannelName(donor.user.prefixedId)) {
        throw new Forbidden('This action is unauthorized.');
      }
      return reply
        .header('Cache-Control', 'no-store')
        .send({ auth: signChannel(credentials, body.socket_id, body.channel_name) });
    },
  );
};

export default broadcastingRoutes;
