import { Button, TextField } from '@halo/ui';
import { useApiClient } from 'halo_shared/api';
import {
  UpdateGivingPageDocument,
  type AdminGivingPageFieldsFragment,
} from '@halo/shared/graphql/admin-giving-page';
import type { GivingPageInput } from 'halo_shared/graphql/schemaTypes';
import { useTranslation } from 'halo_shared/i18n';
import { useId, useState, type FormEvent } from 'react';
import { fieldMessage, fieldMessages } from '../layout/serverMessage';
import { useChurch } from '../layout/useChurch';
import { GivingPagePreview } from './GivingPagePreview';
import { GIVING_PAGE_NAMESPACE } from './givingPageMessages';
import {
  changedSettings,
  completeColour,
  draftOf,
  GIVING_MESSAGE_MAX_LENGTH,
  MAX_PRESET_AMOUNTS,
  type GivingPageDraft,
} from './givingPageSettings';
import { LogoField } from './LogoField';

/** The settings the server may name in a refusal ('input': one about the whole change). */
const FIELDS = [
  'displayName',
  'logoUrl',
  'brandColor',
  'fixedAmounts',
  'minAmount',
  'maxAmount',
  'feePercentBps',
  'feeFixedCents',
  'givingMessage',
  'smsNumber',
  'isInMaintenance',
] as const;
type Field = (typeof FIELDS)[number];
type FieldErrors = Partial<Record<Field, string>>;

/**
 * The giving page's settings, edited together and saved by one "Save changes" that sends only what
 * changed. A refusal puts the server's message (in the reader's language) beside its field, focuses
 * the first such field and keeps everything typed.
 */
