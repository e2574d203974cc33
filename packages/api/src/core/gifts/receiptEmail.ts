// The receipt a donor gets after each successful charge, in the donor's locale, with money and the
// date as that language writes them in the church's country.
import escapeHtml from 'escape-html';
import {
  formatCalendarDay,
  formatMoney,
  formattingLocale,
  isFrequency,
  scheduleNamesByLocale,
  walletMethodText,
  type DedicationKind,
  type Locale,
  type Wallet,
} from '@halo/domain';
import type { MailMessage } from '../../mail/mailer';

export interface ReceiptDetails {
  to: string;
  locale: Locale;
  churchName: string;
  /** The church's country (ISO 3166 alpha-2, its contact's), for how money and dates are written. */
  country: string | null;
  currency: string;
  /** The gift before any covered fee. */
  giftCents: number;
  /** What the donor added to cover the processing fee (0 when not covered). */
  coveredFeeCents: number;
  chargedCents: number;
  funds: string[];
  /** A gift split between funds: each fund's part of the gift (before any covered fee). */
  fundParts?: { name: string; cents: number }[];
  /** Given in honour or in memory of this person. */
  dedication?: { kind: DedicationKind; name: string };
  /** YYYY-MM-DD on the church's calendar. */
  date: string;
  cardBrand: string;
  cardLastFour: string;
  /** A bank account gift (docs/PRODUCT.md §22) names the account: `cardBrand` is then the bank's name. */
  paymentMethodType?: 'card' | 'bank';
  /** A card gift paid with a wallet (docs/PRODUCT.md §23) names it: "Apple Pay (Visa •••• 4242)". */
  wallet?: Wallet | null;
  receiptNumber: string;
  frequency: string | null;
  /**
   * A recurring gift's signed manage link (`/manage/{token}`): skip, pause, change card or stop it
   * without signing in. Absent for one-time gifts.
   */
  manageUrl?: string;
}

const text = {
  en: {
    subject: (church: string) => `Thank you for your gift to ${church}`,
    greeting: (church: string) => `Thank you for your gift to ${church}!`,
    amount: 'Gift amount',
    funds: 'Funds',
    dedication: { honor: 'In honor of', memory: 'In memory of' } satisfies Record<DedicationKind, string>,
    date: 'Date',
    fee: 'Processing fee covered',
    total: 'Total charged',
    card: 'Card',
    wallet: 'Paid with',
    cardText: (brand: string, last4: string) => `${brand} ending in ${last4}`,
    bank: 'Bank account',
    receipt: 'Receipt number',
    frequency: 'Recurring',
    footer: 'No goods or services were provided in exchange for this contribution.',
    manage: 'Manage this recurring gift (skip, pause, stop or change its card):',
  },
  es: {
    subject: (church: string) => `Gracias por su donación a ${church}`,
    greeting: (church: string) => `¡Gracias por su donación a ${church}!`,
    amount: 'Monto de la donación',
    funds: 'Fondos',
    dedication: { honor: 'En honor de', memory: 'En memoria de' } satisfies Record<DedicationKind, string>,
    date: 'Fecha',
    fee: 'Comisión de procesamiento cubierta',
    total: 'Total cobrado',
    card: 'Tarjeta',
    wallet: 'Pagado con',
    cardText: (brand: string, last4: string) => `${brand} terminada en ${last4}`,
    bank: 'Cuenta bancaria',
    receipt: 'Número de recibo',
    frequency: 'Recurrente',
    footer: 'No se proporcionaron bienes ni servicios a cambio de esta contribución.',
    manage: 'Administre esta donación recurrente (omitir, pausar, detener o cambiar la tarjeta):',
  },
} as const;

export function receiptEmail(details: ReceiptDetails): MailMessage {
  const t = text[details.locale];
  const formatting = formattingLocale(details.locale, details.country);
  const money = (cents: number) => formatMoney(cents, details.currency, formatting);
  const brand = details.cardBrand.charAt(0).toUpperCase() + details.cardBrand.slice(1);
  const rows: [string, string][] = [
    [t.amount, money(details.giftCents)],
    [
      t.funds,
      details.fundParts && details.fundParts.length > 1
        ? details.fundParts.map((part) => `${part.name} (${money(part.cents)})`).join(', ')
        : details.funds.join(', '),
    ],
    ...(details.dedication
      ? ([[t.dedication[details.dedication.kind], details.dedication.name]] as [string, string][])
      : []),
    [t.date, formatCalendarDay(details.date, formatting)],
    ...(details.coveredFeeCents > 0 ? ([[t.fee, money(details.coveredFeeCents)]] as [string, string][]) : []),
    [t.total, money(details.chargedCents)],
    details.wallet
      ? [
          t.wallet,
          walletMethodText(
            details.wallet,
            { brand: details.cardBrand, lastFour: details.cardLastFour },
            details.locale,
          ),
        ]
      : [details.paymentMethodType === 'bank' ? t.bank : t.card, t.cardText(brand, details.cardLastFour)],
    ...(details.frequency
      ? ([
          [
            t.frequency,
            isFrequency(details.frequency)
              ? scheduleNamesByLocale[details.locale].name[details.frequency]
              : details.frequency,
          ],
        ] as [string, string][])
      : []),
    [t.receipt, details.receiptNumber],
  ];
  const manage = details.manageUrl;
  return {
    to: details.to,
    subject: t.subject(details.churchName),
    text: [
      t.greeting(details.churchName),
      '',
      ...rows.map(([label, value]) => `${label}: ${value}`),
      '',
      ...(manage ? [t.manage, manage, ''] : []),
      t.footer,
    ].join('\n'),
    html:
      `<p>${escapeHtml(t.greeting(details.churchName))}</p><table>` +
      rows
        .map(
          ([label, value]) =>
            `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
        )
        .join('') +
      '</table>' +
      (manage
        ? `<p>${escapeHtml(t.manage)} <a href="${escapeHtml(manage)}">${escapeHtml(manage)}</a></p>`
        : '') +
      `<p>${escapeHtml(t.footer)}</p>`,
  };
}
