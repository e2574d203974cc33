// What the giving endpoints say about bank account gifts (docs/PRODUCT.md §22), en and es.
import type { Locale } from '@halo/domain';

const en = {
  'bank.notOffered': 'This church does not take gifts from a bank account. Please give by card.',
  'bank.recurringSavesAccount':
    'A recurring gift keeps the bank account in your payment methods. Please read the authorization for a saved account and tick the box.',
  'bank.mandateRequired': 'Please tick the box to authorize the debit from your bank account.',
  'bank.mandateOutdated':
    'The authorization you accepted has changed. Please read it again and tick the box.',
  'bank.accountInvalid': 'This bank account cannot be used. Please enter it again.',
  'bank.testAccountRequired':
    'This is a test site and debits no real bank account. Use the test routing number 110000000.',
  'bank.saveNeedsAccount': 'Sign in to save a bank account for later gifts.',
  'bank.stripeCannotSave':
    'A bank account cannot be saved for later gifts at this church yet. Please untick the box to give once.',
  'bank.accountNotLinked': 'Please connect your bank account before giving.',
  'bank.stripeOnly': 'This church’s test giving takes a bank account in its own fields.',
  'bank.amountChanged':
    'The amount changed after your bank account was connected. Please give again to connect it for this amount.',
  'bank.savedAccountRefused':
    'Your saved bank account could not be debited. Please choose another payment method.',
} as const;

export type BankGivingMessageKey = keyof typeof en;

const es: Record<BankGivingMessageKey, string> = {
  'bank.notOffered': 'Esta iglesia no recibe donaciones desde una cuenta bancaria. Done con tarjeta.',
  'bank.recurringSavesAccount':
    'Una donación recurrente guarda la cuenta bancaria en sus métodos de pago. Lea la autorización para una cuenta guardada y marque la casilla.',
  'bank.mandateRequired': 'Marque la casilla para autorizar el débito de su cuenta bancaria.',
  'bank.mandateOutdated': 'La autorización que aceptó ha cambiado. Léala de nuevo y marque la casilla.',
  'bank.accountInvalid': 'Esta cuenta bancaria no se puede usar. Ingrésela de nuevo.',
  'bank.testAccountRequired':
    'Este es un sitio de prueba y no debita ninguna cuenta bancaria real. Use el número de ruta de prueba 110000000.',
  'bank.saveNeedsAccount': 'Inicie sesión para guardar una cuenta bancaria para donaciones futuras.',
  'bank.stripeCannotSave':
    'En esta iglesia todavía no se puede guardar una cuenta bancaria para donaciones futuras. Desmarque la casilla para donar una sola vez.',
  'bank.accountNotLinked': 'Conecte su cuenta bancaria antes de donar.',
  'bank.stripeOnly':
    'Las donaciones de prueba de esta iglesia toman la cuenta bancaria en sus propios campos.',
  'bank.amountChanged':
    'El monto cambió después de conectar su cuenta bancaria. Done de nuevo para conectarla por este monto.',
  'bank.savedAccountRefused': 'No se pudo debitar su cuenta bancaria guardada. Elija otro método de pago.',
};

export function bankGivingMessage(locale: Locale, key: BankGivingMessageKey): string {
  return (locale === 'es' ? es : en)[key];
}
