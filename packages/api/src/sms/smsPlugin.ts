// app.sms: the text message sender (smsSender.ts), for messages the server sends on its own;
// answers to a donor's text go back in the webhook's TwiML instead (src/textToGive/).
import fp from 'fastify-plugin';
import { createSmsSender, type SmsSender } from './smsSender';

declare module 'fastify' {
  interface FastifyInstance {
    sms: SmsSender;
  }
}

export default fp(
  async (app) => {
    app.decorate(
      'sms',
      createSmsSender({ twilio: app.config.twilio, dataDir: app.config.dataDir, logger: app.log }),
    );
  },
  { name: 'sms', decorators: { fastify: ['config'] } },
);
