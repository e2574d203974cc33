import { Button } from '@halo/ui';
import { useApiClient, useGraphqlQuery } from 'halo_shared/api';
import {
  AdminWebhookDeliveriesDocument,
  ResendWebhookEventDocument,
  type AdminWebhookDeliveryFieldsFragment,
} from '@halo/shared/graphql/admin-webhooks';
import { useTranslation } from 'halo_shared/i18n';
import { useState } from 'react';
import { QueryFailure } from '../layout/QueryFailure';
import { useChurch } from '../layout/useChurch';
import { refusalMessage } from '../layout/serverMessage';
import { formatConsoleTime } from '../layout/consoleTime';
import { WEBHOOKS_NAMESPACE } from './webhooksMessages';

/** How many deliveries each page of the log shows. */
const LOG_PAGE = 20;

/**
 * An endpoint's deliveries, newest first, a page at a time ("Show more deliveries"): the event, when,
 * its state, attempts and the last answer or error, each with "Resend" (the same webhook-id and body,
 * to the live endpoints that had it).
 */
export function DeliveryLog({
  endpointPrefixedId,
  canResend,
  onResent,
}: {
  endpointPrefixedId: string;
  canResend: boolean;
  onResent: (message: string) => void;
}) {
  const { t } = useTranslation(WEBHOOKS_NAMESPACE);
  const { graphql } = useApiClient();
  const { organizationPrefixedId, formattingLocale, timeZone } = useChurch();
  const { state, reload } = useGraphqlQuery(
    AdminWebhookDeliveriesDocument,
    { organizationPrefixedId, endpointPrefixedId, after: null, first: LOG_PAGE },
    { skip: !organizationPrefixedId },
  );
  const [error, setError] = useState<string | null>(null);
  const [more, setMore] = useState<{
    items: AdminWebhookDeliveryFieldsFragment[];
    nextCursor: string | null;
  } | null>(null);
  const [busy, setBusy] = useState(false);
  const when = (iso: string) => formatConsoleTime(iso, formattingLocale, timeZone);

  if (state.status === 'error' && !state.data) return <QueryFailure onRetry={reload} />;
  if (!state.data) return <p className="admin-muted">{t('logLoading')}</p>;
  const page = state.data.adminWebhookDeliveries;
  const deliveries = [...page.items, ...(more?.items ?? [])];
  const nextCursor = more ? more.nextCursor : page.nextCursor;

  async function loadMore() {
    if (!nextCursor) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await graphql(AdminWebhookDeliveriesDocument, {
        organizationPrefixedId,
        endpointPrefixedId,
        after: nextCursor,
        first: LOG_PAGE,
      });
      setMore({
        items: [...(more?.items ?? []), ...answer.adminWebhookDeliveries.items],
        nextCursor: answer.adminWebhookDeliveries.nextCursor,
      });
    } catch (failure) {
      setError(refusalMessage(failure) ?? t('failed'));
    } finally {
      setBusy(false);
    }
  }

  async function resend(delivery: AdminWebhookDeliveryFieldsFragment) {
    setError(null);
    try {
      await graphql(ResendWebhookEventDocument, { organizationPrefixedId, eventId: delivery.eventId });
      onResent(t('resent', { type: delivery.type }));
      // A resent event is queued anew, so it moves to the top: the log starts again from its first page.
      setMore(null);
      reload();
    } catch (failure) {
      setError(refusalMessage(failure) ?? t('failed'));
    }
  }

  return (
    <div>
      <h3>{t('logTitle')}</h3>
      {error ? (
        <p role="alert" className="admin-error">
          {error}
        </p>
      ) : null}
      {deliveries.length === 0 ? (
        <p className="admin-muted">{t('logNone')}</p>
      ) : (
        <ul className="admin-webhooks__log">
          {deliveries.map((delivery) => (
            <li key={delivery.eventId}>
              <p>
                <code>{delivery.type}</code>, {when(delivery.createdAt)}:{' '}
                <strong>{t(`states.${delivery.state}`)}</strong>
              </p>
              <p>
                {t('attempts', { count: delivery.attempts })} ·{' '}
                {delivery.lastResponseCode === null
                  ? t('noAnswer')
                  : t('answer', { code: delivery.lastResponseCode })}
                {delivery.nextAttemptAt
                  ? ` · ${t('nextAttempt', { when: when(delivery.nextAttemptAt) })}`
                  : ''}
              </p>
              {delivery.lastError ? <p>{t('error', { error: delivery.lastError })}</p> : null}
              {canResend ? (
                <div>
                  <Button
                    variant="secondary"
                    aria-label={t('resendOf', { type: delivery.type, when: when(delivery.createdAt) })}
                    onClick={() => void resend(delivery)}
                  >
                    {t('resend')}
                  </Button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {nextCursor ? (
        <div>
          <Button variant="secondary" disabled={busy} onClick={() => void loadMore()}>
            {t('moreDeliveries')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
