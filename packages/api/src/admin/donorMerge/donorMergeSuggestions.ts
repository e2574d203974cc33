// Donor records of one church that look like one person (docs/PRODUCT.md §24): one record's address
// is the other's (a sign-in email, or the email on the person's contact), or the same first and last
// name at the same street address and ZIP code. Each kind is an equality join the database answers
// with a hash join, never a comparison of every pair.
import { ANONYMOUS_DONOR_EMAIL } from '@halo/domain';
import { sql } from 'drizzle-orm';
import type { DonorMergeSuggestion } from '../../graphql/resolverTypes.generated';
import type { AdminScope } from '../adminScope';
import { donorMergeRecords } from './donorMergeRecords';

/** At most this many pairs are suggested at once. */
export const DONOR_MERGE_SUGGESTIONS_MAX = 50;

interface PairRow {
  a: number;
  b: number;
  reason: 'email' | 'nameAndAddress';
}

export async function donorMergeSuggestions(scope: AdminScope): Promise<DonorMergeSuggestion[]> {
  const { db } = scope.app;
  const result = await db.execute(sql`
    with donors as (
      select u.id,
        u.email,
        lower(trim(coalesce(p.contact->>'email', ''))) as contact_email,
        lower(trim(coalesce(p.first_name, ''))) as first_name,
        lower(trim(coalesce(p.last_name, ''))) as last_name,
        lower(regexp_replace(trim(coalesce(p.contact->>'address', '')), '\\s+', ' ', 'g')) as address,
        lower(trim(coalesce(p.contact->>'zip', ''))) as zip
      from users u
      left join people p on p.user_id = u.id
      where u.organization_id = ${scope.organization.id}
        and u.email <> ${ANONYMOUS_DONOR_EMAIL}
        and not exists (
          select 1 from donor_merges m where m.merged_user_id = u.id and m.undone_at is null
        )
    ),
    pairs as (
      select least(a.id, b.id) as a, greatest(a.id, b.id) as b, 'email' as reason
        from donors a join donors b on b.contact_email = a.email and b.id <> a.id
      union
      select a.id, b.id, 'email'
        from donors a join donors b on b.contact_email = a.contact_email and a.id < b.id
        where a.contact_email <> ''
      union
      select a.id, b.id, 'nameAndAddress'
        from donors a join donors b
          on b.first_name = a.first_name and b.last_name = a.last_name
          and b.address = a.address and b.zip = a.zip and a.id < b.id
        where a.first_name <> '' and a.last_name <> '' and a.address <> ''
    )
    select distinct on (a, b) a, b, reason from pairs order by a, b, reason
    limit ${DONOR_MERGE_SUGGESTIONS_MAX}
  `);
  const pairs = (result as unknown as { rows: PairRow[] }).rows;
  if (pairs.length === 0) return [];
  const records = await donorMergeRecords(db, scope.organization.id, [
    ...new Set(pairs.flatMap((pair) => [Number(pair.a), Number(pair.b)])),
  ]);
  return pairs.flatMap((pair) => {
    const first = records.get(Number(pair.a));
    const second = records.get(Number(pair.b));
    if (!first || !second) return [];
    // Keep the record that proved its address, else the one with more gifts, else the older.
    const keepSecond =
      (second.emailVerified && !first.emailVerified) ||
      (second.emailVerified === first.emailVerified && second.giftCount > first.giftCount);
    const [kept, merged] = keepSecond ? [second, first] : [first, second];
    return [{ kept: kept.view, merged: merged.view, reason: pair.reason }];
  });
}
