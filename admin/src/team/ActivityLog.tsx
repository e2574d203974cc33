import { Button } from '@halo/ui';
import { useApiClient, useGraphqlQuery } from 'halo_shared/api';
import { AdminActivityDocument, type AdminActivityQuery } from '@halo/shared/graphql/admin-team';
import { useTranslation } from 'halo_shared/i18n';
import { useEffect, useState } from 'react';
import { LoadingSkeleton, QueryFailure } from '../layout/QueryFailure';
import { useChurch } from '../layout/useChurch';
import { formatConsoleTime } from '../layout/consoleTime';
import { TEAM_NAMESPACE } from './teamMessages';

type ActivityEntry = AdminActivityQuery['adminActivity']['items'][number];

const PAGE_SIZE = 50;

const entryId = (entry: ActivityEntry) => `admin-activity-${entry.prefixedId}`;

/**
 * What administrators changed, newest first, a page at a time ("Load more" asks for the entries
 * before the last one shown). `version` grows with each team change so the log shows it at once.
 */
export function ActivityLog({ version }: { version: number }) {
  const { graphql } = useApiClient();
  const { t } = useTranslation(TEAM_NAMESPACE);
  const { organizationPrefixedId, timeZone, formattingLocale } = useChurch();
  const { state, reload } = useGraphqlQuery(
    AdminActivityDocument,
    { organizationPrefixedId, before: null, first: PAGE_SIZE },
    { skip: !organizationPrefixedId },
  );
  useEffect(() => {
    if (version > 0) reload();
  }, [version, reload]);
  // Pages loaded after the first, for the first page they follow.
  const [more, setMore] = useState<{
    after: string | null;
    items: ActivityEntry[];
    nextCursor: string | null;
  }>({
    after: null,
    items: [],
    nextCursor: null,
  });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState(false);
  // After "Load more", focus goes to the first entry it brought (the button may be gone).
  const [focusEntry, setFocusEntry] = useState<{ id: string } | null>(null);
  useEffect(() => {
    if (focusEntry) document.getElementById(focusEntry.id)?.focus();
  }, [focusEntry]);

  if (state.status === 'error' && !state.data) return <QueryFailure onRetry={reload} />;
  if (!state.data) return <LoadingSkeleton />;
  const first = state.data.adminActivity;
  const continues = more.after !== null && more.after === first.nextCursor;
  const items = continues ? [...first.items, ...more.items] : first.items;
  const nextCursor = continues ? more.nextCursor : first.nextCursor;

  async function loadMore() {
    if (!nextCursor) return;
    setBusy(true);
    setError(false);
    try {
      const answer = await graphql(AdminActivityDocument, {
        organizationPrefixedId,
        before: nextCursor,
        first: PAGE_SIZE,
      });
      setMore({
        after: first.nextCursor,
        items: [...(continues ? more.items : []), ...answer.adminActivity.items],
        nextCursor: answer.adminActivity.nextCursor,
      });
      const firstNew = answer.adminActivity.items[0];
      if (firstNew) setFocusEntry({ id: entryId(firstNew) });
    } catch {
      setError(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="admin-panel" aria-labelledby="admin-team-activity">
      <h2 id="admin-team-activity">{t('activity')}</h2>
      {items.length === 0 ? (
        <p className="admin-muted">{t('activityNone')}</p>
      ) : (
        <ol className="admin-list admin-team__activity">
          {items.map((entry) => (
            <li key={entry.prefixedId} id={entryId(entry)} tabIndex={-1}>
              <time dateTime={entry.occurredAt}>
                {formatConsoleTime(entry.occurredAt, formattingLocale, timeZone)}
              </time>{' '}
              <strong>{t(`actions.${entry.action}`, { defaultValue: entry.action })}</strong>
              <span className="admin-muted">
                {' '}
                {/* The CLI's actor already says "halo CLI"; Stripe's dashboard has no administrator of ours. */}
                {entry.source === 'cli'
                  ? entry.actor
                  : entry.source === 'stripe'
                    ? t('sources.stripe')
                    : t('activityBy', {
                        actor: entry.actor,
                        source: t(`sources.${entry.source}`, { defaultValue: entry.source }),
                      })}
              </span>
            </li>
          ))}
        </ol>
      )}
      {error ? (
        <p role="alert" className="admin-error">
          {t('failed')}
        </p>
      ) : null}
      {nextCursor ? (
        <Button variant="secondary" disabled={busy} onClick={() => void loadMore()}>
          {t('loadMore')}
        </Button>
      ) : null}
    </section>
  );
}
