import { useGivingText } from './useGivingText';

/**
 * "Step 1 of 2: Your gift" / "Step 2 of 2: Payment": where the donor is, as one sentence a screen
 * reader reads as it is, over a two-part bar that only repeats it for the eye.
 */
export function GivingStepIndicator({ step }: { step: 'details' | 'payment' }) {
  const { t } = useGivingText();
  return (
    <p className="halo-giving-step">
      {t(step === 'payment' ? 'steps.payment' : 'steps.details')}
      <span className="halo-giving-step__bar" aria-hidden="true">
        <span className="halo-giving-step--done" />
        <span className={step === 'payment' ? 'halo-giving-step--done' : undefined} />
      </span>
    </p>
  );
}
