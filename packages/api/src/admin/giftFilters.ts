// The console's gift filters checked once, and the fund and donor they name looked up within the
// session's church (another church's id is not found, like one that does not exist).
import { translateValidation, validateDateRange } from '@halo/domain';
import { and, eq } from 'drizzle-orm';
import { deposits, funds, users } from '../db/schema';
import type { AdminGiftFilters } from '../graphql/resolverTypes.generated';
import { validationError } from '../graphql/portalErrors';
import { notFoundError } from '../core/localizedRefusals';
import { SEARCH_MAX_LENGTH } from '../reports/contributionFilters';
import { adminMessage } from './adminMessages';
import type { AdminScope } from './adminScope';
import type { ChurchGiftFilter } from './churchGifts';
import { decodeCursor, type Keyset } from '../core/keysetCursor';

/** The longest page the console may ask for. */
export const MAX_PAGE_ROWS = 250;

const blank = (value: string | null | undefined): value is null | undefined | '' =>
  value === null || value === undefined || value.trim() === '';

export async function readGiftFilter(
  scope: AdminScope,
  filters: AdminGiftFilters | null | undefined,
): Promise<ChurchGiftFilter> {
  const input = filters ?? {};
  const { locale, organization, app } = scope;
  const errors: Record<string, string[]> = {};
  const startDate = blank(input.startDate) ? null : input.startDate.trim();
  const endDate = blank(input.endDate) ? null : input.endDate.trim();
  const range = validateDateRange({ start: startDate, end: endDate, today: scope.today });
  if (!range.ok) {
    errors[range.field === 'start' ? 'startDate' : 'endDate'] = [translateValidation(range.key, {}, locale)];
  }
  const donorSearch = blank(input.donorSearch) ? null : input.donorSearch.trim();
  if (donorSearch && donorSearch.length > SEARCH_MAX_LENGTH) {
    errors.donorSearch = [adminMessage(locale, 'searchTooLong')];
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);

  let fundId: number | null = null;
  if (!blank(input.fundPrefixedId)) {
    const [fund] = await app.db
      .select({ id: funds.id })
      .from(funds)
      .where(and(eq(funds.organizationId, organization.id), eq(funds.prefixedId, input.fundPrefixedId)));
    if (!fund) throw notFoundError(locale);
    fundId = fund.id;
  }
  let donorUserId: number | null = null;
  if (!blank(input.donorPrefixedId)) {
    const [donor] = await app.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.organizationId, organization.id), eq(users.prefixedId, input.donorPrefixedId)));
    if (!donor) throw notFoundError(locale);
    donorUserId = donor.id;
  }
  let depositId: number | null = null;
  if (!blank(input.depositPrefixedId)) {
    const [deposit] = await app.db
      .select({ id: deposits.id })
      .from(deposits)
      .where(
        and(eq(deposits.organizationId, organization.id), eq(deposits.prefixedId, input.depositPrefixedId)),
      );
    if (!deposit) throw notFoundError(locale);
    depositId = deposit.id;
  }
  return {
    startDate,
    endDate,
    fundId,
    donorUserId,
    depositId,
    status: input.status ?? null,
    donorSearch,
    disputed: input.disputed === true,
  };
}

/** A page's size and where it starts, or a validation error on `first` or the cursor's argument. */
export function readPaging(
  scope: AdminScope,
  cursorArgument: 'after' | 'before',
  cursor: string | null | undefined,
  first: number | null | undefined,
): { keyset: Keyset | null; first: number } {
  const size = first ?? 50;
  if (!Number.isSafeInteger(size) || size < 1 || size > MAX_PAGE_ROWS) {
    throw validationError({ first: [adminMessage(scope.locale, 'firstInvalid')] });
  }
  if (blank(cursor)) return { keyset: null, first: size };
  const keyset = decodeCursor(cursor);
  if (!keyset) throw validationError({ [cursorArgument]: [adminMessage(scope.locale, 'cursorInvalid')] });
  return { keyset, first: size };
}
