import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { funds, organizations, type FundRow, type OrganizationRow } from '../db/schema';

export interface OrganizationsRepository {
  findBySubdomain(subdomain: string): Promise<OrganizationRow | null>;
  findByPrefixedId(prefixedId: string): Promise<OrganizationRow | null>;
  findById(id: number): Promise<OrganizationRow | null>;
  /** The church whose text-to-give number is `phone` (E.164), the one Twilio's `To` names. */
  findBySmsNumber(phone: string): Promise<OrganizationRow | null>;
  /** Funds a donor may pick on the giving form: visible online and enabled; the default first. */
  listOnlineGivingFunds(organizationId: number): Promise<FundRow[]>;
}

export function createOrganizationsRepository(db: Database): OrganizationsRepository {
  const findOne = async (where: SQL) => {
    const [row] = await db.select().from(organizations).where(where).limit(1);
    return row ?? null;
  };
  // Every request for a church asks one of these two: prepared once (docs/ARCHITECTURE.md §8,
  // prepared lookups).
  const prepareBy = (
    column: typeof organizations.subdomain | typeof organizations.prefixedId,
    name: string,
  ) =>
    db
      .select()
      .from(organizations)
      .where(eq(column, sql.placeholder('key')))
      .limit(1)
      .prepare(name);
  const bySubdomain = prepareBy(organizations.subdomain, 'organization_by_subdomain');
  const byPrefixedId = prepareBy(organizations.prefixedId, 'organization_by_prefixed_id');
  const first = async (rows: Promise<OrganizationRow[]>) => (await rows)[0] ?? null;
  return {
    findBySubdomain: (subdomain) => first(bySubdomain.execute({ key: subdomain.toLowerCase() })),
    findByPrefixedId: (prefixedId) => first(byPrefixedId.execute({ key: prefixedId })),
    findById: (id) => findOne(eq(organizations.id, id)),
    findBySmsNumber: (phone) => findOne(eq(organizations.smsNumber, phone)),
    listOnlineGivingFunds: (organizationId) =>
      db
        .select()
        .from(funds)
        .where(
          and(
            eq(funds.organizationId, organizationId),
            eq(funds.isOnlineGivingVisible, true),
            eq(funds.isEnabled, true),
          ),
        )
        // The default fund first (what a donor who chooses none gives to), then the church's order.
        .orderBy(desc(funds.isDefault), asc(funds.position), asc(funds.id)),
  };
}
