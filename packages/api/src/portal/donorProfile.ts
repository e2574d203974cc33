// updateDonor (docs/PRODUCT.md §2 Profile, §7): names, image, email and password of the signed-in donor.
// Only the fields the call carries change. A new email or password needs the current password
// (currentPassword.ts). A new email must be free in the organization and is stored lowercased, but
// only as the account's pending address (core/accounts/emailChange.ts): the link sent to it makes it the
// sign-in email, and the current address is told. A new password is told to the account's address.
import { emailField, localeOf, passwordConfirmationSchema, stringField } from '@halo/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import * as v from 'valibot';
import {
  confirmNewEmail,
  emailChangeNotice,
  passwordChangeNotice,
} from '../core/accounts/accountChangeEmails';
import { newPersonValues } from '../core/accounts/donorRecords';
import { issueEmailChangeToken } from '../core/accounts/emailChange';
import { organizationUrl } from '../core/organizationUrl';
import { hashPassword } from '../core/accounts/passwordHash';
import type { Database } from '../db/database';
import { people, sessions, users, type PersonRow } from '../db/schema';
import { isProfileImageKeyOf } from '../files/fileKeys';
import { PROFILE_IMAGE_LIMITS, profileImageProblem } from '../files/profileImageRules';
import { enqueueMail } from '../mail/outbox';
import { requireCurrentPassword } from './currentPassword';
import { FieldErrorCollector } from '../core/localizedRefusals';
import { filesOrigin } from './profileImageUpload';
import type { PortalScope } from '../core/recurringGifts/portalScope';

export interface DonorUpdate {
  first_name?: string | null;
  last_name?: string | null;
  image_url?: string | null;
  email?: string | null;
  password?: string | null;
  password_confirmation?: string | null;
  current_password?: string | null;
}

const nameField = stringField({ max: 255 });

/** The uploaded image's key when `url` is one we issued for this donor and the upload is a real image. */
async function checkImageUrl(scope: PortalScope, url: string, errors: FieldErrorCollector): Promise<void> {
  const { files } = scope.app;
  const key = files.keyOfPublicUrl(url, filesOrigin(scope));
  if (!key || !isProfileImageKeyOf(key, scope.user.prefixedId)) {
    errors.addValidation('image_url', 'validation.invalid');
    return;
  }
  const stored = await files.head(key);
  if (!stored) {
    errors.addPortal('image_url', 'imageNotUploaded');
    return;
  }
  // The embedded storage checked the bytes on upload; S3 cannot, so look at what arrived there.
  const bytes = stored.size <= PROFILE_IMAGE_LIMITS.maxBytes ? await files.readStart(key, stored.size) : null;
  const problem = profileImageProblem(
    bytes ?? Buffer.alloc(0),
    stored.size,
    stored.contentType,
    scope.locale,
  );
  if (problem) {
    await files.delete(key);
    errors.add('image_url', problem.message);
  }
}

/** The emails of a new sign-in email and a new password, queued in `tx`, the change's transaction. */
async function queueChangeEmails(
  tx: Database,
  scope: PortalScope,
  person: PersonRow,
  change: { email: string | undefined; password: boolean },
): Promise<void> {
  const { app, user, organization } = scope;
  const now = app.clock();
  const name = [person.firstName, person.lastName].filter(Boolean).join(' ') || user.email;
  const common = { name, organization: organization.displayName };
  // Notices go to the owner of the account in the account's language; the link to the new address
  // goes to whoever is filling in the form now, in the language they use.
  const ownerLocale = localeOf(user.locale);
  const resetLink = organizationUrl(app.config.publicUrl, organization.subdomain, '/forgot-password');
  if (change.email) {
    const token = await issueEmailChangeToken(tx, user, change.email, now);
    const link = organizationUrl(app.config.publicUrl, organization.subdomain, `/verify-email/${token}`);
    await enqueueMail(
      tx,
      confirmNewEmail({ ...common, to: change.email, locale: scope.locale, link }),
      organization.id,
    );
    await enqueueMail(
      tx,
      emailChangeNotice({
        ...common,
        to: user.email,
        locale: ownerLocale,
        newEmail: change.email,
        resetLink,
      }),
      organization.id,
    );
  }
  if (change.password) {
    await enqueueMail(
      tx,
      passwordChangeNotice({ ...common, to: user.email, locale: ownerLocale, resetLink }),
      organization.id,
    );
  }
}

