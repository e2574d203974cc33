// Merging duplicate donors (docs/PRODUCT.md §24).
export {
  planDonorMerge,
  sameVerifiedEmail,
  type DonorMergePlan,
  type MergeMembership,
  type MergePaymentMethod,
  type MergePledge,
  type MergeRecord,
  type MergeRecurringGift,
  type MovedRows,
  type StayedRows,
} from './donorMergePlan';
export {
  DONOR_MERGE_UNDO_DAYS,
  mergeRefusal,
  statementsNeedingCorrection,
  undoDeadline,
  undoRefusal,
  type MergeRefusal,
  type SentStatement,
  type UndoRefusal,
} from './donorMergeRules';
