import { formatMoney, giftBatchBalance, hasAdministratorAbility } from '@halo/domain';
import { Button, Modal } from '@halo/ui';
import { useApiClient } from 'halo_shared/api';
import {
  AddGiftBatchEntryDocument,
  CommitGiftBatchDocument,
  RemoveGiftBatchEntryDocument,
  ReopenGiftBatchDocument,
  SignOffGiftBatchDocument,
  UpdateGiftBatchEntryDocument,
  type GiftBatchFieldsFragment,
} from '@halo/shared/graphql/admin-gift-batches';
import { useTranslation } from 'halo_shared/i18n';
import { useHalo } from 'halo_shared/store';
import { useEffect, useRef, useState } from 'react';
import { fieldMessage } from '../layout/serverMessage';
import { useChurch } from '../layout/useChurch';
import { BATCHES_NAMESPACE } from './batchesMessages';
import { EntryForm, type EntryDraft, type EntrySubmission } from './EntryForm';
import { loadRecentDonors, rememberDonor, saveRecentDonors, type RecentDonor } from './recentDonors';

type Entry = GiftBatchFieldsFragment['entries'][number];

/**
 * One batch: its running total against the expected one (both added by the server), its gifts, the
 * keyboard-first entry form while open, and Commit batch; once committed, Reopen batch (after its
 * warnings) and, for someone other than who committed it, a second counter's sign-off.
 */
