import {
  maskCardCvc,
  maskCardExpiry,
  maskCardNumber,
  type CardEntry,
  type CardEntryField,
} from '@halo/domain';
import type { ReactNode } from 'react';
import { classNames } from './classNames';
import { TextField } from './TextField';

/** The words of the card fields, in the reader's language (each front end keeps its own). */
export interface CardFieldsWords {
  /** The group's name, e.g. "Card details"; may carry a "Test mode" badge. */
  legend: ReactNode;
  hint?: ReactNode;
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

export interface CardFieldsProps {
  values: CardEntry;
  /** Translated messages, each under its field. */
  errors?: Partial<Record<CardEntryField, string | null | undefined>>;
  words: CardFieldsWords;
  /** The field's new value, already masked as the donor types (`1234 5678 …`, `MM/YYYY`). */
  onChange: (field: CardEntryField, value: string) => void;
  nameRequired?: boolean;
  className?: string;
}

const MASKS: Record<CardEntryField, (text: string) => string> = {
  number: maskCardNumber,
  expiry: maskCardExpiry,
  cvc: maskCardCvc,
  name: (text) => text,
};

/**
 * A card typed into our own fields — the sandbox processor's, clearly a test; with Stripe its own
 * field takes the card. One set of fields wherever a donor enters a card (the giving form's card
 * step, the manage link's "Change card"), named as browsers autofill them.
 */
export function CardFields({
  values,
  errors = {},
  words,
  onChange,
  nameRequired = false,
  className,
}: CardFieldsProps) {
  const change = (field: CardEntryField) => (event: { target: { value: string } }) =>
    onChange(field, MASKS[field](event.target.value));
  return (
    <fieldset className={classNames('halo-fieldset', className)}>
      <legend className="halo-field__label">{words.legend}</legend>
      {words.hint ? <p className="halo-field__hint">{words.hint}</p> : null}
      <TextField
        label={words.number}
        name="cardNumber"
        inputMode="numeric"
        autoComplete="cc-number"
        required
        value={values.number}
        onChange={change('number')}
        error={errors.number}
      />
      <div className="halo-form-row">
        <TextField
          label={words.expiry}
          name="cardExpiry"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YYYY"
          required
          value={values.expiry}
          onChange={change('expiry')}
          error={errors.expiry}
        />
        <TextField
          label={words.cvc}
          name="cardCvc"
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          required
          value={values.cvc}
          onChange={change('cvc')}
          error={errors.cvc}
        />
      </div>
      <TextField
        label={words.name}
        name="cardholderName"
        autoComplete="cc-name"
        required={nameRequired}
        value={values.name}
        onChange={change('name')}
        error={errors.name}
      />
    </fieldset>
  );
}
