import { useApiClient, useGraphqlQuery } from 'halo_shared/api';
import { Badge, Button, LoadingState, RetryButton } from '@halo/ui';
import { Trans, useTranslation } from 'halo_shared/i18n';
import { Link } from 'halo_shared/router';
import { SelfServicePaymentMethodsDocument } from '@halo/shared/graphql/portal-self-service';
import { useState } from 'react';
import { failureCode, failureFieldErrors } from '../self-service-parts/apiFailure';
import { paymentMethodLabel } from '../self-service-parts/paymentMethodLabel';
import { ConfirmModal } from '../self-service-parts/ConfirmModal';
import { EditBankAccountModal } from './EditBankAccountModal';
import { EditPaymentMethodModal } from './EditPaymentMethodModal';
import { MoveRecurringGiftsModal } from '../recurring-gifts/MoveRecurringGiftsModal';
import { canMoveGiftsFrom, moveTargetsFor } from '../recurring-gifts/moveTargets';
import type { PaymentMethod } from './paymentMethodForm';
import { moveRecurringGifts, removePaymentMethod } from '../self-service-parts/selfServiceApi';
import { Notice, SelfServiceScreen } from '../self-service-parts/SelfServiceScreen';
import { remoteData } from '../self-service-parts/remoteData';
import { useSelfService } from '../self-service-parts/useSelfService';

type Outcome = { tone: 'success' | 'error'; text: string; takeFocus?: boolean } | null;

