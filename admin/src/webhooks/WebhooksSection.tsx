import {
  AdminWebhooksDocument,
  type AdminWebhookEndpointFieldsFragment,
} from '@halo/shared/graphql/admin-webhooks';
import { Button } from '@halo/ui';
import { useGraphqlQuery } from 'halo_shared/api';
import { useTranslation } from 'halo_shared/i18n';
import { ShownOnceSecret } from '../layout/ShownOnceSecret';
import { useEffect, useState } from 'react';
import { LoadingSkeleton, QueryFailure } from '../layout/QueryFailure';
import { useChurch } from '../layout/useChurch';
import { AddEndpointForm, type AddedEndpoint } from './AddEndpointForm';
import { DeliveryLog } from './DeliveryLog';
import { RemoveEndpointDialog } from './RemoveEndpointDialog';
import { formatConsoleTime } from '../layout/consoleTime';
import { webhooksCss } from './webhooksCss';
import { WEBHOOKS_NAMESPACE } from './webhooksMessages';

const LIST_HEADING = 'admin-webhooks-list';

/**
 * The church's webhook endpoints (docs/PRODUCT.md §12), each with its events, when it was added,
 * whether it still receives events, how its last delivery fared and its delivery log with "Resend";
 * "Add endpoint" shows the new signing secret once; "Remove" asks first. Every change is said in a
 * live region; focus goes to the secret after adding and to the list after removing.
 */
export function WebhooksSection() {
  const { t } = useTranslation(WEBHOOKS_NAMESPACE);
  const { organizationPrefixedId, formattingLocale, timeZone } = useChurch();
  const { state, reload } = useGraphqlQuery(
    AdminWebhooksDocument,
    { organizationPrefixedId },
    { skip: !organizationPrefixedId },
  );
  const [announcement, setAnnouncement] = useState('');
  const [added, setAdded] = useState<AddedEndpoint | null>(null);
  const [removing, setRemoving] = useState<AdminWebhookEndpointFieldsFragment | null>(null);
  const [openLogs, setOpenLogs] = useState<string[]>([]);
  const [focusList, setFocusList] = useState(0);
  useEffect(() => {
    if (focusList) document.getElementById(LIST_HEADING)?.focus();
  }, [focusList]);

  if (state.status === 'error' && !state.data) return <QueryFailure onRetry={reload} />;
  if (!state.data) return <LoadingSkeleton />;
  const { endpoints, eventTypes, maxEndpoints } = state.data.adminWebhooks;
  const when = (iso: string) => formatConsoleTime(iso, formattingLocale, timeZone);
  const toggleLog = (id: string) =>
    setOpenLogs((open) => (open.includes(id) ? open.filter((each) => each !== id) : [...open, id]));

  return (
    <div className="admin-webhooks">
      <style href="halo-admin-webhooks" precedence="default">
        {webhooksCss}
      </style>
      <p role="status" className="halo-visually-hidden">
        {announcement}
      </p>
      <p>{t('intro')}</p>
      {added ? (
        <ShownOnceSecret
          headingId="admin-webhooks-secret"
          value={added.secret}
          texts={{
            title: t('secretTitle'),
            once: t('secretOnce'),
            label: t('secretFor', { url: added.endpoint.url }),
            copy: t('copy'),
            copied: t('copied'),
            copyFallback: t('copyFallback'),
            done: t('done'),
          }}
          onDone={() => {
            setAdded(null);
            setFocusList((count) => count + 1);
          }}
        />
      ) : null}
      <section className="admin-panel" aria-labelledby={LIST_HEADING}>
        <h2 id={LIST_HEADING} tabIndex={-1}>
          {t('list')}
        </h2>
        {endpoints.length === 0 ? (
          <p className="admin-muted">{t('none')}</p>
        ) : (
          <ul className="admin-list">
            {endpoints.map((endpoint) => {
              const logId = `admin-webhook-log-${endpoint.prefixedId}`;
              const logOpen = openLogs.includes(endpoint.prefixedId);
              const last = endpoint.lastDelivery;
              return (
                <li key={endpoint.prefixedId} className="admin-webhooks__endpoint">
                  <p>
                    <strong>{endpoint.url}</strong>
                  </p>
                  <p>
                    {endpoint.removedAt ? t('removedOn', { when: when(endpoint.removedAt) }) : t('active')} ·{' '}
                    {t('added', { when: when(endpoint.createdAt) })}
                  </p>
                  <p>
                    {t('events')}: {endpoint.events.join(', ')}
                  </p>
                  <p>
                    {last
                      ? t('last', { type: last.type, state: t(`states.${last.state}`) }) +
                        ` (${when(last.createdAt)})`
                      : t('lastNone')}{' '}
                    · {t('counts', { waiting: endpoint.waiting, failed: endpoint.failed })}
                  </p>
                  <div className="admin-webhooks__actions">
                    <Button
                      variant="secondary"
                      aria-expanded={logOpen}
                      aria-controls={logId}
                      aria-label={t('showLogOf', { url: endpoint.url })}
                      onClick={() => toggleLog(endpoint.prefixedId)}
                    >
                      {t('showLog')}
                    </Button>
                    {endpoint.removedAt ? null : (
                      <Button
                        variant="secondary"
                        aria-label={t('removeOf', { url: endpoint.url })}
                        onClick={() => setRemoving(endpoint)}
                      >
                        {t('remove')}
                      </Button>
                    )}
                  </div>
                  <div id={logId} hidden={!logOpen}>
                    {logOpen ? (
                      <DeliveryLog
                        endpointPrefixedId={endpoint.prefixedId}
                        canResend={!endpoint.removedAt}
                        onResent={(message) => {
                          setAnnouncement(message);
                          reload();
                        }}
                      />
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <AddEndpointForm
        organizationPrefixedId={organizationPrefixedId}
        eventTypes={eventTypes}
        maxEndpoints={maxEndpoints}
        onAdded={(endpoint) => {
          setAdded(endpoint);
          setAnnouncement(t('addedMessage', { url: endpoint.endpoint.url }));
          reload();
        }}
      />
      {removing ? (
        <RemoveEndpointDialog
          organizationPrefixedId={organizationPrefixedId}
          endpoint={removing}
          onClose={() => setRemoving(null)}
          onRemoved={(removed) => {
            setAnnouncement(t('removedMessage', { url: removed.url }));
            setRemoving(null);
            reload();
            setFocusList((count) => count + 1);
          }}
        />
      ) : null}
    </div>
  );
}
