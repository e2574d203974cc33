// What statements are made of besides gifts: the organization's letter templates and the donors
// they go to. Both are looked up within one organization only.
import { resolveLocale, type Locale } from '@halo/domain';
import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { containsPattern } from './contributionsRepository';
import type { Database } from '../db/database';
import { donorMerges, letterTemplates, people, users, type LetterTemplateRow } from '../db/schema';

export interface StatementDonor {
  userId: number;
  prefixedId: string;
  email: string;
  name: string;
  locale: Locale;
}

export interface LetterText {
  subject: string;
  body: string;
}

export interface StatementSources {
  letterTemplates(organizationId: number): Promise<LetterTemplateRow[]>;
  /** The given template, or the organization's primary one (else its oldest) when none is given. */
  letterTemplate(organizationId: number, prefixedId: string | null): Promise<LetterTemplateRow | null>;
  /** Donors of the organization with these ids; ids of other organizations are simply absent. */
  donors(organizationId: number, prefixedIds: string[]): Promise<StatementDonor[]>;
  /** Donors of the organization whose name or email contains `search` (all when empty), by name, at most `limit`. */
  searchDonors(organizationId: number, search: string | null, limit: number): Promise<StatementDonor[]>;
}

const donorColumns = {
  userId: users.id,
  prefixedId: users.prefixedId,
  email: users.email,
  locale: users.locale,
  firstName: people.firstName,
  lastName: people.lastName,
};

function presentDonor(row: {
  userId: number;
  prefixedId: string;
  email: string;
  locale: string;
  firstName: string | null;
  lastName: string | null;
}): StatementDonor {
  return {
    userId: row.userId,
    prefixedId: row.prefixedId,
    email: row.email,
    // docs/PRODUCT.md §3: 'first last' when a first name exists, otherwise the email.
    name: row.firstName ? [row.firstName, row.lastName].filter(Boolean).join(' ') : row.email,
    locale: resolveLocale(row.locale),
  };
}

/** `json_data` is `{ subject, body }` (schema.graphql LetterTemplate); anything missing is empty. */
export function letterText(template: LetterTemplateRow): LetterText {
  const data = template.jsonData;
  return {
    subject: typeof data.subject === 'string' ? data.subject : '',
    body: typeof data.body === 'string' ? data.body : '',
  };
}

export function createStatementSources(db: Database): StatementSources {
  return {
    letterTemplates(organizationId) {
      return db
        .select()
        .from(letterTemplates)
        .where(eq(letterTemplates.organizationId, organizationId))
        .orderBy(desc(letterTemplates.isPrimary), asc(letterTemplates.title), asc(letterTemplates.id));
    },

    async letterTemplate(organizationId, prefixedId) {
      const [row] = await db
        .select()
        .from(letterTemplates)
        .where(
          and(
            eq(letterTemplates.organizationId, organizationId),
            prefixedId ? eq(letterTemplates.prefixedId, prefixedId) : undefined,
          ),
        )
        .orderBy(desc(letterTemplates.isPrimary), asc(letterTemplates.id))
        .limit(1);
      return row ?? null;
    },

    async donors(organizationId, prefixedIds) {
      if (prefixedIds.length === 0) return [];
      const rows = await db
        .select(donorColumns)
        .from(users)
        .leftJoin(people, eq(people.userId, users.id))
        .where(and(eq(users.organizationId, organizationId), inArray(users.prefixedId, prefixedIds)));
      return rows.map(presentDonor);
    },

    async searchDonors(organizationId, search, limit) {
      const text = search?.trim() ?? '';
      const fullName = sql`concat_ws(' ', ${people.firstName}, ${people.lastName})`;
      const pattern = containsPattern(text);
      const rows = await db
        .select(donorColumns)
        .from(users)
        .leftJoin(people, eq(people.userId, users.id))
        .where(
          and(
            eq(users.organizationId, organizationId),
            // A record merged into another (docs/PRODUCT.md §24) is found as the record it became.
            sql`not exists (select 1 from ${donorMerges} where ${donorMerges.mergedUserId} = ${users.id} and ${donorMerges.undoneAt} is null)`,
            text ? or(ilike(users.email, pattern), sql`${fullName} ilike ${pattern}`) : undefined,
          ),
        )
        .orderBy(sql`lower(coalesce(nullif(${fullName}, ''), ${users.email}))`, asc(users.id))
        .limit(limit);
      return rows.map(presentDonor);
    },
  };
}
