// An emailed link and its email, written together: the token row and the outbox message share one
// transaction, so a link that exists is always on its way, and a failed send is retried.
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../db/schema';
import type { MailMessage } from '../../mail/mailer';
import { enqueueMail } from '../../mail/outbox';
import type { TokenPurpose } from './emailedTokens';

export async function mailToken(
  app: FastifyInstance,
  user: UserRow,
  purpose: TokenPurpose,
  message: (token: string) => MailMessage,
): Promise<void> {
  await app.db.transaction(async (tx) => {
    const token = await app.accounts.issueToken(user, purpose, app.clock(), tx);
    await enqueueMail(tx, message(token), user.organizationId);
  });
}
