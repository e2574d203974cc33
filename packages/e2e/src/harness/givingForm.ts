// What the giving tests share: the form's texts in en and es, the demo church's figures, and steps
// through the form (on the hosted page, or inside a `<halo-give>` element's shadow root).
import { formatMoney } from '@halo/domain';
import type { Locator, Page } from 'playwright-core';
import { axeViolations } from './axe';

export const CHURCH = 'Grace Community Church';
/** The demo organization's calendar (packages/api seed): the day a gift is dated. */
export const CHURCH_TIME_ZONE = 'America/Chicago';
/** The demo organization's processor rate (seed: 2.9% + 30¢). */
export const CHURCH_RATE = { percentBps: 290, fixedCents: 30 };

export const CARDS = { visa: '4242424242424242', declined: '4000000000000002' } as const;

export const GIVING_TEXT = {
  en: {
    heading: `Online Giving - ${CHURCH}`,
    continue: 'Continue',
    amountRequired: 'Amount cannot be blank',
    required: 'This is a required field',
    recurring: 'Recurring',
    oneTime: 'One time',
    modalTitle: 'Recurring gifts need an account',
    createAccount: 'Create an account',
    giveOneTimeInstead: 'Give one time instead',
    email: 'Email',
    firstName: 'First name',
    lastName: 'Last name',
    memo: 'Donation note (optional)',
    fund: 'Fund',
    password: 'Password',
    confirm: 'Confirm password',
    coverFee: (fee: string) => `Add ${fee} to cover the processing fee`,
    paymentTitle: 'Almost Done!',
    testMode: 'Test mode',
    cardNumber: 'Card number',
    expiry: 'Expiration date (MM/YYYY)',
    cvc: 'CVC',
    cardholder: 'Cardholder name',
    giveNow: 'Give Now',
    back: 'Back',
    declined: 'Your card was declined.',
    thanks: 'Thank you for your gift!',
    receiptSent: (email: string) => `A receipt has been sent to ${email}.`,
    receiptSubject: `Thank you for your gift to ${CHURCH}`,
    locale: 'en',
    /** Money and dates of the demo church (American): the language with its country. */
    formatLocale: 'en-US',
  },
  es: {
    heading: `Donaciones en línea - ${CHURCH}`,
    continue: 'Continuar',
    amountRequired: 'El monto no puede estar vacío',
    required: 'Este campo es obligatorio',
    recurring: 'Recurrente',
    oneTime: 'Una sola vez',
    modalTitle: 'Las donaciones recurrentes requieren una cuenta',
    createAccount: 'Crear una cuenta',
    giveOneTimeInstead: 'Donar una sola vez',
    email: 'Correo electrónico',
    firstName: 'Nombre',
    lastName: 'Apellido',
    memo: 'Nota de la donación (opcional)',
    fund: 'Fondo',
    password: 'Contraseña',
    confirm: 'Confirmar contraseña',
    coverFee: (fee: string) => `Agregar ${fee} para cubrir la comisión de procesamiento`,
    paymentTitle: '¡Ya casi terminas!',
    testMode: 'Modo de prueba',
    cardNumber: 'Número de tarjeta',
    expiry: 'Fecha de vencimiento (MM/AAAA)',
    cvc: 'CVC',
    cardholder: 'Nombre del titular',
    giveNow: 'Donar ahora',
    back: 'Atrás',
    declined: 'Tu tarjeta fue rechazada.',
    thanks: '¡Gracias por tu donación!',
    receiptSent: (email: string) => `Enviamos un recibo a ${email}.`,
    receiptSubject: `Gracias por su donación a ${CHURCH}`,
    locale: 'es',
    formatLocale: 'es-US',
  },
} as const;

export type GivingText = (typeof GIVING_TEXT)[keyof typeof GIVING_TEXT];

/** Cents as the form shows them in `text`'s language (the domain's formatter, as the form uses). */
export const money = (text: GivingText, cents: number) => formatMoney(cents, 'USD', text.formatLocale);

/** Where the form lives: the page itself (hosted) or the `<halo-give>` element (shadow DOM). */
export type FormScope = Page | Locator;

/** Today on the church's calendar, as the API dates a gift. */
export function churchToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: CHURCH_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

let counter = 0;
/** A donor address no other test (or run) uses. */
export const newDonorEmail = (tag: string) => `${tag}-${Date.now()}-${(counter += 1)}@example.com`;

export interface Donor {
  email: string;
  firstName: string;
  lastName: string;
}

/** Picks a fixed amount tile ("$50.00") by clicking its label. */
export async function chooseAmount(scope: FormScope, label: string): Promise<void> {
  await scope.getByText(label, { exact: true }).click();
}

export async function fillDonor(scope: FormScope, text: GivingText, donor: Donor): Promise<void> {
  await scope.getByLabel(text.email, { exact: true }).fill(donor.email);
  await scope.getByLabel(text.firstName, { exact: true }).fill(donor.firstName);
  await scope.getByLabel(text.lastName, { exact: true }).fill(donor.lastName);
}

export async function fillCard(
  scope: FormScope,
  text: GivingText,
  card: string,
  cardholder: string,
): Promise<void> {
  await scope.getByLabel(text.cardNumber).fill(card);
  await scope.getByLabel(text.expiry).fill('12/2030');
  await scope.getByLabel(text.cvc).fill('123');
  await scope.getByLabel(text.cardholder).fill(cardholder);
}

/**
 * A guest's $50.00 monthly gift up to the payment step, creating an account on the way: the
 * recurring frequency asks the guest to sign in or create one, and the details step takes a password.
 */
export async function monthlyGiftAsRegisteringGuest(
  scope: FormScope,
  text: GivingText,
  donor: Donor,
): Promise<void> {
  await chooseAmount(scope, '$50.00');
  await scope.getByText(text.recurring, { exact: true }).click();
  await scope
    .getByRole('dialog', { name: text.modalTitle })
    .getByRole('button', { name: text.createAccount })
    .click();
  await fillDonor(scope, text, donor);
  await scope.getByLabel(text.password, { exact: true }).fill('a-good-password');
  await scope.getByLabel(text.confirm).fill('a-good-password');
  await scope.getByRole('button', { name: text.continue }).click();
  await waitForHeading(scope, text.paymentTitle);
}

export async function waitForHeading(scope: FormScope, name: string): Promise<void> {
  await scope.getByRole('heading', { name }).waitFor();
}

/** axe-core (WCAG 2.1 A/AA) over the whole page, shadow roots included; names the step on failure. */
export async function expectNoAxeViolations(page: Page, step: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  const violations = await axeViolations(page);
  expect({ step, violations }).toEqual({ step, violations: [] });
}
