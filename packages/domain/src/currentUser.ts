import * as v from 'valibot';
import { contactSchema, nullableString, type Contact } from './contact';

/** Person data of docs/PRODUCT.md §3 plus the person's contact. */
export interface Person {
  prefixedId: string | null;
  firstName: string | null;
  lastName: string | null;
  imageUrl: string | null;
  birthdate: string | null;
  anniversary: string | null;
  notes: string | null;
  contact: Contact | null;
}

export interface TenantOrganization {
  prefixedId: string;
  name: string;
  displayName: string | null;
}

export interface Tenant {
  id: string;
  prefixedId: string;
  primaryOrganization: TenantOrganization | null;
}

/** The GraphQL `me` result (docs/CONTRACTS.md). */
export interface CurrentUser {
  prefixedId: string;
  email: string | null;
  abilities: string[];
  isHaloAdmin: boolean;
  emailVerifiedAt: string | null;
  /** A new sign-in email waiting for its emailed link to be opened (docs/CONTRACTS.md); absent = none. */
  pendingEmail?: string | null;
  tenant: Tenant | null;
  person: Person | null;
}

const personSchema: v.GenericSchema<unknown, Person> = v.object({
  prefixedId: nullableString,
  firstName: nullableString,
  lastName: nullableString,
  imageUrl: nullableString,
  birthdate: nullableString,
  anniversary: nullableString,
  notes: nullableString,
  contact: v.nullish(contactSchema, null),
});

/** Parses `me` at the edge; unknown keys are dropped, absent nullable fields become null. */
export const currentUserSchema: v.GenericSchema<unknown, CurrentUser> = v.object({
  prefixedId: v.string(),
  email: nullableString,
  abilities: v.nullish(v.array(v.string()), []),
  // Absent means no: never grant admin by default.
  isHaloAdmin: v.nullish(v.boolean(), false),
  emailVerifiedAt: nullableString,
  // Optional: a user stored by an older page, or a test's, has no such key.
  pendingEmail: v.optional(v.nullable(v.string())),
  tenant: v.nullish(
    v.object({
      id: v.union([v.string(), v.pipe(v.number(), v.transform(String))]),
      prefixedId: v.string(),
      primaryOrganization: v.nullish(
        v.object({ prefixedId: v.string(), name: v.string(), displayName: nullableString }),
        null,
      ),
    }),
    null,
  ),
  person: v.nullish(personSchema, null),
});

/** What the helpers below read; a `CurrentUser`, a store's partial user, or nothing. */
export type UserLike =
  | {
      email?: string | null;
      person?: { prefixedId?: string | null; firstName?: string | null; lastName?: string | null } | null;
    }
  | null
  | undefined;

/** Logged in means the user has an email (docs/PRODUCT.md §3). */
export function isLoggedIn(user: UserLike): boolean {
  return typeof user?.email === 'string' && user.email.trim() !== '';
}

/** Valid means logged in and the user's person has a prefixedId (docs/PRODUCT.md §3). */
export function isValidUser(user: UserLike): boolean {
  return isLoggedIn(user) && typeof user?.person?.prefixedId === 'string' && user.person.prefixedId !== '';
}

/** 'First Last' when there is a first name (no trailing space without a last name), else the email, else ''. */
export function displayName(user: UserLike): string {
  const first = user?.person?.firstName?.trim();
  if (first) {
    const last = user?.person?.lastName?.trim();
    return last ? `${first} ${last}` : first;
  }
  return user?.email?.trim() ?? '';
}
