import { Button, Modal, TextField } from '@halo/ui';
import { useApiClient } from 'halo_shared/api';
import {
  AddHouseholdMemberDocument,
  AdminHouseholdStatementPreviewDocument,
  RemoveHouseholdMemberDocument,
  SetHouseholdAddresseeDocument,
  type HouseholdFieldsFragment,
} from '@halo/shared/graphql/admin-households';
import { useTranslation } from 'halo_shared/i18n';
import { useState, type FormEvent } from 'react';
import { downloadPdf } from '../letter-templates/downloadPdf';
import { fieldMessages, refusalMessage } from '../layout/serverMessage';
import { useChurch } from '../layout/useChurch';
import { DeleteHouseholdForm } from './DeleteHouseholdForm';
import { HouseholdDonorPicker, type PickedDonor } from './HouseholdDonorPicker';
import { HOUSEHOLDS_NAMESPACE } from './householdsMessages';
import { HouseholdAddressForm } from './HouseholdAddressForm';
import { RenameHouseholdForm } from './RenameHouseholdForm';
import { StatementChoiceFields, useStatementChoice } from './StatementChoice';

type Member = HouseholdFieldsFragment['members'][number];

/**
 * One household's members past and present (docs/PRODUCT.md §21): who the statements are addressed
 * to, a member leaving (the last year they are on its statement: a member who died or moved out stays
 * on earlier years'), a donor joining from a year, the year's statement as a PDF, drawn by the
 * code that writes the one the year-end batch sends, and the household's name and deletion.
 */
