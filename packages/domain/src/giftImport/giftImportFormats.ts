/**
 * The CSV files a church's giving history is imported from (docs/PRODUCT.md §11): our own columns,
 * and the donation exports of Planning Center Giving and Tithe.ly exactly as those products write
 * their headers. Each format names, for every field of an imported gift, the column it is read from.
 */

/** What one imported gift is made of, whatever file it came from. */
export const GIFT_IMPORT_FIELDS = [
  'date',
  'firstName',
  'lastName',
  'email',
  'amount',
  'fund',
  'method',
  'reference',
  'note',
] as const;
export type GiftImportField = (typeof GIFT_IMPORT_FIELDS)[number];

/** `mapped`: a header none of the three, read by the columns the administrator chose in the console. */
export type GiftImportFormatName = 'halo' | 'planningCenter' | 'tithely' | 'mapped';

export interface GiftImportFormat {
  name: GiftImportFormatName;
  /** How the format is named to the person importing. */
  label: string;
  /** The column header each field is read from (as the exporting product writes it). */
  columns: Partial<Record<GiftImportField, string>>;
  /** The headers that must all be there for a file to be read as this format. */
  required: readonly string[];
  /**
   * Our own file is written for the import, so its values are read strictly (an ISO date, `25.00`,
   * one of our five methods); another product's export is read as that product writes it
   * (`$1,250.00`, `01/07/2024`, "Credit Card").
   */
  strict: boolean;
  /** A column that says a gift was refunded (`true`/`yes`): such a gift is not imported. */
  refundedColumn?: string;
}

/** Our header row, in this order: `date,first_name,last_name,email,amount,fund,method,reference,note`. */
export const HALO_GIFT_IMPORT_HEADER = [
  'date',
  'first_name',
  'last_name',
  'email',
  'amount',
  'fund',
  'method',
  'reference',
  'note',
] as const;

const halo: GiftImportFormat = {
  name: 'halo',
  label: 'Halo Give',
  columns: {
    date: 'date',
    firstName: 'first_name',
    lastName: 'last_name',
    email: 'email',
    amount: 'amount',
    fund: 'fund',
    method: 'method',
    reference: 'reference',
    note: 'note',
  },
  required: HALO_GIFT_IMPORT_HEADER,
  strict: true,
};

/**
 * Planning Center Giving's donations export: one line per fund of a donation, so a split donation's
 * lines share their "Donation ID". "Received At" is the day the donation counts for; "Refunded" is
 * True or False. Planning Center keeps no note on a donation.
 */
const planningCenter: GiftImportFormat = {
  name: 'planningCenter',
  label: 'Planning Center Giving',
  columns: {
    date: 'Received At',
    firstName: 'First Name',
    lastName: 'Last Name',
    email: 'Email',
    amount: 'Amount',
    fund: 'Fund',
    method: 'Payment Method',
    reference: 'Donation ID',
  },
  required: ['Donation ID', 'Received At', 'Payment Method', 'Fund', 'Amount', 'Email'],
  strict: false,
  refundedColumn: 'Refunded',
};

/** Tithe.ly's transactions export ("Export File"): a fund is a "Giving Type" there. */
const tithely: GiftImportFormat = {
  name: 'tithely',
  label: 'Tithe.ly',
  columns: {
    date: 'Transaction Date',
    firstName: 'First Name',
    lastName: 'Last Name',
    email: 'Email',
    amount: 'Amount',
    fund: 'Giving Type',
    method: 'Payment Method',
    reference: 'Transaction ID',
    note: 'Memo',
  },
  required: ['Transaction ID', 'Transaction Date', 'Giving Type', 'Amount', 'Email'],
  strict: false,
};

/** Every format, in the order a header row is tried against them. */
export const GIFT_IMPORT_FORMATS: readonly GiftImportFormat[] = [halo, planningCenter, tithely];
