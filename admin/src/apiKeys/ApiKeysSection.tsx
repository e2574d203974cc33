import { apiKeyAbilitiesOf } from '@halo/domain';
import { AdminApiKeysDocument, type AdminApiKeyFieldsFragment } from '@halo/shared/graphql/admin-api-keys';
import { Button } from '@halo/ui';
import { useGraphqlQuery } from 'halo_shared/api';
import { useTranslation } from 'halo_shared/i18n';
import { ShownOnceSecret } from '../layout/ShownOnceSecret';
import { readRuntimeConfig } from 'halo_shared/runtimeConfig';
import { useHalo } from 'halo_shared/store';
import { useEffect, useState } from 'react';
import { LoadingSkeleton, QueryFailure } from '../layout/QueryFailure';
import { useChurch } from '../layout/useChurch';
import { CreateApiKeyForm, type CreatedApiKey } from './CreateApiKeyForm';
import { RevokeApiKeyDialog } from './RevokeApiKeyDialog';
import { formatConsoleTime } from '../layout/consoleTime';
import { apiKeysCss } from './apiKeysCss';
import { API_KEYS_NAMESPACE } from './apiKeysMessages';

const LIST_HEADING = 'admin-api-keys-list';

/**
 * The church's API keys (docs/PRODUCT.md §16), each with its name, what it may read, the start it is
 * recognised by, who made it and when, when it was last used and whether it is revoked; "Create API
 * key" shows the new key once; "Revoke" asks first. Every change is said in a live region; focus goes
 * to the new key after creating and to the list after revoking. The operations ask for the second
 * factor: the console's one challenge (SecondFactorChallenge) answers that and sends them again.
 */
export function ApiKeysSection() {
  const { t } = useTranslation(API_KEYS_NAMESPACE);
  const { organizationPrefixedId, formattingLocale, timeZone } = useChurch();
  const user = useHalo((state) => state.user);
  const { state, reload } = useGraphqlQuery(
    AdminApiKeysDocument,
    { organizationPrefixedId },
    { skip: !organizationPrefixedId },
  );
  const [announcement, setAnnouncement] = useState('');
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [revoking, setRevoking] = useState<AdminApiKeyFieldsFragment | null>(null);
  const [focusList, setFocusList] = useState(0);
  useEffect(() => {
    if (focusList) document.getElementById(LIST_HEADING)?.focus();
  }, [focusList]);

  if (state.status === 'error' && !state.data) return <QueryFailure onRetry={reload} />;
  if (!state.data) return <LoadingSkeleton />;
  const keys = state.data.adminApiKeys;
  const when = (iso: string) => formatConsoleTime(iso, formattingLocale, timeZone);
  const grantable = apiKeyAbilitiesOf(user ?? { abilities: [], isHaloAdmin: false });
  // The read API answers on the API's public origin, as the embed code's script does.
  const base = `${new URL(readRuntimeConfig().apiUrl || window.location.origin).origin}/api/v1/`;

  return (
    <div className="admin-api-keys">
      <style href="halo-admin-api-keys" precedence="default">
        {apiKeysCss}
      </style>
      <p role="status" className="halo-visually-hidden">
        {announcement}
      </p>
      <div className="admin-api-keys__intro">
        <p>{t('intro')}</p>
        <p>{t('howTo', { base })}</p>
        <p>
          <a href={`${base}openapi.json`}>{t('openApi')}</a>
        </p>
      </div>
      {created ? (
        <ShownOnceSecret
          headingId="admin-api-keys-new"
          value={created.token}
          texts={{
            title: t('keyTitle'),
            once: t('keyOnce'),
            label: t('keyFor', { name: created.apiKey.name }),
            copy: t('copy'),
            copied: t('copied'),
            copyFallback: t('copyFallback'),
            done: t('done'),
          }}
          onDone={() => {
            setCreated(null);
            setFocusList((count) => count + 1);
          }}
        />
      ) : null}
      <section className="admin-panel" aria-labelledby={LIST_HEADING}>
        <h2 id={LIST_HEADING} tabIndex={-1}>
          {t('list')}
        </h2>
        {keys.length === 0 ? (
          <p className="admin-muted">{t('none')}</p>
        ) : (
          <ul className="admin-list">
            {keys.map((key) => (
              <li key={key.prefixedId} className="admin-api-keys__key">
                <p>
                  <strong>{key.name}</strong>
                </p>
                <p>
                  {t('startsWith')} <code>{key.visiblePrefix}</code>
                </p>
                <p>
                  {t('may', {
                    abilities: key.abilities.map((ability) => t(`abilityNames.${ability}`)).join(', '),
                  })}
                </p>
                <p>
                  {key.createdBy
                    ? t('madeBy', { when: when(key.createdAt), who: key.createdBy })
                    : t('made', { when: when(key.createdAt) })}{' '}
                  · {key.lastUsedAt ? t('lastUsed', { when: when(key.lastUsedAt) }) : t('neverUsed')}
                </p>
                <p>{key.revokedAt ? t('revokedOn', { when: when(key.revokedAt) }) : t('inUse')}</p>
                {key.revokedAt ? null : (
                  <div className="admin-api-keys__actions">
                    <Button
                      variant="secondary"
                      aria-label={t('revokeOf', { name: key.name })}
                      onClick={() => setRevoking(key)}
                    >
                      {t('revoke')}
                    </Button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      <CreateApiKeyForm
        organizationPrefixedId={organizationPrefixedId}
        grantable={grantable}
        onCreated={(key) => {
          setCreated(key);
          setAnnouncement(t('createdMessage', { name: key.apiKey.name }));
          reload();
        }}
      />
      {revoking ? (
        <RevokeApiKeyDialog
          organizationPrefixedId={organizationPrefixedId}
          apiKey={revoking}
          onClose={() => setRevoking(null)}
          onRevoked={(revoked) => {
            setAnnouncement(t('revokedMessage', { name: revoked.name }));
            setRevoking(null);
            reload();
            setFocusList((count) => count + 1);
          }}
        />
      ) : null}
    </div>
  );
}
