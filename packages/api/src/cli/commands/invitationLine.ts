import type { CliContext, CliOutput } from '../cliCommand';

/** Said once the outbox has been worked: sent, or left for the server to retry (SMTP down). */
export const invitationLine =
  (context: CliContext, email: string): CliOutput =>
  (afterMail) =>
    context.say(afterMail.failed > 0 ? 'invitationQueued' : 'invitationSent', { email });
