import { DEDICATION_NAME_MAX, type DedicationKind } from '@halo/domain';
import { RadioGroup, TextField } from '@halo/ui';
import { useCatalogues, useTranslation } from 'halo_shared/i18n';
import { DEDICATION_NAMESPACE, dedicationCatalogue } from './dedicationMessages';
// Importing it adds the panel's rule to the form's first step.
import './dedicationRule';
import { useGivingForm, useGivingFormStore } from './GivingEnvironment';
import { useGivingText } from './useGivingText';

/**
 * "Give in honour or memory of someone", opened: in honour of or in memory of, the person's name, and
 * optionally someone to tell (never the amount) with the name it is from. A lazy chunk
 * (`giving-dedication`), loaded when the donor ticks the box.
 */
export default function DedicationPanel() {
  const { message } = useGivingText();
  useCatalogues(dedicationCatalogue);
  const { t } = useTranslation(DEDICATION_NAMESPACE);
  const form = useGivingFormStore();
  const values = useGivingForm((state) => state.values);
  const errors = useGivingForm((state) => state.errors);
  const { setValue } = form.getState();

  return (
    <div className="halo-fieldset">
      <RadioGroup<DedicationKind>
        legend={t('legend')}
        name="dedicationKind"
        options={[
          { value: 'honor', label: t('honor') },
          { value: 'memory', label: t('memory') },
        ]}
        value={values.dedicationKind}
        onChange={(kind) => setValue('dedicationKind', kind)}
      />
      <TextField
        label={t('name')}
        name="dedicationName"
        autoComplete="off"
        maxLength={DEDICATION_NAME_MAX}
        value={values.dedicationName}
        onChange={(event) => setValue('dedicationName', event.target.value)}
        error={message(errors.dedicationName)}
      />
      <p className="halo-field__hint">{t('notifyHint')}</p>
      <TextField
        label={t('notifyEmail')}
        name="dedicationEmail"
        type="email"
        autoComplete="off"
        value={values.dedicationEmail}
        onChange={(event) => setValue('dedicationEmail', event.target.value)}
        error={message(errors.dedicationEmail)}
      />
      <TextField
        label={t('notifySender')}
        name="dedicationSender"
        autoComplete="off"
        maxLength={DEDICATION_NAME_MAX}
        hint={t('notifySenderHint')}
        value={values.dedicationSender}
        onChange={(event) => setValue('dedicationSender', event.target.value)}
        error={message(errors.dedicationSender)}
      />
    </div>
  );
}
