import { useApiClient, useGraphqlQuery } from 'halo_shared/api';
import {
  AdminGivingPageDocument,
  ReorderFundsDocument,
  UpdateFundDocument,
  type AdminFundFieldsFragment,
} from '@halo/shared/graphql/admin-giving-page';
import type { FundChangesInput } from 'halo_shared/graphql/schemaTypes';
import { useTranslation } from 'halo_shared/i18n';
import { useEffect, useState } from 'react';
import { LoadingSkeleton, QueryFailure } from '../layout/QueryFailure';
import { useChurch } from '../layout/useChurch';
import { AddFundForm } from './AddFundForm';
import { FundInUseDialog } from './FundInUseDialog';
import { RenameFundDialog } from './RenameFundDialog';
import { FundItem, moveButtonId, type FundChange } from './FundItem';
import { movedFundOrder } from './fundOrder';
import { recurringGiftsInUse, refusalMessage, type RecurringGiftInUse } from './fundRefusal';
import { fundsCss } from './fundsCss';
import { FUNDS_NAMESPACE } from './fundsMessages';

const byPosition = (funds: readonly AdminFundFieldsFragment[]) =>
  [...funds].sort((a, b) => a.position - b.position);

/**
 * The church's funds in the order donors see them: add, rename, hide or show online, disable or
 * enable, and move up or down. A move is announced in a live region, since the list changing under a
 * screen reader's cursor says nothing by itself.
 */
export function FundsSection() {
  const { graphql } = useApiClient();
  const { t } = useTranslation(FUNDS_NAMESPACE);
  const { organizationPrefixedId } = useChurch();
  const { state, reload } = useGraphqlQuery(
    AdminGivingPageDocument,
    { organizationPrefixedId },
    { skip: !organizationPrefixedId },
  );
  // The funds as the last change answered them; null until the first change (then the query's).
  const [changed, setChanged] = useState<AdminFundFieldsFragment[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [rowError, setRowError] = useState<{ fundPrefixedId: string; message: string } | null>(null);
  const [renaming, setRenaming] = useState<AdminFundFieldsFragment | null>(null);
  const [inUse, setInUse] = useState<{ fundName: string; gifts: RecurringGiftInUse[] } | null>(null);
  // The button to focus once a move has been drawn: the moved fund's, in its new place.
  const [focusAfterMove, setFocusAfterMove] = useState<{ id: string } | null>(null);
  useEffect(() => {
    if (focusAfterMove) document.getElementById(focusAfterMove.id)?.focus();
  }, [focusAfterMove]);

  if (state.status === 'error' && !state.data) return <QueryFailure onRetry={reload} />;
  if (!state.data) return <LoadingSkeleton />;
  const funds = byPosition(changed ?? state.data.adminGivingPage.funds);

  const replace = (fund: AdminFundFieldsFragment) =>
    setChanged(funds.map((each) => (each.prefixedId === fund.prefixedId ? fund : each)));

  async function change(fund: AdminFundFieldsFragment, input: FundChange) {
    if (busy) return;
    setBusy(true);
    setRowError(null);
    try {
      const answer = await graphql(UpdateFundDocument, {
        organizationPrefixedId,
        fundPrefixedId: fund.prefixedId,
        // Only the fields given change (schema.graphql `updateFund`); the generated type lists them all.
        input: input as FundChangesInput,
      });
      replace(answer.updateFund);
    } catch (failure) {
      const gifts = recurringGiftsInUse(failure);
      if (gifts) setInUse({ fundName: fund.name, gifts });
      else setRowError({ fundPrefixedId: fund.prefixedId, message: refusalMessage(failure) ?? t('failed') });
    } finally {
      setBusy(false);
    }
  }

  async function move(fund: AdminFundFieldsFragment, index: number, step: -1 | 1) {
    if (busy) return;
    setBusy(true);
    setRowError(null);
    try {
      const order = movedFundOrder(
        funds.map((each) => each.prefixedId),
        index,
        step,
      );
      const answer = await graphql(ReorderFundsDocument, { organizationPrefixedId, fundPrefixedIds: order });
      const moved = byPosition(answer.reorderFunds);
      setChanged(moved);
      const position = moved.findIndex((each) => each.prefixedId === fund.prefixedId);
      setAnnouncement(t('moved', { name: fund.name, position: position + 1, count: moved.length }));
      // Focus stays on the button pressed; at either end it is disabled, so the other one takes it.
      const atEnd = step < 0 ? position === 0 : position === moved.length - 1;
      setFocusAfterMove({ id: moveButtonId(fund, atEnd ? (-step as -1 | 1) : step) });
    } catch (failure) {
      setRowError({ fundPrefixedId: fund.prefixedId, message: refusalMessage(failure) ?? t('failed') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <style href="halo-admin-funds" precedence="default">
        {fundsCss}
      </style>
      <p>{t('intro')}</p>
      <AddFundForm
        organizationPrefixedId={organizationPrefixedId}
        onAdded={(fund) => {
          setChanged([...funds, fund]);
          setAnnouncement(t('added', { name: fund.name }));
        }}
      />
      <section className="admin-panel" aria-labelledby="admin-funds-list">
        <h2 id="admin-funds-list">{t('list')}</h2>
        <p role="status" className="halo-visually-hidden">
          {announcement}
        </p>
        <ul className="admin-list">
          {funds.map((fund, index) => (
            <FundItem
              key={fund.prefixedId}
              fund={fund}
              index={index}
              count={funds.length}
              error={rowError?.fundPrefixedId === fund.prefixedId ? rowError.message : null}
              onRename={() => setRenaming(fund)}
              onChange={(input) => void change(fund, input)}
              onMove={(step) => void move(fund, index, step)}
            />
          ))}
        </ul>
      </section>
      {renaming ? (
        <RenameFundDialog
          organizationPrefixedId={organizationPrefixedId}
          fund={renaming}
          onClose={() => setRenaming(null)}
          onRenamed={(fund) => {
            replace(fund);
            setRenaming(null);
          }}
        />
      ) : null}
      {inUse ? <FundInUseDialog {...inUse} onClose={() => setInUse(null)} /> : null}
    </>
  );
}