export function HouseholdDialog({
  household,
  thisYear,
  onClose,
  onChanged,
  onDeleted,
}: {
  household: HouseholdFieldsFragment;
  thisYear: number;
  onClose: () => void;
  onChanged: (household: HouseholdFieldsFragment, message: string) => void;
  onDeleted: (message: string) => void;
}) {
  const { graphql } = useApiClient();
  const { t } = useTranslation(HOUSEHOLDS_NAMESPACE);
  const { organizationPrefixedId } = useChurch();
  const choice = useStatementChoice();
  const [leaving, setLeaving] = useState<Member | null>(null);
  const [lastYear, setLastYear] = useState(String(thisYear - 1));
  const [joining, setJoining] = useState<PickedDonor | null>(null);
  const [fromYear, setFromYear] = useState(String(thisYear));
  const [errors, setErrors] = useState<
    Partial<Record<'donor' | 'fromYear' | 'lastYear' | 'year' | 'form', string>>
  >({});
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const base = { organizationPrefixedId, householdPrefixedId: household.prefixedId };
  const current = household.members.filter((member) => member.toYear === null || member.toYear >= thisYear);

  async function change(run: () => Promise<HouseholdFieldsFragment>) {
    setBusy(true);
    setErrors({});
    setStatus(null);
    try {
      onChanged(await run(), t('changed'));
      setLeaving(null);
      setJoining(null);
    } catch (failure) {
      const server = fieldMessages(failure, ['donor', 'fromYear', 'lastYear'] as const);
      setErrors(
        server.donor || server.fromYear || server.lastYear
          ? server
          : { form: refusalMessage(failure) ?? t('failed') },
      );
    } finally {
      setBusy(false);
    }
  }

  function leave(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!leaving) return;
    void change(async () => {
      const answer = await graphql(RemoveHouseholdMemberDocument, {
        ...base,
        donorPrefixedId: leaving.donorPrefixedId,
        lastYear: Number(lastYear),
      });
      return answer.removeHouseholdMember;
    });
  }

  function join(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!joining) return;
    void change(async () => {
      const answer = await graphql(AddHouseholdMemberDocument, {
        ...base,
        donorPrefixedId: joining.prefixedId,
        fromYear: Number(fromYear),
      });
      return answer.addHouseholdMember;
    });
  }

  async function preview(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    setStatus(null);
    try {
      const answer = await graphql(AdminHouseholdStatementPreviewDocument, {
        ...base,
        year: choice.year,
        letterTemplatePrefixedId: choice.letter || null,
      });
      const { base64, fileName, contentType } = answer.adminHouseholdStatementPreview;
      downloadPdf(base64, fileName, contentType);
      setStatus(t('previewReady', { fileName }));
    } catch (failure) {
      setErrors({
        year: fieldMessages(failure, ['year'] as const).year ?? refusalMessage(failure) ?? t('failed'),
      });
    } finally {
      setBusy(false);
    }
  }

  // The years a leaving member may have been on the statement last: from the year before they joined
  // (never on one) through this year.
  const lastYears = leaving
    ? Array.from({ length: thisYear - leaving.fromYear + 2 }, (_, index) => thisYear - index)
    : [];

  return (
    <Modal open title={household.name} onClose={onClose}>
      <div className="admin-household-dialog">
        <h3 className="admin-household-form__heading">{t('members', { name: household.name })}</h3>
        <ul className="admin-list">
          {household.members.map((member) => {
            const isCurrent = member.toYear === null || member.toYear >= thisYear;
            return (
              <li key={`${member.donorPrefixedId}-${member.fromYear}`} className="admin-household-member">
                <span className="admin-household-member__who">
                  <strong>{member.name}</strong>
                  <span className="admin-muted">
                    {member.toYear === null
                      ? t('memberYears', { from: member.fromYear })
                      : t('memberYearsEnded', { from: member.fromYear, to: member.toYear })}
                  </span>
                  {member.isAddressee ? <span>{t('isAddressee')}</span> : null}
                </span>
                {isCurrent && member.toYear === null ? (
                  <span className="admin-household-member__actions">
                    {!member.isAddressee ? (
                      <Button
                        type="button"
                        variant="secondary"
                        disabled={busy}
                        onClick={() =>
                          void change(async () => {
                            const answer = await graphql(SetHouseholdAddresseeDocument, {
                              ...base,
                              donorPrefixedId: member.donorPrefixedId,
                            });
                            return answer.setHouseholdAddressee;
                          })
                        }
                      >
                        {t('makeAddressee', { name: member.name })}
                      </Button>
                    ) : null}
                    <Button
                      type="button"
                      variant="secondary"
                      disabled={busy}
                      onClick={() => {
                        setLeaving(member);
                        setLastYear(String(Math.max(member.fromYear - 1, thisYear - 1)));
                      }}
                    >
                      {t('remove', { name: member.name })}
                    </Button>
                  </span>
                ) : null}
              </li>
            );
          })}
        </ul>
        {leaving ? (
          <form className="admin-household-form" onSubmit={leave} noValidate>
            <h3 className="admin-household-form__heading">
              {t('removeTitle', { name: leaving.name, household: household.name })}
            </h3>
            <div className="halo-field">
              <label className="halo-field__label" htmlFor="admin-household-last-year">
                {t('lastYear')}
              </label>
              <select
                id="admin-household-last-year"
                className="halo-select"
                value={lastYear}
                onChange={(event) => setLastYear(event.target.value)}
              >
                {lastYears.map((year) => (
                  <option key={year} value={year}>
                    {year < leaving.fromYear ? t('lastYearNone') : String(year)}
                  </option>
                ))}
              </select>
            </div>
            {errors.lastYear ? <p role="alert">{errors.lastYear}</p> : null}
            <div className="halo-modal__actions">
              <Button type="button" variant="secondary" onClick={() => setLeaving(null)}>
                {t('cancel')}
              </Button>
              <Button type="submit" disabled={busy}>
                {t('removeConfirm')}
              </Button>
            </div>
          </form>
        ) : null}
        <form className="admin-household-form" onSubmit={join} noValidate>
          <h3 className="admin-household-form__heading">{t('addMember')}</h3>
          {joining ? (
            <p>
              <strong>{joining.name}</strong> <span className="admin-muted">{joining.email}</span>
            </p>
          ) : (
            <HouseholdDonorPicker
              idPrefix="admin-household-join"
              exclude={current.map((member) => member.donorPrefixedId)}
              error={errors.donor}
              onPick={setJoining}
            />
          )}
          {joining && errors.donor ? <p role="alert">{errors.donor}</p> : null}
          {joining ? (
            <>
              <TextField
                id="admin-household-join-from"
                label={t('addFrom')}
                inputMode="numeric"
                autoComplete="off"
                value={fromYear}
                error={errors.fromYear}
                onChange={(event) => setFromYear(event.target.value)}
              />
              <div className="halo-modal__actions">
                <Button type="button" variant="secondary" onClick={() => setJoining(null)}>
                  {t('cancel')}
                </Button>
                <Button type="submit" disabled={busy}>
                  {t('addMemberButton')}
                </Button>
              </div>
            </>
          ) : null}
        </form>
        <form className="admin-household-form" onSubmit={(event) => void preview(event)} noValidate>
          <h3 className="admin-household-form__heading">{t('previewTitle')}</h3>
          <StatementChoiceFields choice={choice} idPrefix="admin-household-preview" />
          {errors.year ? <p role="alert">{errors.year}</p> : null}
          <Button type="submit" variant="secondary" disabled={busy || !choice.letterQuery.state.data}>
            {t('previewButton')}
          </Button>
        </form>
        <RenameHouseholdForm household={household} onRenamed={onChanged} />
        <HouseholdAddressForm household={household} onSaved={onChanged} />
        <DeleteHouseholdForm household={household} onDeleted={onDeleted} />
        {errors.form ? <p role="alert">{errors.form}</p> : null}
        <p role="status" className={status ? undefined : 'halo-visually-hidden'}>
          {status}
        </p>
        <div className="halo-modal__actions">
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('close')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
