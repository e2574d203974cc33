import {
  calendarDateInTimeZone,
  formatMoney,
  formattingLocale,
  type CalendarDate,
  type ManageLinkResponse,
} from '@halo/domain';
import { Button, Modal, PageHeading } from '@halo/ui';
import { type ManageLinkResult, useApiClient } from 'halo_shared/api';
import { useTranslation } from 'halo_shared/i18n';
import { useHalo } from 'halo_shared/store';
import { useState } from 'react';
import { FormMessage } from '../accounts/AccountScreen';
import { EmailedLinkPage } from '../emailedLink/EmailedLinkPage';
import { LinkCardRow, LinkGiftRows, linkCardBrand } from '../emailedLink/LinkGiftRows';
import { LinkOutcome } from '../emailedLink/LinkOutcome';
import { useEmailedLink } from '../emailedLink/useEmailedLink';
import { formatDisplayDate } from '../self-service-parts/formatCalendarDate';
import { ManageCardDialog } from './ManageCardDialog';
import { ManagePauseDialog, type ChangeRefusal } from './ManagePauseDialog';
import { MANAGE_LINK_NAMESPACE } from './manageLinkMessages';

type Dialog = 'skip' | 'pause' | 'card' | 'stop' | null;

/** The first refusal of a 422 answer: a field's message, else the answer's own. */
function refusalOf(result: Extract<ManageLinkResult, { kind: 'invalid' }>): ChangeRefusal {
  const [field, messages] = Object.entries(result.errors)[0] ?? [null, []];
  return { field, message: messages?.[0] ?? result.message };
}

/**
 * `/manage/{token}`: the one recurring gift an email's signed link opens, for whoever holds the link
 * (signed in or not, and without signing anyone in): the gift and the actions skip, pause until a
 * date, change the card (a new card for this gift only) and stop, each confirmed in a dialog and then
 * by email. The page speaks the donor's language.
 */
