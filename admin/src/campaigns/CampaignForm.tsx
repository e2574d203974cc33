import { parseAmountInput, slugFromName } from '@halo/domain';
import { Button, TextField } from '@halo/ui';
import { useApiClient } from 'halo_shared/api';
import {
  AddCampaignDocument,
  UpdateCampaignDocument,
  type AdminCampaignFieldsFragment,
} from '@halo/shared/graphql/admin-campaigns';
import { useTranslation } from 'halo_shared/i18n';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { fieldMessages } from '../layout/serverMessage';
import { CampaignImageField } from './CampaignImageField';
import { CAMPAIGNS_NAMESPACE } from './campaignsMessages';

type Campaign = AdminCampaignFieldsFragment;
type Field =
  | 'name'
  | 'slug'
  | 'goal'
  | 'fundPrefixedIds'
  | 'startDate'
  | 'endDate'
  | 'description'
  | 'imageUrl'
  | 'imageAlt';
type Errors = Partial<Record<Field, string>>;
const FIELDS: Field[] = [
  'name',
  'slug',
  'goal',
  'fundPrefixedIds',
  'startDate',
  'endDate',
  'description',
  'imageUrl',
  'imageAlt',
];

/** Cents as the goal field shows them: whole units without cents when there are none. */
function goalText(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

/**
 * A campaign's name, address, goal, funds, dates and description. The address follows the name
 * (`Building Fund` → `building-fund`) until the administrator types one of their own; the server
 * holds it to the same rules and says which field it refuses, keeping everything typed.
 */
export function CampaignForm({
  organizationPrefixedId,
  campaign,
  funds,
  onSaved,
  onCancel,
}: {
  organizationPrefixedId: string;
  /** null: a new campaign. */
  campaign: Campaign | null;
  /** The church's funds a campaign may give to, in the church's order. */
  funds: { prefixedId: string; name: string }[];
  onSaved: (campaign: Campaign, added: boolean) => void;
  onCancel: () => void;
}) {
  const { graphql } = useApiClient();
  const { t } = useTranslation(CAMPAIGNS_NAMESPACE);
  const id = `admin-campaign-${useId().replace(/:/g, '')}`;
  const [draft, setDraft] = useState({
    name: campaign?.name ?? '',
    slug: campaign?.slug ?? '',
    goal: campaign ? goalText(campaign.goal) : '',
    description: campaign?.description ?? '',
    imageUrl: campaign?.imageUrl ?? '',
    imageAlt: campaign?.imageAlt ?? '',
    startDate: campaign?.startDate ?? '',
    endDate: campaign?.endDate ?? '',
    fundPrefixedIds:
      campaign?.funds.map((fund) => fund.prefixedId) ?? funds.slice(0, 1).map((f) => f.prefixedId),
  });
  // A new campaign's address follows its name until the administrator edits the address.
  const [slugTouched, setSlugTouched] = useState(campaign !== null);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    document.getElementById(`${id}-name`)?.focus();
  }, [id, campaign?.prefixedId]);

  function refused(found: Errors | null) {
    setErrors(found ?? {});
    setFailure(found ? null : t('failed'));
    const first = FIELDS.find((field) => found?.[field]);
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const goal = parseAmountInput(draft.goal);
    if (goal === null) {
      refused({ goal: t('goalInvalid') });
      return;
    }
    if (draft.imageUrl && !draft.imageAlt.trim()) {
      refused({ imageAlt: t('imageAltRequired') });
      return;
    }
    setBusy(true);
    setErrors({});
    setFailure(null);
    const input = {
      name: draft.name,
      slug: draft.slug,
      goal,
      description: draft.description,
      imageUrl: draft.imageUrl || null,
      imageAlt: draft.imageUrl ? draft.imageAlt : null,
      startDate: draft.startDate || null,
      endDate: draft.endDate || null,
      // In the church's order: the first is the form's default.
      fundPrefixedIds: funds
        .map((fund) => fund.prefixedId)
        .filter((each) => draft.fundPrefixedIds.includes(each)),
    };
    try {
      if (campaign) {
        const answer = await graphql(UpdateCampaignDocument, {
          organizationPrefixedId,
          campaignPrefixedId: campaign.prefixedId,
          input,
        });
        onSaved(answer.updateCampaign, false);
      } else {
        const answer = await graphql(AddCampaignDocument, { organizationPrefixedId, input });
        onSaved(answer.addCampaign, true);
      }
    } catch (error) {
      const found: Errors = fieldMessages(error, FIELDS);
      refused(Object.keys(found).length > 0 ? found : null);
    } finally {
      setBusy(false);
    }
  }

  const text = (field: 'name' | 'slug' | 'goal' | 'startDate' | 'endDate', extra = {}) => ({
    id: `${id}-${field}`,
    name: field,
    value: draft[field],
    error: errors[field],
    autoComplete: 'off',
    ...extra,
  });

  return (
    <section className="admin-panel admin-campaign-form" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{campaign ? t('editing', { name: campaign.name }) : t('newCampaign')}</h2>
      <form onSubmit={(event) => void save(event)} noValidate>
        <TextField
          {...text('name')}
          label={t('name')}
          onChange={(event) => {
            const name = event.target.value;
            setDraft({ ...draft, name, slug: slugTouched ? draft.slug : slugFromName(name) });
          }}
        />
        <TextField
          {...text('slug')}
          label={t('slug')}
          hint={t('slugHint')}
          spellCheck={false}
          onChange={(event) => {
            setSlugTouched(true);
            setDraft({ ...draft, slug: event.target.value });
          }}
        />
        <TextField
          {...text('goal')}
          label={t('goal')}
          inputMode="decimal"
          onChange={(event) => setDraft({ ...draft, goal: event.target.value })}
        />
        <fieldset
          className={`halo-field admin-campaign-form__funds${errors.fundPrefixedIds ? ' halo-field--invalid' : ''}`}
          aria-describedby={`${id}-funds-hint${errors.fundPrefixedIds ? ` ${id}-funds-error` : ''}`}
        >
          <legend className="halo-field__label">{t('funds')}</legend>
          {funds.map((fund, index) => (
            <label key={fund.prefixedId} className="admin-campaign-form__fund">
              <input
                type="checkbox"
                id={index === 0 ? `${id}-fundPrefixedIds` : undefined}
                checked={draft.fundPrefixedIds.includes(fund.prefixedId)}
                onChange={(event) =>
                  setDraft({
                    ...draft,
                    fundPrefixedIds: event.target.checked
                      ? [...draft.fundPrefixedIds, fund.prefixedId]
                      : draft.fundPrefixedIds.filter((each) => each !== fund.prefixedId),
                  })
                }
              />{' '}
              {fund.name}
            </label>
          ))}
          <p id={`${id}-funds-hint`} className="halo-field__hint">
            {t('fundsHint')}
          </p>
          {errors.fundPrefixedIds ? (
            <p id={`${id}-funds-error`} className="halo-field__error">
              {errors.fundPrefixedIds}
            </p>
          ) : null}
        </fieldset>
        <div className="admin-campaign-form__dates">
          <TextField
            {...text('startDate')}
            type="date"
            label={t('startDate')}
            onChange={(event) => setDraft({ ...draft, startDate: event.target.value })}
          />
          <TextField
            {...text('endDate')}
            type="date"
            label={t('endDate')}
            onChange={(event) => setDraft({ ...draft, endDate: event.target.value })}
          />
        </div>
        <div className={`halo-field${errors.description ? ' halo-field--invalid' : ''}`}>
          <label className="halo-field__label" htmlFor={`${id}-description`}>
            {t('description')}
          </label>
          <textarea
            id={`${id}-description`}
            name="description"
            className="halo-input admin-campaign-form__description"
            maxLength={500}
            value={draft.description}
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={errors.description ? `${id}-description-error` : undefined}
            onChange={(event) => setDraft({ ...draft, description: event.target.value })}
          />
          {errors.description ? (
            <p id={`${id}-description-error`} className="halo-field__error">
              {errors.description}
            </p>
          ) : null}
        </div>
        <CampaignImageField
          id={id}
          imageUrl={draft.imageUrl}
          imageAlt={draft.imageAlt}
          errors={{ imageUrl: errors.imageUrl, imageAlt: errors.imageAlt }}
          onChange={(image) => setDraft({ ...draft, ...image })}
        />
        <div className="admin-campaign-form__actions">
          <Button type="submit" disabled={busy}>
            {t('save')}
          </Button>
          <Button type="button" variant="secondary" onClick={onCancel}>
            {t('cancel')}
          </Button>
        </div>
        {failure ? (
          <p role="alert" className="admin-error">
            {failure}
          </p>
        ) : null}
      </form>
    </section>
  );
}
