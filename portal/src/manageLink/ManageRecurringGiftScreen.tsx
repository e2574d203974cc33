import {
  calendarDateInTimeZone,
  formatMoney,
  formattingLocale,
  type CalendarDate,
  type ManageLinkResponse,
} from '@halo/domain';
import { Button, LoadingState, Modal, PageHeading } from '@halo/ui';
import { type ManageLinkResult, useApiClient } from 'halo_shared/api';
import { useTranslation } from 'halo_shared/i18n';
import { Link } from 'halo_shared/router';
import { useHalo } from 'halo_shared/store';
import { useEffect, useRef, useState } from 'react';
import { AccountScreen, FormMessage } from '../accounts/AccountScreen';
import { formatDisplayDate } from '../self-service-parts/formatCalendarDate';
import { ManageCardDialog } from './ManageCardDialog';
import { ManagePauseDialog, type ChangeRefusal } from './ManagePauseDialog';
import { manageGiftCss } from './manageGiftCss';
import { MANAGE_LINK_NAMESPACE } from './manageLinkMessages';

type Dialog = 'skip' | 'pause' | 'card' | 'stop' | null;

type PageState =
  | { kind: 'loading' }
  | { kind: 'gift'; answer: ManageLinkResponse }
  | { kind: 'stopped' }
  | { kind: 'refused'; message: string }
  | { kind: 'failed'; message: string };

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
  const setLocale = useHalo((state) => state.setLocale);
  const timeZone = useHalo((state) => state.organization?.onlineGiving?.timeZone);
  const [state, setState] = useState<PageState>({ kind: 'loading' });
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busy, setBusy] = useState(false);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const localeChosen = useRef(false);

  /** The donor's language once, on the first answer (the link's email was in it). */
  function speakDonorLanguage(donorLocale: 'en' | 'es' | null) {
    if (localeChosen.current || !donorLocale) return;
    localeChosen.current = true;
    if (donorLocale !== locale) void setLocale(donorLocale);
  }

  function show(result: ManageLinkResult) {
    if (result.kind === 'gift') {
      speakDonorLanguage(result.answer.locale);
      setState({ kind: 'gift', answer: result.answer });
    } else if (result.kind === 'stopped') setState({ kind: 'stopped' });
    else if (result.kind === 'refused') {
      speakDonorLanguage(result.locale);
      setState({ kind: 'refused', message: result.message });
    } else setState({ kind: 'failed', message: result.message });
  }

  useEffect(() => {
    let mounted = true;
    void openManageLink(token).then((result) => mounted && show(result));
    return () => {
      mounted = false;
    };
    // The link is read once per token; `show` only sets state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

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

  if (state.kind === 'loading') {
    return (
      <AccountScreen title={t('title')}>
        <LoadingState label={t('loading')} />
      </AccountScreen>
    );
  }
  if (state.kind === 'refused' || state.kind === 'failed') {
    return (
      <AccountScreen title={state.kind === 'refused' ? t('refused.title') : t('title')}>
        <FormMessage tone="error">{state.message}</FormMessage>
        <div className="account-links">
          <Link to="/login">{t('refused.signIn')}</Link>
        </div>
      </AccountScreen>
    );
  }
  if (state.kind === 'stopped') {
    return (
      <AccountScreen title={t('title')}>
        <p className="manage-gift__done" role="status" tabIndex={-1} ref={doneRef}>
          {done ?? t('stop.done')}
        </p>
      </AccountScreen>
    );
  }

  const { answer } = state;
  const { gift } = answer;
  const formatting = formattingLocale(locale, gift.country);
  const money = (cents: number) => formatMoney(cents, gift.currency, formatting);
  const date = (value: string) => formatDisplayDate(value, formatting);
  const today: CalendarDate = calendarDateInTimeZone(timeZone);
  const brand = gift.card ? gift.card.brand.charAt(0).toUpperCase() + gift.card.brand.slice(1) : '';
  const status =
    gift.status === 'paused'
      ? gift.paused_until
        ? t('status.pausedUntil', { date: date(gift.paused_until) })
        : t('status.paused')
      : t(`status.${gift.status}`);

  return (
    <AccountScreen title={t('title')}>
      <style href="halo-portal-manage-gift" precedence="default">
        {manageGiftCss}
      </style>
      <p>{t('intro', { church: answer.church_name })}</p>
      {done ? (
        <p className="manage-gift__done" role="status" tabIndex={-1} ref={doneRef}>
          {done}
        </p>
      ) : null}
      <dl className="manage-gift__details">
        <dt>{t('details.amount')}</dt>
        <dd>{money(gift.amount)}</dd>
        <dt>{t('details.funds')}</dt>
        <dd>
          {gift.funds
            .map((fund) => t('fundShare', { name: fund.name, amount: money(fund.amount) }))
            .join(', ')}
        </dd>
        <dt>{t('details.schedule')}</dt>
        <dd>{t(`frequency.${gift.frequency}`)}</dd>
        <dt>{t('details.card')}</dt>
        <dd>{gift.card ? t('cardText', { brand, lastFour: gift.card.last_four }) : t('noCard')}</dd>
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

      <Modal
        open={dialog === 'skip'}
        title={t('skip.title')}
        onClose={() => !busy && setDialog(null)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setDialog(null)} disabled={busy}>
              {t('cancel')}
            </Button>
            <Button
              disabled={busy}
              aria-busy={busy || undefined}
              onClick={() => void change(() => skipThroughManageLink(token), t('skip.done'))}
            >
              {t('skip.confirm')}
            </Button>
          </>
        }
      >
        <p>{t('skip.text', { date: gift.next_occurrence ? date(gift.next_occurrence) : '' })}</p>
        {dialogError ? <FormMessage tone="error">{dialogError}</FormMessage> : null}
      </Modal>

      <Modal
        open={dialog === 'stop'}
        title={t('stop.title')}
        onClose={() => !busy && setDialog(null)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setDialog(null)} disabled={busy}>
              {t('cancel')}
            </Button>
            <Button
              disabled={busy}
              aria-busy={busy || undefined}
              onClick={() => void change(() => stopThroughManageLink(token), t('stop.done'))}
            >
              {t('stop.confirm')}
            </Button>
          </>
        }
      >
        <p>{t('stop.text')}</p>
        {dialogError ? <FormMessage tone="error">{dialogError}</FormMessage> : null}
      </Modal>

      {dialog === 'card' ? (
        <ManageCardDialog
          token={token}
          onClose={() => setDialog(null)}
          onAttach={(paymentMethodId) =>
            change(
              () => changeCardThroughManageLink(token, paymentMethodId),
              ({ gift: changed }) =>
                t('card.done', {
                  brand: changed.card
                    ? changed.card.brand.charAt(0).toUpperCase() + changed.card.brand.slice(1)
                    : '',
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
    </AccountScreen>
  );
}