export function ManageRecurringGiftScreen({ token }: { token: string }) {
  const {
    changeCardThroughManageLink,
    openManageLink,
    pauseThroughManageLink,
    skipThroughManageLink,
    stopThroughManageLink,
  } = useApiClient();
  const { t } = useTranslation(MANAGE_LINK_NAMESPACE);
  const locale = useHalo((state) => state.locale);
  const timeZone = useHalo((state) => state.organization?.onlineGiving?.timeZone);
  const { state, show } = useEmailedLink({
    token,
    // A limit (429) on opening is the page's failure, in the server's words.
    open: (linkToken) =>
      openManageLink(linkToken).then((result) =>
        result.kind === 'invalid' ? { kind: 'failed' as const, message: result.message } : result,
      ),
    localeOf: (answer) => (answer.kind === 'gift' ? answer.answer.locale : null),
  });
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busy, setBusy] = useState(false);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  /** Runs a change; on success closes the dialog and says what happened, else returns the refusal. */
  async function change(
    run: () => Promise<ManageLinkResult>,
    doneText: string | ((answer: ManageLinkResponse) => string),
  ): Promise<ChangeRefusal | null> {
    setBusy(true);
    setDialogError(null);
    const result = await run();
    setBusy(false);
    if (result.kind === 'invalid') {
      const refusal = refusalOf(result);
      setDialogError(refusal.message);
      return refusal;
    }
    if (result.kind === 'failed') {
      setDialogError(result.message);
      return { field: null, message: result.message };
    }
    setDialog(null);
    show(result);
    setDone(typeof doneText === 'string' ? doneText : result.kind === 'gift' ? doneText(result.answer) : '');
    return null;
  }

  /** "Skip the next gift?" and "Stop this gift?": the question, then the change on confirming. */
  function confirmDialog(which: 'skip' | 'stop', text: string, run: () => Promise<ManageLinkResult>) {
    return (
      <Modal
        open={dialog === which}
        title={t(`${which}.title`)}
        onClose={() => !busy && setDialog(null)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setDialog(null)} disabled={busy}>
              {t('cancel')}
            </Button>
            <Button
              disabled={busy}
              aria-busy={busy || undefined}
              onClick={() => void change(run, t(`${which}.done`))}
            >
              {t(`${which}.confirm`)}
            </Button>
          </>
        }
      >
        <p>{text}</p>
        {dialogError ? <FormMessage tone="error">{dialogError}</FormMessage> : null}
      </Modal>
    );
  }

  /** The open gift: its details and actions, and what the last action came to. */
  function giftPage(answer: ManageLinkResponse) {
    const { gift } = answer;
    const formatting = formattingLocale(locale, gift.country);
    const money = (cents: number) => formatMoney(cents, gift.currency, formatting);
    const date = (value: string) => formatDisplayDate(value, formatting);
    const today: CalendarDate = calendarDateInTimeZone(timeZone);
    const status =
      gift.status === 'paused'
        ? gift.paused_until
          ? t('status.pausedUntil', { date: date(gift.paused_until) })
          : t('status.paused')
        : t(`status.${gift.status}`);

    return (
      <>
        <p>{t('intro', { church: answer.church_name })}</p>
        {done ? (
          <LinkOutcome key={done} className="manage-gift__done">
            {done}
          </LinkOutcome>
        ) : null}
        <dl className="manage-gift__details">
          <LinkGiftRows namespace={MANAGE_LINK_NAMESPACE} gift={gift} money={money} />
          <LinkCardRow namespace={MANAGE_LINK_NAMESPACE} card={gift.card} />
          <dt>{t('details.status')}</dt>
          <dd>{status}</dd>
          <dt>{t('details.next')}</dt>
          <dd>{gift.next_occurrence ? date(gift.next_occurrence) : t('noNext')}</dd>
        </dl>
        <PageHeading level={2} className="manage-gift__actions-heading">
          {t('actions.heading')}
        </PageHeading>
        <div className="manage-gift__actions">
          {gift.status === 'active' && gift.next_occurrence ? (
            <Button variant="secondary" onClick={() => setDialog('skip')}>
              {t('actions.skip')}
            </Button>
          ) : null}
          {gift.status !== 'ended' ? (
            <Button variant="secondary" onClick={() => setDialog('pause')}>
              {t('actions.pause')}
            </Button>
          ) : null}
          {gift.status !== 'ended' ? (
            <Button variant="secondary" onClick={() => setDialog('card')}>
              {t('actions.changeCard')}
            </Button>
          ) : null}
          <Button variant="secondary" onClick={() => setDialog('stop')}>
            {t('actions.stop')}
          </Button>
        </div>

        {confirmDialog(
          'skip',
          t('skip.text', { date: gift.next_occurrence ? date(gift.next_occurrence) : '' }),
          () => skipThroughManageLink(token),
        )}
        {confirmDialog('stop', t('stop.text'), () => stopThroughManageLink(token))}

        {dialog === 'card' ? (
          <ManageCardDialog
            token={token}
            onClose={() => setDialog(null)}
            onAttach={(paymentMethodId) =>
              change(
                () => changeCardThroughManageLink(token, paymentMethodId),
                ({ gift: changed }) =>
                  t('card.done', {
                    brand: linkCardBrand(changed.card),
                    lastFour: changed.card?.last_four ?? '',
                  }),
              )
            }
          />
        ) : null}

        {dialog === 'pause' ? (
          <ManagePauseDialog
            gift={gift}
            today={today}
            onClose={() => setDialog(null)}
            onPause={(until) =>
              change(() => pauseThroughManageLink(token, until), t('pause.done', { date: date(until) }))
            }
          />
        ) : null}
      </>
    );
  }

  return (
    <EmailedLinkPage namespace={MANAGE_LINK_NAMESPACE} state={state}>
      {(opened) =>
        opened.kind === 'gift' ? (
          giftPage(opened.answer)
        ) : (
          <LinkOutcome key={done ?? ''} className="manage-gift__done">
            {done ?? t('stop.done')}
          </LinkOutcome>
        )
      }
    </EmailedLinkPage>
  );
}
