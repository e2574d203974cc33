// The giving form's state, actions and options (givingForm.ts makes the store): what the steps,
// the account offer and the element's events read.
import type { CalendarDate, Frequency, Organization } from '@halo/domain';
import type { GivingClient, SavedBankAccount, SavedCard } from 'halo_shared/api/giving';
import type { StoreApi } from 'zustand/vanilla';
import type { Donor, FieldErrors, FieldName, GivingPreset, GivingValues } from './givingValues';

export type GivingStep = 'details' | 'payment' | 'done';

/** The recurring-needs-an-account modal (docs/PRODUCT.md §2): closed, or asking the guest what to do. */
export type AccountModal = 'closed' | 'open';

/** `give` makes a gift; `update` changes a signed-in donor's recurring gift (docs/PRODUCT.md §2 'Update Now'). */
export type GivingMode = 'give' | 'update';

/** A signed-in donor's recurring gift, as the update mode prefills the form from it. */
export interface RecurringGiftToUpdate {
  prefixedId: string;
  type: Frequency;
  nextOccurrence: CalendarDate | null;
  isFeeCovered: boolean;
  memo: string | null;
  /** Each fund's share in cents, before any covered fee. */
  funds: { prefixedId: string; amount: number }[];
  /** The card it is charged to; `expiration` is MM/YYYY. */
  card: { processorId: string; brand: string; lastFour: string; expiration: string } | null;
}

/** docs/PRODUCT.md §7 `updateRecurringGiving`'s arguments. */
export interface RecurringGiftUpdate {
  prefixedId: string;
  organizationPrefixedId: string;
  stripePaymentMethodId: string;
  stripeCardLastFour: string;
  stripeCardExpiration: string;
  type: Frequency;
  amountsByFundAccount: { fundAccountPrefixedId: string; amount: number }[];
  /** Sent only when the donor changed the start date. */
  nextOccurrence: CalendarDate | null;
  isFeeCovered: boolean;
  memo: string;
}

export type RecurringGiftUpdateResult =
  | { ok: true; nextOccurrence: CalendarDate | null }
  /** `errors`: the server's messages by argument name; `message`: other text, null for a generic failure. */
  | { ok: false; errors: Record<string, string>; message: string | null };

/** The donor's recurring gifts (GraphQL, hosted page only). */
export interface RecurringGiftClient {
  /** The signed-in donor's gift with this id, or null when they have none. */
  load(prefixedId: string, organizationPrefixedId: string): Promise<RecurringGiftToUpdate | null>;
  update(input: RecurringGiftUpdate): Promise<RecurringGiftUpdateResult>;
}

/** A form-level message: an i18n key (decline codes, generic failures) or server text. */
export type FormMessage = { key: string; params?: Record<string, string | number> } | { text: string };

export interface GivingCustomer {
  stripeCustomerId: string;
  donorPrefixedId: string;
  givingToken: string | null;
}

export interface GivingResultSummary {
  giftId: string;
  amount: number;
  frequency: 'one_time' | Frequency;
  receiptEmail: string | null;
  nextOccurrence: CalendarDate | null;
  /** A bank account gift is processing until this day (docs/PRODUCT.md §22); absent for a card. */
  settlesOn?: CalendarDate | null;
  /**
   * A bank gift on Stripe whose account waits for its micro-deposits: Stripe's page to verify them;
   * absent otherwise.
   */
  bankVerificationUrl?: string | null;
}

/** Collects a card with the processor (Stripe Elements): a payment method id or a decline. */
export type CardCollector = (input: {
  customer: GivingCustomer;
  organization: Organization;
}) => Promise<{ ok: true; paymentMethodId: string } | { ok: false; code: string | null; message: string }>;

export interface GivingFormState {
  step: GivingStep;
  mode: GivingMode;
  /** Update mode: the gift being changed. */
  recurringGift: RecurringGiftToUpdate | null;
  /** Loading the gift to update (the form waits for it). */
  loadingRecurringGift: boolean;
  /** Why the gift to update could not be opened; the normal form shows under it. */
  updateNotice: FormMessage | null;
  values: GivingValues;
  errors: FieldErrors;
  message: FormMessage | null;
  accountModal: AccountModal;
  /** The guest chose to create an account: password fields are shown and required. */
  registering: boolean;
  submitting: boolean;
  customer: GivingCustomer | null;
  savedCards: SavedCard[];
  /**
   * The signed-in donor's saved bank accounts (docs/PRODUCT.md §22), listed beside the saved cards
   * where the church takes bank gifts; choosing one gives from it under its saved authorization.
   */
  savedBankAccounts: SavedBankAccount[];
  result: GivingResultSummary | null;
}

export interface GivingFormActions {
  setValue<Name extends FieldName>(name: Name, value: GivingValues[Name]): void;
  /** Picking recurring as a guest opens the account modal (docs/PRODUCT.md §1: recurring needs an account). */
  chooseFrequencyKind(kind: 'one_time' | 'recurring'): void;
  closeAccountModal(): void;
  createAccountInstead(): void;
  giveOneTimeInstead(): void;
  /** Validates the first step; moves to payment when it is clean. */
  continueToPayment(): boolean;
  backToDetails(): void;
  /** Give Now: validates, then customer → payment method → `POST /api/give`. */
  submit(): Promise<void>;
  /** Stripe Elements register how to collect the card once mounted. */
  setCardCollector(collector: CardCollector | null): void;
  /**
   * While shown, the payment step lends the form its card entry and gift calls, the same ones that
   * also run the bank's authentication when an answer asks for it (authenticating.ts); null: the
   * client's own.
   */
  lendClient(calls: GivingClient | null): void;
  /**
   * The signed-in donor became known after the form showed (the hosted page asks for them once it has
   * rendered): their name and email fill the fields the visitor has not touched, their saved cards
   * load, and nothing chosen so far is lost.
   */
  donorArrived(donor: SignedInDonor): Promise<void>;
  /** A signed-in donor's customer and saved cards (hosted page). */
  loadSavedCards(): Promise<void>;
  /** Update mode: loads the signed-in donor's recurring gift and prefills the form from it. */
  loadRecurringGift(): Promise<void>;
  /** Whether leaving now would lose what the donor typed. */
  isDirty(): boolean;
}

export type GivingFormStore = StoreApi<GivingFormState & GivingFormActions>;

/** A signed-in donor as the form knows them: their name and email, and the API's id for them. */
export type SignedInDonor = Donor & { donorPrefixedId: string };

export interface GivingFormOptions {
  organization: Organization;
  client: GivingClient;
  today: () => CalendarDate;
  locale: () => string;
  preset?: GivingPreset;
  /** A signed-in donor (the store's user): no account modal, their saved cards. */
  donor?: SignedInDonor | null;
  /** Update mode (hosted page, `?recurring=`): the recurring gift to change, and how to reach it. */
  recurringUpdate?: { prefixedId: string; client: RecurringGiftClient } | null;
  /** A lobby kiosk's form (docs/PRODUCT.md §20): neither names nor an email are required. */
  kiosk?: boolean;
  onCompleted?: (result: GivingResultSummary) => void;
  /** A submission stopped: `code` is `card-declined`, `gift-failed` or `network-error`. */
  onError?: (error: { code: string; message: FormMessage }) => void;
}
