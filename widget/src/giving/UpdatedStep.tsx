import { Button } from '@halo/ui';
import { useEffect, useRef } from 'react';
import { useGivingEnvironment, useGivingForm } from './GivingEnvironment';
import { formatCalendarDateFor, useGivingText } from './useGivingText';

/** The completion screen of update mode (docs/PRODUCT.md §2): the recurring gift has been updated. */
export function UpdatedStep() {
  const { t, formatLocale } = useGivingText();
  const environment = useGivingEnvironment();
  const result = useGivingForm((state) => state.result);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="halo-giving-form halo-giving-form--done" role="status">
      <h2 ref={heading} tabIndex={-1} className="halo-giving-form__step-title">
        {t('update.doneTitle')}
      </h2>
      {result?.nextOccurrence ? (
        <p>
          {t('done.nextOccurrence', { date: formatCalendarDateFor(result.nextOccurrence, formatLocale) })}
        </p>
      ) : (
        <p>{t('update.notScheduled')}</p>
      )}
      {environment.openDonorPortal ? (
        <div className="halo-form-actions">
          <Button variant="secondary" onClick={environment.openDonorPortal}>
            {t('actions.donorPortal')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
