import { formatMoney } from '@halo/domain';
import { AdminPaymentsDocument } from '@halo/shared/graphql/admin-payments';
import { AdminMovedGiftsChargedAgainDocument } from '@halo/shared/graphql/admin-recurring-move';
import { useGraphqlQuery } from 'halo_shared/api';
import { useTranslation } from 'halo_shared/i18n';
import { formatConsoleTime } from '../layout/consoleTime';
import { QueryFailure } from '../layout/QueryFailure';
import { useChurch } from '../layout/useChurch';
import { RECURRING_MOVE_NAMESPACE } from './recurringMoveMessages';

type OurState = 'paused' | 'active' | 'ended';

const ourState = (status: string): OurState =>
  status === 'paused' || status === 'active' ? status : 'ended';

/**
 * The console's flag for moved gifts the old platform charged again (docs/PRODUCT.md §17 "If the old
 * platform charges again"): at the top of Import, for holders of 'manage-giving', only when Stripe
 * told of one. Each gift names its donor, amount, the old subscription to stop (a link to it in the
 * church's Stripe Dashboard) and what became of our gift; then what to do. The giving
 * administrators' email says the same once; this stays until the treasurer has seen to it.
 */
export function MovedGiftsChargedAgain() {
  const { t } = useTranslation(RECURRING_MOVE_NAMESPACE);
  const { organizationPrefixedId, currency, timeZone, formattingLocale } = useChurch();
  const skip = { skip: !organizationPrefixedId };
  const { state, reload } = useGraphqlQuery(
    AdminMovedGiftsChargedAgainDocument,
    { organizationPrefixedId },
    skip,
  );
  const payments = useGraphqlQuery(AdminPaymentsDocument, { organizationPrefixedId }, skip).state.data;
  if (state.status === 'error') return <QueryFailure onRetry={reload} />;
  const gifts = state.data?.adminMovedGiftsChargedAgain ?? [];
  if (gifts.length === 0) return null;
  // A test-mode account's objects live under the Dashboard's /test.
  const dashboard = `https://dashboard.stripe.com${payments?.adminPayments.isTest ? '/test' : ''}`;

  return (
    <section className="admin-panel admin-import__charged" aria-labelledby="admin-charged-again-title">
      <h2 id="admin-charged-again-title" className="halo-heading">
        {t('chargedAgain.title')}
      </h2>
      <p>{t('chargedAgain.intro', { count: gifts.length })}</p>
      <ul className="admin-import__charged-gifts" aria-label={t('chargedAgain.gifts')}>
        {gifts.map((gift) => (
          <li key={gift.prefixedId}>
            <p>
              <strong>{gift.donor.name}</strong> &lt;{gift.donor.email}&gt;:{' '}
              {formatMoney(gift.amount, currency, formattingLocale)}, {t(`schedules.${gift.scheduleType}`)}
            </p>
            <dl className="admin-import__charged-facts">
              <dt>{t('chargedAgain.oldSubscription')}</dt>
              <dd>
                <a href={`${dashboard}/subscriptions/${encodeURIComponent(gift.oldSubscriptionId)}`}>
                  {t('chargedAgain.openInStripe', { subscription: gift.oldSubscriptionId })}
                </a>
              </dd>
              <dt>{t('chargedAgain.told')}</dt>
              <dd>{formatConsoleTime(gift.chargedAgainAt, formattingLocale, timeZone)}</dd>
              <dt>{t('chargedAgain.ours')}</dt>
              <dd>{t(`chargedAgain.${ourState(gift.status)}`)}</dd>
            </dl>
          </li>
        ))}
      </ul>
      <h3 className="halo-heading">{t('chargedAgain.whatToDo')}</h3>
      <ol className="admin-import__charged-steps">
        <li>{t('chargedAgain.stepStop')}</li>
        <li>{t('chargedAgain.stepResume')}</li>
      </ol>
    </section>
  );
}
