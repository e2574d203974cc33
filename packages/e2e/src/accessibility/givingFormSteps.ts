// The giving form's steps the giving page's and the embed's screens both reach: a guest's gift up to
// its payment step, and the "needs an account" dialog of a guest's recurring gift.
import { formatMoney } from '@halo/domain';
import type { Locator } from 'playwright-core';
import {
  chooseAmount,
  fillCard,
  fillDonor,
  newDonorEmail,
  waitForHeading,
  type FormScope,
} from '../harness/givingForm';
import type { ScreenText } from '../harness/screenText';
import { dialog } from './accessibilityRun';

/** The giving form filled for a guest's $50.00 one-time gift, on its payment step with a card typed. */
export async function toPaymentStep(scope: FormScope, text: ScreenText, card: string): Promise<string> {
  const giving = text.giving;
  const email = newDonorEmail('a11y');
  await chooseAmount(scope, formatMoney(5000, 'USD', giving.formatLocale));
  await fillDonor(scope, giving, { email, firstName: 'Ana', lastName: 'Ruiz' });
  await scope.getByRole('button', { name: giving.continue }).click();
  await waitForHeading(scope, giving.paymentTitle);
  await fillCard(scope, giving, card, 'Ana Ruiz');
  return email;
}

/** Chooses recurring as a guest, which opens the "needs an account" modal. */
export async function openRecurringModal(scope: FormScope, text: ScreenText): Promise<Locator> {
  await chooseAmount(scope, formatMoney(2500, 'USD', text.giving.formatLocale));
  await scope.getByText(text.giving.recurring, { exact: true }).click();
  const modal = dialog(scope, text.giving.modalTitle);
  await modal.waitFor();
  return modal;
}
