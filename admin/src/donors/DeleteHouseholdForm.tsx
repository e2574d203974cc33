import { Button } from '@halo/ui';
import { useApiClient } from 'halo_shared/api';
import { DeleteHouseholdDocument, type HouseholdFieldsFragment } from '@halo/shared/graphql/admin-households';
import { useTranslation } from 'halo_shared/i18n';
import { useEffect, useRef, useState } from 'react';
import { fieldMessage, refusalMessage } from '../layout/serverMessage';
import { useChurch } from '../layout/useChurch';
import { HOUSEHOLDS_NAMESPACE } from './householdsMessages';

/**
 * Deleting a household (docs/PRODUCT.md §21): asked twice, the second time saying what it means (the
 * members get their own statements; every gift stays with its donor) and which years' letters were
 * already sent, which the deletion does not take back.
 */
export function DeleteHouseholdForm({
  household,
  onDeleted,
}: {
  household: HouseholdFieldsFragment;
  onDeleted: (message: string) => void;
}) {
  const { graphql } = useApiClient();
  const { t, i18n } = useTranslation(HOUSEHOLDS_NAMESPACE);
  const { organizationPrefixedId } = useChurch();
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Focus follows the question: to what deleting means when asked, back to the button when cancelled.
  const [asked, setAsked] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const sentYears = household.statementSentYears;

  useEffect(() => {
    if (!asked) return;
    container.current?.querySelector<HTMLElement>(asking ? '[tabindex="-1"]' : 'button')?.focus();
  }, [asking, asked]);

  async function remove() {
    setBusy(true);
    setFailure(null);
    try {
      await graphql(DeleteHouseholdDocument, {
        organizationPrefixedId,
        householdPrefixedId: household.prefixedId,
      });
      onDeleted(t('deleted', { name: household.name }));
    } catch (refused) {
      setFailure(fieldMessage(refused, 'householdPrefixedId') ?? refusalMessage(refused) ?? t('failed'));
      setBusy(false);
    }
  }

  return (
    <div className="admin-household-form" ref={container}>
      <h3 className="admin-household-form__heading">{t('deleteTitle')}</h3>
      {asking ? (
        <>
          <p tabIndex={-1}>{t('deleteMeans')}</p>
          {sentYears.length > 0 ? (
            <p>
              {t('deleteSent', {
                count: sentYears.length,
                years: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
                  sentYears.map(String),
                ),
              })}
            </p>
          ) : null}
          {failure ? <p role="alert">{failure}</p> : null}
          <div className="halo-modal__actions">
            <Button
              type="button"
              variant="secondary"
              onClick={() => {
                setAsking(false);
                setFailure(null);
              }}
            >
              {t('cancel')}
            </Button>
            <Button type="button" disabled={busy} onClick={() => void remove()}>
              {t('deleteConfirm', { name: household.name })}
            </Button>
          </div>
        </>
      ) : (
        <Button
          type="button"
          variant="secondary"
          onClick={() => {
            setAsking(true);
            setAsked(true);
          }}
        >
          {t('deleteButton')}
        </Button>
      )}
    </div>
  );
}
