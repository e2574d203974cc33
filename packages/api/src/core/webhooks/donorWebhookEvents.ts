// donor.created: a donor record was made (a gift, registration, Google sign-in), with the person's
// names as they were given.
import type { Database } from '../../db/database';
import type { PersonRow, UserRow } from '../../db/schema';
import { emitWebhookEvent } from './webhookEvents';

export function donorWebhookData(
  user: Pick<UserRow, 'prefixedId' | 'email' | 'locale' | 'createdAt'>,
  person: Pick<PersonRow, 'firstName' | 'lastName'> | null,
) {
  return {
    id: user.prefixedId,
    email: user.email,
    first_name: person?.firstName ?? null,
    last_name: person?.lastName ?? null,
    locale: user.locale,
    created_at: user.createdAt.toISOString(),
  };
}

export async function emitDonorCreated(
  tx: Database,
  user: Pick<UserRow, 'organizationId' | 'prefixedId' | 'email' | 'locale' | 'createdAt'>,
  person: Pick<PersonRow, 'firstName' | 'lastName'>,
): Promise<void> {
  await emitWebhookEvent(tx, user.organizationId, 'donor.created', async () =>
    donorWebhookData(user, person),
  );
}
