import { formatMoney, nextGivingDate } from '@halo/domain';
import { Badge, Button, LoadingState } from '@halo/ui';
import { Trans } from 'halo_shared/i18n';
import { Link } from 'halo_shared/router';
import {
  SelfServicePaymentMethodsDocument,
  SelfServiceRecurringGivingsDocument,
} from '@halo/shared/graphql/portal-self-service';
import { useState } from 'react';
import { useGraphqlQuery } from '../layout/useGraphqlQuery';
import { RevokeEmailLinksButton } from '../manageLink/RevokeEmailLinksButton';
import { failureCode, failureFieldErrors } from '../self-service-parts/apiFailure';
import { cardBrandName } from '../self-service-parts/cardBrand';
import { ConfirmModal } from '../self-service-parts/ConfirmModal';
import { EditRecurringGiftModal } from './EditRecurringGiftModal';
import { formatDisplayDate } from '../self-service-parts/formatCalendarDate';
import { PauseUntilRecurringGiftModal } from './PauseUntilRecurringGiftModal';
import type { RecurringGift } from './recurringGiftForm';
import { ResumeRecurringGiftModal } from './ResumeRecurringGiftModal';
import {
  pauseRecurringGift,
  removeRecurringGift,
  resumeRecurringGift,
  skipRecurringGift,
} from '../self-service-parts/selfServiceApi';
import { Notice, SelfServiceScreen } from '../self-service-parts/SelfServiceScreen';
import { remoteData } from '../self-service-parts/remoteData';
import { useSelfService } from '../self-service-parts/useSelfService';

type Dialog = {
  kind: 'edit' | 'pause' | 'pauseUntil' | 'skip' | 'resume' | 'delete';
  gift: RecurringGift;
} | null;
type Outcome = { tone: 'success' | 'error'; text: string; takeFocus?: boolean } | null;

/** The gift's amount before any covered fee: the sum of what each fund receives from the donor. */
const giftAmount = (gift: RecurringGift) =>
  gift.fundAccounts.reduce((sum, fund) => sum + fund.pivot.amount, 0);