export async function updateDonor(
  scope: PortalScope,
  update: DonorUpdate,
  request: FastifyRequest,
  sessionIdHash: string | null,
): Promise<PersonRow> {
  const { app, user, organization, locale } = scope;
  const errors = new FieldErrorCollector(locale);
  const changes: Partial<Pick<PersonRow, 'firstName' | 'lastName' | 'imageUrl'>> = {};
  for (const [field, column] of [
    ['first_name', 'firstName'],
    ['last_name', 'lastName'],
  ] as const) {
    const value = update[field];
    if (value === undefined) continue;
    const parsed = v.safeParse(nameField, value ?? '');
    if (parsed.success) changes[column] = parsed.output;
    else errors.addIssues(field, parsed.issues);
  }

  let email: string | undefined;
  if (update.email !== undefined) {
    const parsed = v.safeParse(emailField, update.email ?? '');
    if (!parsed.success) errors.addIssues('email', parsed.issues);
    else if (parsed.output.toLowerCase() !== user.email) email = parsed.output.toLowerCase();
  }

  let password: string | undefined;
  if (update.password != null || update.password_confirmation != null) {
    const parsed = v.safeParse(
      passwordConfirmationSchema,
      { password: update.password ?? '', password_confirmation: update.password_confirmation ?? '' },
      { abortPipeEarly: true },
    );
    if (parsed.success) password = parsed.output.password;
    else errors.addIssues(null, parsed.issues);
  }

  if (update.image_url !== undefined) {
    const url = update.image_url?.trim() ?? '';
    // An empty value removes the image.
    if (!url) changes.imageUrl = null;
    else {
      await checkImageUrl(scope, url, errors);
      changes.imageUrl = url;
    }
  }

  if (email) {
    const taken = await app.users.findByEmail(organization.id, email);
    if (taken && taken.id !== user.id) errors.addPortal('email', 'emailTaken');
  }
  errors.throwIfAny();
  // Asked for last, once the rest of the change is valid: only a change that would be made needs it.
  if (email || password !== undefined) await requireCurrentPassword(scope, request, update.current_password);
  const passwordHash = password === undefined ? undefined : await hashPassword(password);

  return app.db.transaction(async (tx) => {
    const person = await savePerson(tx, scope, changes);
    if (passwordHash) {
      await tx
        .update(users)
        .set({ passwordHash })
        .where(and(eq(users.organizationId, organization.id), eq(users.id, user.id)));
      // A new password signs out every other browser; this one stays signed in.
      await tx
        .delete(sessions)
        .where(
          sessionIdHash
            ? and(eq(sessions.userId, user.id), ne(sessions.idHash, sessionIdHash))
            : eq(sessions.userId, user.id),
        );
    }
    await queueChangeEmails(tx, scope, person, { email, password: passwordHash !== undefined });
    return person;
  });
}

/** Sets the person's names and image (creating the person when the account has none yet). */
async function savePerson(
  tx: Database,
  scope: PortalScope,
  changes: Partial<Pick<PersonRow, 'firstName' | 'lastName' | 'imageUrl'>>,
): Promise<PersonRow> {
  const { user, organization } = scope;
  const [current] = await tx
    .select()
    .from(people)
    .where(and(eq(people.organizationId, organization.id), eq(people.userId, user.id)))
    .for('update');
  if (!current) {
    const [created] = await tx
      .insert(people)
      .values(newPersonValues(user, organization.id, changes))
      .returning();
    return created!;
  }
  // A call without person fields (none at all, or only a new password or email) has nothing to
  // set here; an empty SET is an SQL error that rolled the password back and answered 500.
  if (Object.keys(changes).length === 0) return current;
  const [saved] = await tx.update(people).set(changes).where(eq(people.id, current.id)).returning();
  return saved!;
}
