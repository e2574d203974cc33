import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { people, users, type PersonRow, type UserRow } from '../db/schema';

/**
 * Users and their person records. Every lookup takes the organization: a donor account belongs to
 * one organization, and nothing here may find a record of another (docs/ARCHITECTURE.md §4).
 */
export interface UsersRepository {
  findByEmail(organizationId: number, email: string): Promise<UserRow | null>;
  findById(organizationId: number, userId: number): Promise<UserRow | null>;
  findPersonOfUser(organizationId: number, userId: number): Promise<PersonRow | null>;
}

export function createUsersRepository(db: Database): UsersRepository {
  // Every signed-in request asks this: prepared once (docs/ARCHITECTURE.md §8, prepared lookups).
  const userById = db
    .select()
    .from(users)
    .where(
      and(
        eq(users.organizationId, sql.placeholder('organizationId')),
        eq(users.id, sql.placeholder('userId')),
      ),
    )
    .limit(1)
    .prepare('user_by_id');
  return {
    async findByEmail(organizationId, email) {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.organizationId, organizationId), eq(users.email, email.trim().toLowerCase())))
        .limit(1);
      return row ?? null;
    },
    async findById(organizationId, userId) {
      const [row] = await userById.execute({ organizationId, userId });
      return row ?? null;
    },
    async findPersonOfUser(organizationId, userId) {
      const [row] = await db
        .select()
        .from(people)
        .where(and(eq(people.organizationId, organizationId), eq(people.userId, userId)))
        .limit(1);
      return row ?? null;
    },
  };
}