export function BatchDetail({
  batch: initial,
  onBack,
  onChanged,
}: {
  batch: GiftBatchFieldsFragment;
  onBack: () => void;
  onChanged: () => void;
}) {
  const { graphql } = useApiClient();
  const { t } = useTranslation(BATCHES_NAMESPACE);
  const { organizationPrefixedId, currency, formattingLocale } = useChurch();
  const user = useHalo((state) => state.user);
  const funds = useHalo((state) => state.organization?.onlineGiving.funds ?? []);
  const [current, setCurrent] = useState(initial);
  const [recent, setRecent] = useState<RecentDonor[]>(() => loadRecentDonors(organizationPrefixedId));
  const [editing, setEditing] = useState<Entry | null>(null);
  const [message, setMessage] = useState('');
  const [failure, setFailure] = useState('');
  const [confirmReopen, setConfirmReopen] = useState(false);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const { batch, entries } = current;
  const money = (cents: number) => formatMoney(cents, currency, formattingLocale);
  const balance = giftBatchBalance(batch.expectedTotal, batch.total);
  const isOpen = batch.status === 'open';
  const defaultFund = (funds.find((fund) => fund.isDefault) ?? funds[0])?.prefixedId ?? '';
  const blank: EntryDraft = {
    donor: null,
    method: 'check',
    checkNumber: '',
    amount: '',
    fundPrefixedId: defaultFund,
    memo: '',
  };

  function remember(donor: RecentDonor) {
    const next = rememberDonor(recent, donor);
    setRecent(next);
    saveRecentDonors(organizationPrefixedId, next);
  }

  function changed(next: GiftBatchFieldsFragment) {
    setCurrent(next);
    onChanged();
  }

  async function add({ input }: EntrySubmission) {
    const answer = await graphql(AddGiftBatchEntryDocument, {
      organizationPrefixedId,
      batchPrefixedId: batch.prefixedId,
      input,
    });
    const added = answer.addGiftBatchEntry.entries.at(-1);
    if (added) remember(added.donor);
    changed(answer.addGiftBatchEntry);
  }

  async function update(entry: Entry, { input }: EntrySubmission) {
    const answer = await graphql(UpdateGiftBatchEntryDocument, {
      organizationPrefixedId,
      entryPrefixedId: entry.prefixedId,
      input,
    });
    setEditing(null);
    changed(answer.updateGiftBatchEntry);
  }

  async function act(run: () => Promise<GiftBatchFieldsFragment>, done: string) {
    if (busy) return;
    setBusy(true);
    setFailure('');
    setMessage('');
    try {
      changed(await run());
      setMessage(done);
    } catch (error) {
      setFailure(
        fieldMessage(error, 'batchPrefixedId') ?? fieldMessage(error, 'entryPrefixedId') ?? t('failed'),
      );
    } finally {
      setBusy(false);
      setConfirmReopen(false);
    }
  }

  const variables = { organizationPrefixedId, batchPrefixedId: batch.prefixedId };
  const balanceText =
    balance.state === 'balanced'
      ? t('balanced')
      : t(balance.state, { amount: money(Math.abs(balance.difference)) });

  return (
    <div>
      <div className="admin-batches__actions">
        <Button type="button" variant="secondary" onClick={onBack}>
          {t('back')}
        </Button>
      </div>
      <h2 ref={heading} tabIndex={-1} className="halo-heading">
        {batch.name} · {batch.date}
      </h2>
      <p>
        {isOpen ? t('statusOpen') : t('statusCommitted')}
        {batch.committedBy ? ` · ${t('committedBy', { email: batch.committedBy })}` : ''}
        {batch.signedOffBy ? ` · ${t('signedOffBy', { email: batch.signedOffBy })}` : ''}
      </p>
      <p className="admin-batches__total" role="status">
        <strong>
          {t('runningTotal', { total: money(batch.total), expected: money(batch.expectedTotal) })}
        </strong>
        <span>{balanceText}</span>
      </p>
      {isOpen && !editing ? (
        <EntryForm
          title={t('entryTitle')}
          initial={blank}
          recent={recent}
          submitLabel={t('add')}
          onSubmit={add}
        />
      ) : null}
      {editing ? (
        <EntryForm
          key={editing.prefixedId}
          title={t('editTitle', { name: editing.donor.name })}
          initial={{
            donor: editing.donor,
            method: editing.method === 'cash' ? 'cash' : 'check',
            checkNumber: editing.checkNumber ?? '',
            amount: (editing.amount / 100).toFixed(2),
            fundPrefixedId: editing.fundPrefixedId,
            memo: editing.memo ?? '',
          }}
          recent={recent}
          submitLabel={t('save')}
          onSubmit={(submission) => update(editing, submission)}
          onCancel={() => setEditing(null)}
        />
      ) : null}
      <h2 id="admin-batch-entries" className="halo-heading">
        {t('entries')}
      </h2>
      {entries.length === 0 ? (
        <p>{t('noEntries')}</p>
      ) : (
        <ul className="admin-batches__entries" aria-labelledby="admin-batch-entries">
          {entries.map((entry) => (
            <li key={entry.prefixedId} className="admin-batches__item">
              <div className="admin-batches__summary">
                <strong>
                  {entry.donor.name} · {money(entry.amount)}
                </strong>
                <span>
                  {entry.method === 'cash' ? t('cash') : t('check')}
                  {entry.checkNumber ? ` #${entry.checkNumber}` : ''} · {entry.fundName}
                  {entry.memo ? ` · ${entry.memo}` : ''}
                </span>
              </div>
              {isOpen ? (
                <div className="admin-batches__actions">
                  <Button
                    type="button"
                    variant="secondary"
                    aria-label={t('editEntry', { name: entry.donor.name })}
                    onClick={() => setEditing(entry)}
                  >
                    {t('edit')}
                  </Button>
                  <Button
                    type="button"
                    variant="secondary"
                    aria-label={t('removeEntry', { name: entry.donor.name })}
                    disabled={busy}
                    onClick={() =>
                      void act(
                        async () =>
                          (
                            await graphql(RemoveGiftBatchEntryDocument, {
                              organizationPrefixedId,
                              entryPrefixedId: entry.prefixedId,
                            })
                          ).removeGiftBatchEntry,
                        '',
                      )
                    }
                  >
                    {t('remove')}
                  </Button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {failure ? (
        <p role="alert" className="admin-error">
          {failure}
        </p>
      ) : null}
      <p role="status">{message}</p>
      <div className="admin-batches__actions">
        {isOpen ? (
          <Button
            type="button"
            disabled={busy}
            onClick={() =>
              void act(
                async () => (await graphql(CommitGiftBatchDocument, variables)).commitGiftBatch,
                t('committed', { count: entries.length }),
              )
            }
          >
            {t('commit')}
          </Button>
        ) : (
          <>
            <Button type="button" variant="secondary" disabled={busy} onClick={() => setConfirmReopen(true)}>
              {t('reopen')}
            </Button>
            {!batch.signedOffBy &&
            batch.committedBy !== user?.email &&
            hasAdministratorAbility(user, 'record-gifts') ? (
              <Button
                type="button"
                variant="secondary"
                disabled={busy}
                onClick={() =>
                  void act(
                    async () => (await graphql(SignOffGiftBatchDocument, variables)).signOffGiftBatch,
                    t('signedOff'),
                  )
                }
              >
                {t('signOff')}
              </Button>
            ) : null}
          </>
        )}
      </div>
      {confirmReopen ? (
        <Modal open title={t('reopenTitle', { name: batch.name })} onClose={() => setConfirmReopen(false)}>
          <p>{t('reopenExplain')}</p>
          {batch.reopenWarnings.includes('onSentStatement') ? (
            <p className="admin-batches__warning" role="alert">
              {t('warningOnSentStatement')}
            </p>
          ) : null}
          <div className="halo-modal__actions">
            <Button type="button" variant="secondary" onClick={() => setConfirmReopen(false)}>
              {t('cancel')}
            </Button>
            <Button
              type="button"
              disabled={busy}
              onClick={() =>
                void act(
                  async () => (await graphql(ReopenGiftBatchDocument, variables)).reopenGiftBatch,
                  t('reopened'),
                )
              }
            >
              {t('reopenConfirm')}
            </Button>
          </div>
        </Modal>
      ) : null}
    </div>
  );
}
