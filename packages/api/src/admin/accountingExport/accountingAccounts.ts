// The church's accounts for the accounting export (docs/PRODUCT.md §19 "Accounting export"), read
// and changed in the console's Payments section with 'manage-giving': the bank and fees accounts and
// each fund's income account, as the church's chart of accounts names them. A change writes every
// account given in one transaction with its activity line; an empty account is not set. Refusals
// name their field in the request's language, and nothing is written.
import {
  accountingAccountMessage,
  accountingAccountProblem,
  accountingAccountValue,
  type AccountingAccountField,
  type Locale,
} from '@halo/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { churchAccountingAccounts, fundAccountingAccounts, funds } from '../../db/schema';
import { notFoundError } from '../../core/localizedRefusals';
import { validationError } from '../../graphql/portalErrors';
import { adminChange } from '../adminChange';
import type { AdminScope } from '../adminScope';

export interface FundAccount {
  fundId: number;
  fundPrefixedId: string;
  fundName: string;
  incomeAccount: string | null;
}

export interface ChurchAccounts {
  bankAccount: string | null;
  feesAccount: string | null;
  /** Every fund of the church in its order, hidden and disabled ones too (old gifts may be in them). */
  funds: FundAccount[];
}

/** The church's accounts as set (null where not). */
export async function readAccountingAccounts(db: Database, organizationId: number): Promise<ChurchAccounts> {
  const [church] = await db
    .select()
    .from(churchAccountingAccounts)
    .where(eq(churchAccountingAccounts.organizationId, organizationId));
  const fundRows = await db
    .select({
      fundId: funds.id,
      fundPrefixedId: funds.prefixedId,
      fundName: funds.name,
      incomeAccount: fundAccountingAccounts.incomeAccount,
    })
    .from(funds)
    .leftJoin(fundAccountingAccounts, eq(fundAccountingAccounts.fundId, funds.id))
    .where(eq(funds.organizationId, organizationId))
    .orderBy(asc(funds.position), asc(funds.id));
  return {
    bankAccount: church?.bankAccount ?? null,
    feesAccount: church?.feesAccount ?? null,
    funds: fundRows.map((row) => ({ ...row, incomeAccount: row.incomeAccount ?? null })),
  };
}

export interface AccountingAccountsInput {
  bankAccount?: string | null;
  feesAccount?: string | null;
  funds?: readonly { fundPrefixedId: string; incomeAccount?: string | null }[] | null;
}

/** The refusal of one account's text, by its field's argument name, or nothing. */
function problemOf(
  text: string | null | undefined,
  field: AccountingAccountField,
  locale: Locale,
): string | null {
  if (text === null || text === undefined) return null;
  const problem = accountingAccountProblem(text);
  return problem ? accountingAccountMessage(problem, field, locale) : null;
}

const setOrNull = (text: string | null | undefined) => (text ? accountingAccountValue(text) : null);

/**
 * Sets the accounts given (a field left out stays as it is; empty or null clears it). Every fund
 * named must be the church's, else not found; each refused account names its field: `bankAccount`,
 * `feesAccount`, `funds.N.incomeAccount`.
 */
export async function updateAccountingAccounts(
  scope: AdminScope,
  input: AccountingAccountsInput,
): Promise<ChurchAccounts> {
  const { locale } = scope;
  const given = input.funds ?? [];
  const fundRows = given.length
    ? await scope.app.db
        .select({ id: funds.id, prefixedId: funds.prefixedId, name: funds.name })
        .from(funds)
        .where(
          and(
            eq(funds.organizationId, scope.organization.id),
            inArray(
              funds.prefixedId,
              given.map((fund) => fund.fundPrefixedId),
            ),
          ),
        )
    : [];
  const byPrefixedId = new Map(fundRows.map((row) => [row.prefixedId, row]));
  if (given.some((fund) => !byPrefixedId.has(fund.fundPrefixedId))) throw notFoundError(locale);
  const refusals: Record<string, string[]> = {};
  const refuse = (field: string, message: string | null) => {
    if (message) refusals[field] = [message];
  };
  refuse('bankAccount', problemOf(input.bankAccount, { kind: 'bank' }, locale));
  refuse('feesAccount', problemOf(input.feesAccount, { kind: 'fees' }, locale));
  given.forEach((fund, index) => {
    const fundName = byPrefixedId.get(fund.fundPrefixedId)!.name;
    refuse(
      `funds.${index}.incomeAccount`,
      problemOf(fund.incomeAccount, { kind: 'income', fundName }, locale),
    );
  });
  if (Object.keys(refusals).length > 0) throw validationError(refusals);

  return adminChange(scope, 'payments.accountingAccounts', async (tx, organization) => {
    const church: { bankAccount?: string | null; feesAccount?: string | null } = {};
    if (input.bankAccount !== undefined) church.bankAccount = setOrNull(input.bankAccount);
    if (input.feesAccount !== undefined) church.feesAccount = setOrNull(input.feesAccount);
    if (Object.keys(church).length > 0) {
      await tx
        .insert(churchAccountingAccounts)
        .values({ organizationId: organization.id, ...church })
        .onConflictDoUpdate({
          target: churchAccountingAccounts.organizationId,
          set: { ...church, updatedAt: new Date() },
        });
    }
    for (const fund of given) {
      const fundId = byPrefixedId.get(fund.fundPrefixedId)!.id;
      const account = setOrNull(fund.incomeAccount);
      if (account === null) {
        await tx.delete(fundAccountingAccounts).where(eq(fundAccountingAccounts.fundId, fundId));
      } else {
        await tx
          .insert(fundAccountingAccounts)
          .values({ fundId, incomeAccount: account })
          .onConflictDoUpdate({
            target: fundAccountingAccounts.fundId,
            set: { incomeAccount: account, updatedAt: new Date() },
          });
      }
    }
    return {
      value: await readAccountingAccounts(tx, organization.id),
      details: {
        ...church,
        funds: given.map((fund) => ({
          fund: fund.fundPrefixedId,
          incomeAccount: setOrNull(fund.incomeAccount),
        })),
      },
    };
  });
}
