// Bank account (ACH) gifts (docs/PRODUCT.md §22): fees and cover-the-fee by method, settlement on
// business days, the sandbox's account fields, the mandate and the reasons a debit fails.
export {
  addBusinessDays,
  BANK_SETTLEMENT_BUSINESS_DAYS,
  bankSettlementDate,
  isBankDebitDue,
  isBusinessDay,
} from './bankSettlement';
export { coveredFeeByMethod, giftChargeByMethod } from './methodFees';
export {
  BANK_ACCOUNT_TYPES,
  BANK_DEBIT_FAILURE_CODES,
  bankAccountEntrySchema,
  bankAccountLastFour,
  bankDebitFailureText,
  bankDigits,
  isBankAccountNumber,
  isBankDebitFailureCode,
  isRoutingNumber,
  type BankAccountEntry,
  type BankAccountType,
  type BankDebitFailureCode,
} from './bankAccountEntry';
export { BANK_MANDATE_VERSION, bankMandateText, type BankMandateFacts } from './bankMandate';
export {
  SAVED_BANK_MANDATE_VERSION,
  savedBankMandateText,
  type SavedBankMandateFacts,
} from './savedBankMandate';
export {
  BANK_RETURN_DISPUTE_REASON,
  BANK_RETURN_DISPUTE_STATUS,
  STRIPE_TEST_DISPUTED_BANK_ACCOUNT,
} from './bankReturns';
export {
  bankGiveFieldsSchema,
  sandboxBankAccountRequestSchema,
  sandboxBankAccountResponseSchema,
  stripeBankPaymentIntentRequestSchema,
  stripeBankPaymentIntentResponseSchema,
  type StripeBankPaymentIntentRequest,
  type StripeBankPaymentIntentResponse,
  stripeBankSetupIntentRequestSchema,
  stripeBankSetupIntentResponseSchema,
  type StripeBankSetupIntentRequest,
  type StripeBankSetupIntentResponse,
  type BankGiveFields,
  type SandboxBankAccountRequest,
  type SandboxBankAccountResponse,
} from '../contracts/bankAccountApi';
