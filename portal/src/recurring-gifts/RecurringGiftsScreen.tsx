import { useApiClient } from 'halo_shared/api';
import { formatMoney, nextGivingDate } from '@halo/domain';
import { LoadingState, RetryButton } from '@halo/ui';
import { Trans } from 'halo_shared/i18n';
import { Link } from 'halo_shared/router';
import { useState } from 'react';
import { failureCode, failureFieldErrors } from '../self-service-parts/apiFailure';
import { ConfirmModal } from '../self-service-parts/ConfirmModal';
import { formatDisplayDate } from '../self-service-parts/formatCalendarDate';
import {
  pauseRecurringGift,
  removeRecurringGift,
  resumeRecurringGift,
  skipRecurringGift,
} from '../self-service-parts/selfServiceApi';
import { Notice, SelfServiceScreen } from '../self-service-parts/SelfServiceScreen';
import { useSelfService } from '../self-service-parts/useSelfService';
import { EditRecurringGiftModal } from './EditRecurringGiftModal';
import { PauseUntilRecurringGiftModal } from './PauseUntilRecurringGiftModal';
import { RecurringGiftCard, type RecurringGiftAction } from './RecurringGiftCard';
import type { RecurringGift } from './recurringGiftForm';
import { ResumeRecurringGiftModal } from './ResumeRecurringGiftModal';
import { useRecurringGifts } from './useRecurringGifts';

type Dialog = { kind: RecurringGiftAction; gift: RecurringGift } | null;
type Outcome = { tone: 'success' | 'error'; text: string; takeFocus?: boolean } | null;

/** The gift's amount before any covered fee: the sum of what each fund receives from the donor. */
const giftAmount = (gift: RecurringGift) =>
  gift.fundAccounts.reduce((sum, fund) => sum + fund.pivot.amount, 0);

/** docs/PRODUCT.md §2 "Recurring gifts: list, update, pause, resume, delete" at /recurring-gifts. */
export function RecurringGiftsScreen() {
  const api = useApiClient();
  const { t, formatLocale, currency, organizationPrefixedId } = useSelfService();
  const { gifts, cards } = useRecurringGifts(organizationPrefixedId);
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
          <RetryButton variant="secondary" onRetry={() => void gifts.reload()}>
            {t('common.retry')}
          </RetryButton>
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
          {gifts.state.data.map((gift) => (
            <RecurringGiftCard
              key={gift.prefixedId}
              gift={gift}
              label={giftLabel(gift)}
              onAction={(action) => open(action, gift)}
              onEmailLinksRevoked={(text) => setOutcome({ tone: 'success', text, takeFocus: true })}
            />
          ))}
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
              const resumed = await resumeRecurringGift(api, dialog.gift.prefixedId, orgId, startDate);
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
              replace(await pauseRecurringGift(api, dialog.gift.prefixedId, orgId, until));
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
            const saved = await skipRecurringGift(api, dialog.gift.prefixedId, orgId);
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
            replace(await pauseRecurringGift(api, dialog.gift.prefixedId, orgId));
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
              await removeRecurringGift(api, prefixedId, orgId);
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