/** docs/PRODUCT.md §2 "Payment methods: list, update, delete" at /payment-methods. */
export function PaymentMethodsScreen() {
  const api = useApiClient();
  const { t, organizationPrefixedId, today } = useSelfService();
  const { t: tCommon } = useTranslation('common');
  const query = useGraphqlQuery(
    SelfServicePaymentMethodsDocument,
    { organizationPrefixedId: organizationPrefixedId ?? '' },
    { skip: !organizationPrefixedId },
  );
  const state = remoteData(query.state, (data) => data.donorPaymentMethods);
  const { reload } = query;
  const update = (change: (methods: PaymentMethod[]) => PaymentMethod[]) =>
    query.update((data) => ({ ...data, donorPaymentMethods: change(data.donorPaymentMethods) }));
  const [editing, setEditing] = useState<PaymentMethod | null>(null);
  const [deleting, setDeleting] = useState<PaymentMethod | null>(null);
  const [movingFrom, setMovingFrom] = useState<PaymentMethod | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  // A card by brand and last four, a bank account as "Bank ••6789" (docs/PRODUCT.md §22).
  const cardLabel = (method: PaymentMethod) => paymentMethodLabel(t, method);

  async function confirmDelete() {
    if (!deleting || !organizationPrefixedId) return;
    const method = deleting;
    setDeleteBusy(true);
    try {
      await removePaymentMethod(api, organizationPrefixedId, method.processorId);
      update((methods) => methods.filter((item) => item.processorId !== method.processorId));
      setOutcome({
        tone: 'success',
        text: t('paymentMethods.deleted', { card: cardLabel(method) }),
        takeFocus: true,
      });
    } catch (error) {
      // docs/PRODUCT.md §8: a card a recurring gift uses cannot be deleted; any other refusal says the same
      // thing but also reloads, in case the list was stale.
      setOutcome({ tone: 'error', text: tCommon('messages.paymentMethodNotDeleted') });
      if (failureCode(error) !== 'PAYMENT_METHOD_IN_USE') void reload();
    } finally {
      setDeleteBusy(false);
      setDeleting(null);
    }
  }

  async function moveGifts(from: PaymentMethod, to: PaymentMethod) {
    if (!organizationPrefixedId) return;
    try {
      await moveRecurringGifts(api, organizationPrefixedId, from.processorId, to.processorId);
    } catch (error) {
      // The server's reason (the chosen card expired meanwhile), in the donor's language; a card
      // gone meanwhile reloads the list.
      if (failureCode(error) === 'NOT_FOUND') void reload();
      throw new Error(failureFieldErrors(error).toProcessorId ?? t('common.somethingWentWrong'));
    }
    setMovingFrom(null);
    setOutcome({
      tone: 'success',
      text: t('paymentMethods.moved', { card: cardLabel(to) }),
      takeFocus: true,
    });
    // Each card's count of gifts changed on the server.
    void reload();
  }

  const methods = state.status === 'ready' ? state.data : [];

  return (
    <SelfServiceScreen title={t('paymentMethods.title')}>
      <p>{t('paymentMethods.intro')}</p>
      <p>
        <Trans t={t} i18nKey="paymentMethods.addCard" components={[<Link key="give" to="/" />]} />
      </p>
      {outcome ? (
        <Notice tone={outcome.tone} takeFocus={outcome.takeFocus}>
          {outcome.text}
        </Notice>
      ) : null}
      {state.status === 'loading' ? (
        <LoadingState label={t('common.loading')} shape="cards" count={2} />
      ) : null}
      {state.status === 'error' ? (
        <div className="self-service__actions">
          <Notice tone="error">{tCommon('messages.paymentMethodNotLoaded')}</Notice>
          <RetryButton variant="secondary" onRetry={() => void reload()}>
            {t('common.retry')}
          </RetryButton>
        </div>
      ) : null}
      {state.status === 'ready' && state.data.length === 0 ? <p>{t('paymentMethods.empty')}</p> : null}
      {state.status === 'ready' && state.data.length > 0 ? (
        <ul className="self-service__list" aria-label={t('paymentMethods.listLabel')}>
          {state.data.map((method) => (
            <li key={method.processorId} className="self-service__card">
              <div className="self-service__card-head">
                <h2>{cardLabel(method)}</h2>
                {method.primary ? <Badge tone="success">{t('paymentMethods.primary')}</Badge> : null}
              </div>
              <dl className="self-service__details">
                {method.nickname ? (
                  <>
                    <dt>{t('paymentMethods.nickname')}</dt>
                    <dd>{method.nickname}</dd>
                  </>
                ) : null}
                {method.expiration === null ? (
                  <>
                    <dt>{t('paymentMethods.bankAccount')}</dt>
                    <dd>{t('paymentMethods.bankAccountHint')}</dd>
                  </>
                ) : (
                  <>
                    <dt>{t('paymentMethods.fields.expDate')}</dt>
                    <dd>{method.expiration}</dd>
                  </>
                )}
              </dl>
              <p>
                {method.recurringGivingsCount > 0
                  ? t('paymentMethods.usedBy', { count: method.recurringGivingsCount })
                  : t('paymentMethods.notUsed')}
              </p>
              <div className="self-service__actions">
                <Button
                  variant="secondary"
                  aria-label={t('paymentMethods.editLabel', { card: cardLabel(method) })}
                  onClick={() => {
                    setOutcome(null);
                    setEditing(method);
                  }}
                >
                  {t('common.edit')}
                </Button>
                <Button
                  variant="secondary"
                  aria-label={t('paymentMethods.deleteLabel', { card: cardLabel(method) })}
                  onClick={() => {
                    setOutcome(null);
                    setDeleting(method);
                  }}
                >
                  {t('common.delete')}
                </Button>
                {canMoveGiftsFrom(method, methods, today()) ? (
                  <Button
                    variant="secondary"
                    aria-label={t('paymentMethods.moveLabel', { card: cardLabel(method) })}
                    onClick={() => {
                      setOutcome(null);
                      setMovingFrom(method);
                    }}
                  >
                    {t('paymentMethods.moveAction')}
                  </Button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {editing?.methodType === 'bank' ? (
        <EditBankAccountModal
          method={editing}
          label={cardLabel(editing)}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            setOutcome({ tone: 'success', text: t('paymentMethods.updated', { card: cardLabel(saved) }) });
            update((methods) =>
              methods.map((item) => (item.processorId === saved.processorId ? saved : item)),
            );
            if (saved.primary) void reload();
          }}
        />
      ) : null}
      {editing && editing.methodType !== 'bank' ? (
        <EditPaymentMethodModal
          method={editing}
          cardLabel={cardLabel(editing)}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            setOutcome({ tone: 'success', text: t('paymentMethods.updated', { card: cardLabel(saved) }) });
            // A new primary card unsets the old one on the server: show the list as it now is.
            update((methods) =>
              methods.map((item) => (item.processorId === saved.processorId ? saved : item)),
            );
            if (saved.primary) void reload();
          }}
        />
      ) : null}
      {movingFrom ? (
        <MoveRecurringGiftsModal
          from={movingFrom}
          targets={moveTargetsFor(movingFrom, methods, today())}
          onClose={() => setMovingFrom(null)}
          onMove={(to) => moveGifts(movingFrom, to)}
        />
      ) : null}
      <ConfirmModal
        open={deleting !== null}
        title={t('paymentMethods.deleteTitle')}
        confirmLabel={t('paymentMethods.deleteConfirm')}
        cancelLabel={t('common.cancel')}
        busy={deleteBusy}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      >
        <p>{deleting ? t('paymentMethods.deleteText', { card: cardLabel(deleting) }) : null}</p>
      </ConfirmModal>
    </SelfServiceScreen>
  );
}
