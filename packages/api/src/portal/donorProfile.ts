// updateDonor (spec §2 Profile, §7): names, image, email and password of the signed-in donor.
// Only the fields the call carries change. A new email must be free in the organization, is stored
// lowercased, and starts unverified with a verification email, like registration.
import { mailToken } from '../accounts/tokenMail';
import { emailField, passwordConfirmationSchema, stringField } from '@halo/domain';
import { and, eq, ne } from 'drizzle-orm';
import * as v from 'valibot';
import { verificationEmail } from '../accounts/accountEmails';
import { organizationUrl } from '../accounts/organizationUrl';
import { hashPassword } from '../accounts/passwordHash';
import { newPrefixedId } from '../db/prefixedId';
import { people, sessions, users, type PersonRow } from '../db/schema';
import { isProfileImageKeyOf } from '../files/fileKeys';
import { PROFILE_IMAGE_LIMITS, profileImageProblem } from '../files/profileImageRules';
import { FieldErrorCollector } from './portalErrors';
import { filesOrigin } from './profileImageUpload';
import type { PortalScope } from './portalScope';

export interface DonorUpdate {
  first_name?: string | null;
  last_name?: string | null;
  image_url?: string | null;
  email?: string | null;
  password?: string | null;
  password_confirmation?: string | null;
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

export async function updateDonor(
  scope: PortalScope,
  update: DonorUpdate,
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
  const passwordHash = password === undefined ? undefined : await hashPassword(password);

  const person = await app.db.transaction(async (tx) => {
    if (email || passwordHash) {
      await tx
        .update(users)
        .set({
          ...(email ? { email, emailVerifiedAt: null } : {}),
          ...(passwordHash ? { passwordHash } : {}),
        })
        .where(and(eq(users.organizationId, organization.id), eq(users.id, user.id)));
    }
    // A new password signs out every other browser; this one stays signed in.
    if (passwordHash) {
      await tx
        .delete(sessions)
        .where(
          sessionIdHash
            ? and(eq(sessions.userId, user.id), ne(sessions.idHash, sessionIdHash))
            : eq(sessions.userId, user.id),
        );
    }
    const [current] = await tx
      .select()
      .from(people)
      .where(and(eq(people.organizationId, organization.id), eq(people.userId, user.id)))
      .for('update');
    if (!current) {
      const [created] = await tx
        .insert(people)
        .values({
          prefixedId: newPrefixedId('per'),
          userId: user.id,
          organizationId: organization.id,
          firstName: changes.firstName ?? null,
          lastName: changes.lastName ?? null,
          imageUrl: changes.imageUrl ?? null,
          contact: {
            address: null,
            city: null,
            state: null,
            zip: null,
            country: null,
            email: email ?? user.email,
            phones: [],
          },
        })
        .returning();
      return created!;
    }
    const personChanges = { ...changes, ...(email ? { contact: { ...current.contact, email } } : {}) };
    // A call without person fields (none at all, or only a new password) has nothing to set here;
    // an empty SET is an SQL error that rolled the password back and answered 500 (issue 8).
    if (Object.keys(personChanges).length === 0) return current;
    const [saved] = await tx.update(people).set(personChanges).where(eq(people.id, current.id)).returning();
    return saved!;
  });

  if (email) {
    // Like registration (routes/accountRoutes.ts): the link proves the new mailbox.
    const name = [person.firstName, person.lastName].filter(Boolean).join(' ') || email;
    await mailToken(app, { ...user, email }, 'verify_email', (token) =>
      verificationEmail({
        to: email,
        locale: locale,
        name,
        organization: organization.displayName,
        link: organizationUrl(app.config.publicUrl, organization.subdomain, `/verify-email/${token}`),
      }),
    );
  }
  return person;
}
