import { Popover } from '@halo/ui';
import { RecentActivityDocument } from '@halo/shared/graphql/portal-dashboard';
import { useGraphqlQuery } from 'halo_shared/api';
import { useTranslation } from 'halo_shared/i18n';
import { Link } from 'halo_shared/router';
import { selectFormattingLocale, useHalo } from 'halo_shared/store';
import { useState } from 'react';
import { PORTAL_NAMESPACE } from '../portalMessages';
import { formatActivityTime, formatAmount } from './activityFormat';
import { QueryStatus } from './QueryStatus';
import { useDonorEvents } from './useDonorEvents';

function BellIcon() {
  return (
    <svg
      aria-hidden="true"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
      <path d="M13.73 21a2 2 0 0 1-3.46 0" />
    </svg>
  );
}

/**
 * The header's notifications (docs/PRODUCT.md §2): a button whose panel lists the donor's recent activity,
 * loaded when first opened and again on each opening. Live events count as new until the
 * panel is opened, and refresh an open list.
 */
export function Notifications() {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const formatLocale = useHalo(selectFormattingLocale);
  const organization = useHalo((state) => state.organization);
  const [opened, setOpened] = useState(0);
  const [unread, setUnread] = useState(0);
  const { state, reload } = useGraphqlQuery(
    RecentActivityDocument,
    { organizationPrefixedId: organization?.prefixedId ?? '' },
    { skip: opened === 0 || !organization },
  );
  useDonorEvents(() => {
    setUnread((count) => count + 1);
    if (opened > 0) reload();
  });
  const currency = organization?.onlineGiving.currency ?? 'USD';
  return (
    <Popover
      className="portal-notifications"
      buttonClassName="portal-icon-button"
      trigger={
        <>
          <BellIcon />
          {unread > 0 ? (
            <span className="portal-notifications__count" aria-hidden="true">
              {unread}
            </span>
          ) : null}
        </>
      }
      buttonLabel={
        unread > 0
          ? t('layout.notifications.buttonUnread', { count: unread })
          : t('layout.notifications.button')
      }
      onOpen={() => {
        setUnread(0);
        setOpened((count) => count + 1);
        if (opened > 0) reload();
      }}
    >
      {(close) => (
        // A named group, not a region: the dashboard already has a "Recent activity" landmark, and a
        // second one of the same name in the header's panel makes landmarks indistinguishable.
        <div role="group" aria-labelledby="portal-notifications-title" aria-busy={state.status === 'loading'}>
          <h2 id="portal-notifications-title" className="portal-popover-title">
            {t('layout.notifications.title')}
          </h2>
          <QueryStatus state={state} onRetry={reload} />
          {state.data ? (
            state.data.RecentActivity.length === 0 ? (
              <p className="portal-muted">{t('layout.notifications.empty')}</p>
            ) : (
              <ul className="portal-notification-list">
                {state.data.RecentActivity.map((item, index) => (
                  <li key={`${item.date}-${index}`}>
                    <span>{item.description}</span>
                    <span className="portal-muted">
                      {formatActivityTime(item.date, formatLocale)}
                      {item.amount !== null ? ` · ${formatAmount(item.amount, currency, formatLocale)}` : ''}
                    </span>
                  </li>
                ))}
              </ul>
            )
          ) : null}
          <Link to="/transactions" onClick={close}>
            {t('layout.notifications.viewAll')}
          </Link>
        </div>
      )}
    </Popover>
  );
}
