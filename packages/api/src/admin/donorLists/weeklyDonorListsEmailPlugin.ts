// `app.weeklyDonorListsEmail`: the weekly email of the donor lists (weeklyDonorListsEmailPass.ts) at
// start-up and then on a timer, on the instances that run the recurring worker (RECURRING_WORKER=on,
// the default; tests turn it off and call `runOnce()`). It reads `app.clock()`, so CLOCK_NOW moves
// its week; the emails leave through the outbox.
import fp from 'fastify-plugin';
import { startPeriodicPass } from '../../core/periodicPass';
import { runWeeklyDonorListsEmails, type WeeklyDonorListsEmailSummary } from './weeklyDonorListsEmailPass';

/** Pause between passes: the email is due from Monday 07:00, a few minutes late is on time. */
const WEEKLY_DONOR_LISTS_EMAIL_INTERVAL_MS = 5 * 60_000;

export interface WeeklyDonorListsEmail {
  /** One pass now. Passes of one instance never overlap; those of several are kept apart by the database. */
  runOnce(): Promise<WeeklyDonorListsEmailSummary>;
}

declare module 'fastify' {
  interface FastifyInstance {
    weeklyDonorListsEmail: WeeklyDonorListsEmail;
  }
}

export default fp(
  async (app) => {
    const pass = startPeriodicPass(app, {
      run: (isClosing) => runWeeklyDonorListsEmails(app.db, app.config.publicUrl, app.clock(), isClosing),
      intervalMs: WEEKLY_DONOR_LISTS_EMAIL_INTERVAL_MS,
      describe: (summary) => (summary.emails > 0 ? 'weekly donor lists emails queued' : null),
      failure: 'weekly donor lists email pass failed',
    });
    app.decorate<WeeklyDonorListsEmail>('weeklyDonorListsEmail', pass);
  },
  {
    name: 'weekly-donor-lists-email',
    dependencies: ['db', 'graceful-shutdown', 'mailer'],
    decorators: { fastify: ['config', 'clock'] },
  },
);