/** Spec §2 "Recurring gifts: list, update, pause, resume, delete" at /recurring-gifts. */
export function RecurringGiftsScreen() {
  const { t, formatLocale, currency, organizationPrefixedId } = useSelfService();
  const skip = !organizationPrefixedId;
  // No page size: a donor has a handful of recurring gifts, and the screen shows them all.
  const giftsQuery = useGraphqlQuery(
    SelfServiceRecurringGivingsDocument,
    { organizationPrefixedId: organizationPrefixedId ?? '', filters: null },
    { skip },
  );
  const gifts = {
    state: remoteData(giftsQuery.state, (data) => data.donorRecurringGivings.items),
    reload: giftsQuery.reload,
    update: (change: (items: RecurringGift[]) => RecurringGift[]) =>
      giftsQuery.update((data) => ({
        ...data,
        donorRecurringGivings: {
          ...data.donorRecurringGivings,
          items: change(data.donorRecurringGivings.items),
        },
      })),
  };
  // The edit dialog's card choice; loaded with the list so the dialog opens ready.
  const cardsQuery = useGraphqlQuery(
    SelfServicePaymentMethodsDocument,
    { organizationPrefixedId: organizationPrefixedId ?? '' },
    { skip },
  );
  const cards = {
    state: remoteData(cardsQuery.state, (data) => data.donorPaymentMethods),
    reload: cardsQuery.reload,
  };
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busy, setBusy] = useState(false);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const money = (cents: number) => formatMoney(cents, currency, formatLocale);
  const date = (value: string) => formatDisplayDate(value, formatLocale);
  const giftLabel = (gift: RecurringGift) =>
    t('recurringGifts.giftTitle', {
      amount: money(giftAmount(gift)),
      frequency: t(`frequency.${gift.schedule.type}`),
    });

  const replace = (saved: RecurringGift) =>
    gifts.update((items) => items.map((item) => (item.prefixedId === saved.prefixedId ? saved : item)));

  const open = (kind: NonNullable<Dialog>['kind'], gift: RecurringGift) => {
    setOutcome(null);
    setDialogError(null);
    setDialog({ kind, gift });
  };

  /** Runs a confirmed action; a gift that no longer exists refreshes the list. */
  async function run(action: () => Promise<string>, { takeFocus = false } = {}) {
    setBusy(true);
    setDialogError(null);
    try {
      const text = await action();
      setDialog(null);
      setOutcome({ tone: 'success', text, takeFocus });
    } catch (error) {
      if (failureCode(error) === 'NOT_FOUND') {
        setDialog(null);
        setOutcome({ tone: 'error', text: t('recurringGifts.notFound'), takeFocus: true });
        void gifts.reload();
      } else {
        // A refusal of this gift (a skip past its end date) says why in the donor's language.
        setDialogError(failureFieldErrors(error).prefixedId ?? t('common.somethingWentWrong'));
      }
    } finally {
      setBusy(false);
    }
  }

  const orgId = organizationPrefixedId ?? '';
  /** The skip dialog's dates: the next gift, and the one after it on the gift's schedule. */
  const skipDates = (gift: RecurringGift) =>
    gift.nextOccurrence
      ? {
          skipped: date(gift.nextOccurrence),
          next: date(nextGivingDate(gift.nextOccurrence, gift.schedule.type)),
        }
      : null;

  return (
    <SelfServiceScreen title={t('recurringGifts.title')}>
      <p>{t('recurringGifts.intro')}</p>
      {outcome ? (
        <Notice tone={outcome.tone} takeFocus={outcome.takeFocus}>
          {outcome.text}
        </Notice>
      ) : null}
      {gifts.state.status === 'loading' ? (
        <LoadingState label={t('common.loading')} shape="cards" count={2} />
      ) : null}
      {gifts.state.status === 'error' ? (
        <div className="self-service__actions">
          <Notice tone="error">{t('recurringGifts.loadFailed')}</Notice>
          <Button variant="secondary" onClick={() => void gifts.reload()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : null}
      {gifts.state.status === 'ready' && gifts.state.data.length === 0 ? (
        <p>
          {t('recurringGifts.empty')}{' '}
          <Trans t={t} i18nKey="recurringGifts.startOne" components={[<Link key="give" to="/" />]} />
        </p>
      ) : null}
      {gifts.state.status === 'ready' && gifts.state.data.length > 0 ? (
        <ul className="self-service__list" aria-label={t('recurringGifts.listLabel')}>
          {gifts.state.data.map((gift) => {
            const label = giftLabel(gift);
            const paused = gift.status === 'paused';
            return (
              <li key={gift.prefixedId} className="self-service__card">
                <div className="self-service__card-head">
                  <h2>{label}</h2>
                  <Badge tone={paused ? 'warning' : 'success'}>
                    {paused ? t('recurringGifts.paused') : t('recurringGifts.active')}
                  </Badge>
                </div>
                {paused && gift.pausedUntil ? (
                  <p className="self-service__note">
                    {t('recurringGifts.pausedUntil', { date: date(gift.pausedUntil) })}
                  </p>
                ) : null}
                {gift.endDate ? (
                  <p className="self-service__note">
                    {t('recurringGifts.endsOn', { date: date(gift.endDate) })}
                  </p>
                ) : null}
                {gift.lastChargeAttemptFailed ? (
                  <Notice tone="warning">{t('recurringGifts.lastAttemptFailed')}</Notice>
                ) : null}
                <dl className="self-service__details">
                  <dt>{t('recurringGifts.nextOccurrence')}</dt>
                  <dd>
                    {gift.nextOccurrence
                      ? date(gift.nextOccurrence)
                      : paused
                        ? t('recurringGifts.notScheduled')
                        : t('recurringGifts.none')}
                  </dd>
                  <dt>{t('recurringGifts.lastOccurrence')}</dt>
                  <dd>{gift.lastOccurrence ? date(gift.lastOccurrence) : t('recurringGifts.none')}</dd>
                  <dt>{t('recurringGifts.charged')}</dt>
                  <dd>{money(gift.computedAmount)}</dd>
                  <dt>{t('recurringGifts.fee')}</dt>
                  <dd>
                    {gift.isFeeCovered
                      ? t('recurringGifts.feeCovered', { fee: money(gift.computedFee) })
                      : t('recurringGifts.feeNotCovered', { fee: money(gift.computedFee) })}
                  </dd>
                  <dt>{t('recurringGifts.funds')}</dt>
                  <dd>
                    {gift.fundAccounts
                      .map((fund) =>
                        t('recurringGifts.fundAmount', { fund: fund.name, amount: money(fund.pivot.amount) }),
                      )
                      .join(', ')}
                  </dd>
                  <dt>{t('recurringGifts.card')}</dt>
                  <dd>
                    {gift.paymentMethod
                      ? `${t('common.cardLabel', {
                          brand: cardBrandName(gift.paymentMethod.type),
                          lastFour: gift.paymentMethod.lastFour,
                        })} · ${t('common.cardExpires', { expiration: gift.paymentMethod.expiration })}`
                      : t('recurringGifts.noCard')}
                  </dd>
                  {gift.memo ? (
                    <>
                      <dt>{t('recurringGifts.memo')}</dt>
                      <dd>{gift.memo}</dd>
                    </>
                  ) : null}
                </dl>
                <div className="self-service__actions">
                  <Button
                    variant="secondary"
                    aria-label={t('recurringGifts.editLabel', { gift: label })}
                    onClick={() => open('edit', gift)}
                  >
                    {t('common.edit')}
                  </Button>
                  {/* The same change in the public giving form (its update mode, 'Update Now'). The form
                      has one fund, so a gift split across funds is changed only in the dialog above,
                      never silently merged into one fund. */}
                  {gift.fundAccounts.length === 1 ? (
                    <Link
                      to={`/?recurring=${encodeURIComponent(gift.prefixedId)}`}
                      className="halo-button halo-button--secondary"
                      aria-label={t('recurringGifts.changeInFormLabel', { gift: label })}
                    >
                      {t('recurringGifts.changeInForm')}
                    </Link>
                  ) : null}
                  {paused ? (
                    <Button
                      variant="secondary"
                      aria-label={t('recurringGifts.resumeLabel', { gift: label })}
                      onClick={() => open('resume', gift)}
                    >
                      {t('recurringGifts.resume')}
                    </Button>
                  ) : (
                    <>
                      {gift.nextOccurrence ? (
                        <Button
                          variant="secondary"
                          aria-label={t('recurringGifts.skipLabel', { gift: label })}
                          onClick={() => open('skip', gift)}
                        >
                          {t('recurringGifts.skip')}
                        </Button>
                      ) : null}
                      <Button
                        variant="secondary"
                        aria-label={t('recurringGifts.pauseLabel', { gift: label })}
                        onClick={() => open('pause', gift)}
                      >
                        {t('recurringGifts.pause')}
                      </Button>
                      <Button
                        variant="secondary"
                        aria-label={t('recurringGifts.pauseUntilLabel', { gift: label })}
                        onClick={() => open('pauseUntil', gift)}
                      >
                        {t('recurringGifts.pauseUntil')}
                      </Button>
                    </>
                  )}
                  <RevokeEmailLinksButton
                    prefixedId={gift.prefixedId}
                    giftLabel={label}
                    onDone={(text) => setOutcome({ tone: 'success', text, takeFocus: true })}
                  />
                  <Button
                    variant="secondary"
                    aria-label={t('recurringGifts.deleteLabel', { gift: label })}
                    onClick={() => open('delete', gift)}
                  >
                    {t('common.delete')}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}

      {dialog?.kind === 'edit' ? (
        <EditRecurringGiftModal
          gift={dialog.gift}
          savedCards={cards.state}
          onClose={() => setDialog(null)}
          onSaved={(saved) => {
            replace(saved);
            setDialog(null);
            setOutcome({ tone: 'success', text: t('recurringGifts.updated') });
          }}
        />
      ) : null}
      {dialog?.kind === 'resume' ? (
        <ResumeRecurringGiftModal
          gift={dialog.gift}
          giftLabel={giftLabel(dialog.gift)}
          onClose={() => setDialog(null)}
          onResume={async (startDate) => {
            try {
              const resumed = await resumeRecurringGift(dialog.gift.prefixedId, orgId, startDate);
              replace(resumed);
              setDialog(null);
              setOutcome({
                tone: 'success',
                text: t('recurringGifts.resumedDone', {
                  date: resumed.nextOccurrence ? date(resumed.nextOccurrence) : '—',
                }),
              });
            } catch (error) {
              if (failureCode(error) === 'NOT_FOUND') {
                setDialog(null);
                setOutcome({ tone: 'error', text: t('recurringGifts.notFound') });
                void gifts.reload();
                return;
              }
              throw new Error(t('common.somethingWentWrong'));
            }
          }}
        />
      ) : null}
      {dialog?.kind === 'pauseUntil' ? (
        <PauseUntilRecurringGiftModal
          gift={dialog.gift}
          giftLabel={giftLabel(dialog.gift)}
          onClose={() => setDialog(null)}
          onPause={async (until) => {
            try {
              replace(await pauseRecurringGift(dialog.gift.prefixedId, orgId, until));
            } catch (error) {
              if (failureCode(error) !== 'NOT_FOUND') throw error;
              setDialog(null);
              setOutcome({ tone: 'error', text: t('recurringGifts.notFound'), takeFocus: true });
              void gifts.reload();
              return;
            }
            setDialog(null);
            setOutcome({ tone: 'success', text: t('recurringGifts.pausedUntilDone', { date: date(until) }) });
          }}
        />
      ) : null}
      <ConfirmModal
        open={dialog?.kind === 'skip'}
        title={t('recurringGifts.skipTitle')}
        confirmLabel={t('recurringGifts.skipConfirm')}
        cancelLabel={t('common.cancel')}
        busy={busy}
        error={dialogError}
        onClose={() => setDialog(null)}
        onConfirm={() =>
          dialog &&
          void run(async () => {
            const skipped = dialog.gift.nextOccurrence;
            const saved = await skipRecurringGift(dialog.gift.prefixedId, orgId);
            replace(saved);
            return t('recurringGifts.skippedDone', {
              skipped: skipped ? date(skipped) : '—',
              next: saved.nextOccurrence ? date(saved.nextOccurrence) : '—',
            });
          })
        }
      >
        <p>{dialog?.kind === 'skip' ? t('recurringGifts.skipText', skipDates(dialog.gift) ?? {}) : null}</p>
      </ConfirmModal>
      <ConfirmModal
        open={dialog?.kind === 'pause'}
        title={t('recurringGifts.pauseTitle')}
        confirmLabel={t('recurringGifts.pauseConfirm')}
        cancelLabel={t('common.cancel')}
        busy={busy}
        error={dialogError}
        onClose={() => setDialog(null)}
        onConfirm={() =>
          dialog &&
          void run(async () => {
            replace(await pauseRecurringGift(dialog.gift.prefixedId, orgId));
            return t('recurringGifts.pausedDone');
          })
        }
      >
        <p>
          {dialog?.kind === 'pause' ? t('recurringGifts.pauseText', { gift: giftLabel(dialog.gift) }) : null}
        </p>
      </ConfirmModal>
      <ConfirmModal
        open={dialog?.kind === 'delete'}
        title={t('recurringGifts.deleteTitle')}
        confirmLabel={t('recurringGifts.deleteConfirm')}
        cancelLabel={t('common.cancel')}
        busy={busy}
        error={dialogError}
        onClose={() => setDialog(null)}
        onConfirm={() =>
          dialog &&
          void run(
            async () => {
              const { prefixedId } = dialog.gift;
              await removeRecurringGift(prefixedId, orgId);
              gifts.update((items) => items.filter((item) => item.prefixedId !== prefixedId));
              // A card's "used by" count changed.
              void cards.reload();
              return t('recurringGifts.deletedDone');
            },
            { takeFocus: true },
          )
        }
      >
        <p>
          {dialog?.kind === 'delete'
            ? t('recurringGifts.deleteText', { gift: giftLabel(dialog.gift) })
            : null}
        </p>
      </ConfirmModal>
    </SelfServiceScreen>
  );
}
