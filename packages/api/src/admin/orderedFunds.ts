// A church's funds in the order its administrators chose (then the order they were added in).
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { funds, type FundRow } from '../db/schema';

export function orderedFunds(db: Database, organizationId: number): Promise<FundRow[]> {
  return db
    .select()
    .from(funds)
    .where(eq(funds.organizationId, organizationId))
    .orderBy(asc(funds.position), asc(funds.id));
}

export function presentFund(fund: FundRow) {
  return {
    prefixedId: fund.prefixedId,
    name: fund.name,
    isDefault: fund.isDefault,
    isOnlineGivingVisible: fund.isOnlineGivingVisible,
    isEnabled: fund.isEnabled,
    position: fund.position,
  };
}
