import type { Catalogue } from 'halo_shared/i18n';

// Namespace `giving-bank`: the words of paying from a bank account (docs/PRODUCT.md §22). English comes
// with the payment step's bank chunk, Spanish (bankMessages.es.ts) only once the form speaks Spanish;
// the embed's first screen carries none of them.
export const BANK_NAMESPACE = 'giving-bank';

const en = {
  method: 'Pay with',
  card: 'Card',
  bank: 'Bank account',
  legend: 'Bank account',
  testHint:
    'Test mode: routing number 110000000 and account number 000123456789. No bank account is debited.',
  routing: 'Routing number',
  account: 'Account number',
  holder: 'Account holder name',
  type: 'Account type',
  checking: 'Checking',
  savings: 'Savings',
  save: 'Save this bank account in my payment methods for my next gifts',
  savedForRecurring:
    'A recurring gift is debited from this bank account each time: it is saved in your payment methods, where you can change it.',
  mandate: 'I authorize this debit from my bank account',
  mandateRequired: 'Please tick the box to authorize the debit from your bank account.',
  summaryWithFee: '{{total}} ({{amount}} + {{fee}} bank fee) to {{fund}}, {{frequency}}',
  processing:
    'Your gift from your bank account is processing. A bank debit takes about 4 business days; your receipt will be emailed to {{email}} once it clears, expected on {{date}}.',
  processingGeneric:
    'Your gift from your bank account is processing. A bank debit takes about 4 business days; expected to clear on {{date}}.',
  stripeHint:
    'When you choose Give Now, Stripe, our payment processor, opens a window where you connect your bank account by signing in to your bank, or enter its routing and account numbers.',
  holderRequired: 'Please enter the account holder’s name.',
  notLinked: 'Your bank account was not connected. Please choose Give Now again to connect it.',
  verify:
    'Your bank account must be verified before it is debited: in 1 to 2 business days Stripe makes a small deposit into it and emails you. Enter the amounts or the code on Stripe’s verification page.',
  verifyLink: 'Verify your bank account',
};

export type BankMessages = typeof en;

export const bankCatalogue: Catalogue<BankMessages> = {
  namespace: BANK_NAMESPACE,
  en,
  es: () => import(/* webpackChunkName: "giving-es" */ './bankMessages.es').then((module) => module.es),
};