export function GivingPageEditor({
  page,
  onSaved,
}: {
  page: AdminGivingPageFieldsFragment;
  onSaved: (page: AdminGivingPageFieldsFragment) => void;
}) {
  const { graphql } = useApiClient();
  const { t } = useTranslation(GIVING_PAGE_NAMESPACE);
  const { organizationPrefixedId, currency, formattingLocale } = useChurch();
  const id = useId();
  const fieldId = (field: Field) => `${id}-${field}`;
  const [draft, setDraft] = useState<GivingPageDraft>(() => draftOf(page));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<{ kind: 'saved' | 'info' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const change = (next: Partial<GivingPageDraft>) => setDraft((current) => ({ ...current, ...next }));
  const messageLength = [...draft.givingMessage.trim()].length;

  function showErrors(found: FieldErrors) {
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) document.getElementById(fieldId(first))?.focus();
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus(null);
    const changes = changedSettings(page, draft);
    if (!changes.ok) {
      showErrors(Object.fromEntries(changes.unreadable.map((field) => [field, t('unreadableNumber')])));
      setStatus({ kind: 'error', text: t('fixFields') });
      return;
    }
    if (messageLength > GIVING_MESSAGE_MAX_LENGTH) {
      showErrors({ givingMessage: t('messageTooLong', { max: GIVING_MESSAGE_MAX_LENGTH }) });
      return;
    }
    setErrors({});
    if (changes.count === 0) {
      setStatus({ kind: 'info', text: t('nothingChanged') });
      return;
    }
    setBusy(true);
    try {
      const answer = await graphql(UpdateGivingPageDocument, {
        organizationPrefixedId,
        input: changes.input as GivingPageInput,
      });
      onSaved(answer.updateGivingPage);
      setDraft(draftOf(answer.updateGivingPage));
      setStatus({ kind: 'saved', text: t('saved') });
    } catch (failure) {
      const found: FieldErrors = fieldMessages(failure, FIELDS);
      showErrors(found);
      const general = fieldMessage(failure, 'input');
      setStatus({
        kind: 'error',
        text: general ?? (Object.keys(found).length ? t('fixFields') : t('failed')),
      });
    } finally {
      setBusy(false);
    }
  }

  const moneyField = (field: 'minAmount' | 'maxAmount', key: 'minAmount' | 'maxAmount') => (
    <TextField
      id={fieldId(field)}
      label={t(key, { currency })}
      inputMode="decimal"
      value={draft[key]}
      error={errors[field]}
      onChange={(event) => change({ [key]: event.target.value })}
    />
  );

  return (
    <div className="admin-giving">
      <form className="admin-panel admin-giving__form" onSubmit={(event) => void save(event)} noValidate>
        <h2>{t('settings')}</h2>
        <TextField
          id={fieldId('displayName')}
          label={t('displayName')}
          value={draft.displayName}
          error={errors.displayName}
          onChange={(event) => change({ displayName: event.target.value })}
        />
        <LogoField
          logoUrl={draft.logoUrl}
          displayName={draft.displayName}
          serverError={errors.logoUrl ?? null}
          onChange={(logoUrl) => change({ logoUrl })}
        />
        <div className="admin-giving__row">
          <TextField
            id={fieldId('brandColor')}
            label={t('brandColor')}
            hint={t('brandColorHint')}
            placeholder="#1a56db"
            spellCheck={false}
            value={draft.brandColor}
            error={errors.brandColor}
            onChange={(event) => change({ brandColor: event.target.value })}
          />
          <input
            className="admin-giving__colour"
            type="color"
            aria-label={t('brandColorPicker')}
            value={completeColour(draft.brandColor) ?? '#1a56db'}
            onChange={(event) => change({ brandColor: event.target.value })}
          />
        </div>
        <fieldset
          className="admin-giving__group"
          aria-describedby={`${id}-amounts-hint${errors.fixedAmounts ? ` ${id}-amounts-error` : ''}`}
        >
          <legend>{t('amounts')}</legend>
          <p id={`${id}-amounts-hint`} className="halo-field__hint">
            {t('amountsHint', { currency })}
          </p>
          {draft.fixedAmounts.map((amount, index) => (
            <div key={index} className="admin-giving__row">
              <TextField
                id={index === 0 ? fieldId('fixedAmounts') : `${id}-amount-${index}`}
                label={t('amount', { number: index + 1 })}
                inputMode="decimal"
                value={amount}
                onChange={(event) =>
                  change({
                    fixedAmounts: draft.fixedAmounts.map((text, at) =>
                      at === index ? event.target.value : text,
                    ),
                  })
                }
              />
              {draft.fixedAmounts.length > 1 ? (
                <Button
                  variant="secondary"
                  aria-label={t('removeAmount', { number: index + 1 })}
                  onClick={() => {
                    change({ fixedAmounts: draft.fixedAmounts.filter((_, at) => at !== index) });
                    document.getElementById(fieldId('fixedAmounts'))?.focus();
                  }}
                >
                  ×
                </Button>
              ) : null}
            </div>
          ))}
          {errors.fixedAmounts ? (
            <p id={`${id}-amounts-error`} className="halo-field__error">
              {errors.fixedAmounts}
            </p>
          ) : null}
          {draft.fixedAmounts.length < MAX_PRESET_AMOUNTS ? (
            <Button
              variant="secondary"
              onClick={() => {
                change({ fixedAmounts: [...draft.fixedAmounts, ''] });
                // The new field is there after this render: the next place to type.
                setTimeout(() =>
                  document.getElementById(`${id}-amount-${draft.fixedAmounts.length}`)?.focus(),
                );
              }}
            >
              {t('addAmount')}
            </Button>
          ) : null}
        </fieldset>
        <div className="admin-giving__row">
          {moneyField('minAmount', 'minAmount')}
          {moneyField('maxAmount', 'maxAmount')}
        </div>
        <fieldset className="admin-giving__group">
          <legend>{t('fee')}</legend>
          <div className="admin-giving__row">
            <TextField
              id={fieldId('feePercentBps')}
              label={t('feePercent')}
              inputMode="decimal"
              value={draft.feePercent}
              error={errors.feePercentBps}
              onChange={(event) => change({ feePercent: event.target.value })}
            />
            <TextField
              id={fieldId('feeFixedCents')}
              label={t('feeFixed', { currency })}
              inputMode="decimal"
              value={draft.feeFixed}
              error={errors.feeFixedCents}
              onChange={(event) => change({ feeFixed: event.target.value })}
            />
          </div>
        </fieldset>
        <div className={`halo-field${errors.givingMessage ? ' halo-field--invalid' : ''}`}>
          <label className="halo-field__label" htmlFor={fieldId('givingMessage')}>
            {t('message')}
          </label>
          <textarea
            id={fieldId('givingMessage')}
            className="halo-input admin-giving__textarea"
            value={draft.givingMessage}
            aria-invalid={errors.givingMessage ? true : undefined}
            aria-describedby={`${id}-count${errors.givingMessage ? ` ${id}-message-error` : ''}`}
            onChange={(event) => change({ givingMessage: event.target.value })}
          />
          <p
            id={`${id}-count`}
            className={messageLength > GIVING_MESSAGE_MAX_LENGTH ? 'halo-field__error' : 'halo-field__hint'}
          >
            {t('messageCount', { count: messageLength, max: GIVING_MESSAGE_MAX_LENGTH })}
          </p>
          {errors.givingMessage ? (
            <p id={`${id}-message-error`} className="halo-field__error">
              {errors.givingMessage}
            </p>
          ) : null}
        </div>
        <TextField
          id={fieldId('smsNumber')}
          label={t('smsNumber')}
          hint={t('smsNumberHint')}
          type="tel"
          autoComplete="off"
          placeholder="+15551234567"
          value={draft.smsNumber}
          error={errors.smsNumber}
          onChange={(event) => change({ smsNumber: event.target.value })}
        />
        <fieldset className="admin-giving__group">
          <legend>{t('maintenance')}</legend>
          <p id={`${id}-warning`} className="admin-giving__warning">
            {t('maintenanceWarning')}
          </p>
          <div className="admin-giving__check">
            <input
              id={fieldId('isInMaintenance')}
              type="checkbox"
              checked={draft.isInMaintenance}
              aria-describedby={`${id}-warning`}
              onChange={(event) => change({ isInMaintenance: event.target.checked })}
            />
            <label htmlFor={fieldId('isInMaintenance')}>{t('maintenanceLabel')}</label>
          </div>
          {errors.isInMaintenance ? <p className="halo-field__error">{errors.isInMaintenance}</p> : null}
        </fieldset>
        <div className="admin-giving__actions">
          <Button type="submit" disabled={busy}>
            {busy ? t('saving') : t('save')}
          </Button>
          <p role="status" className={status?.kind === 'error' ? 'admin-error' : undefined}>
            {status?.text ?? ''}
          </p>
        </div>
      </form>
      <GivingPagePreview draft={draft} currency={currency} formattingLocale={formattingLocale} />
    </div>
  );
}
