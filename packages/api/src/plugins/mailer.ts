// `app.mailer`: every email the API sends goes through here (receipts, verification, password
// reset, statements), so tests and the embedded default can read them as .eml files.
import fp from 'fastify-plugin';
import { createMailer, type Mailer } from '../mail/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export default fp(
  async (app) => {
    app.decorate(
      'mailer',
      createMailer({
        smtpUrl: app.config.smtpUrl,
        from: app.config.mailFrom,
        dataDir: app.config.dataDir,
        logger: app.log,
      }),
    );
  },
  { name: 'mailer' },
);
