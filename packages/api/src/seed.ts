// Demo data for an empty database (docs/ARCHITECTURE.md §5): organization `demo` with a donor who can sign in
// and an administrator. Idempotent: an organization whose subdomain exists is left alone. Real
// churches are created with `npm run halo -- church:create` (src/organizations/createChurch.ts); the
// second church of the tenant-isolation tests is a test fixture (test/hopeFellowship.ts).
import { and, eq } from 'drizzle-orm';
import { hashPassword } from './core/accounts/passwordHash';
import { DEMO_ADMIN_EMAIL, PUBLISHED_DEMO_ADMIN_ABILITIES } from './core/publishedDemo';
import type { Database } from './db/database';
import { newPrefixedId } from './db/prefixedId';
import { LOCALHOST_ORIGINS } from './organizations/allowedOrigins';
import { defaultLetterTemplate } from './organizations/defaultLetterTemplate';
import { DEFAULT_FUND_NAME, onlineGivingModule, STANDARD_GIVING } from './organizations/standardGiving';
import { seedDemoGiving } from './seedGiving';
import {
  ADMINISTRATOR_ABILITIES,
  funds,
  letterTemplates,
  organizations,
  people,
  users,
  type ContactData,
} from './db/schema';

export const DEMO_DONOR = { email: 'donor@example.com', password: 'halo-demo-1234' } as const;
/**
 * The demo church's administrator: every ability, as church:create gives a church's first
 * administrator (the whole console, statements to donors), but not a Halo admin.
 */
export const DEMO_ADMIN = {
  email: DEMO_ADMIN_EMAIL,
  password: 'halo-admin-1234',
  abilities: ADMINISTRATOR_ABILITIES,
} as const;

export interface DemoSeedOptions {
  /** A published demo (a production PUBLIC_URL): its administrator gets PUBLISHED_DEMO_ADMIN_ABILITIES. */
  published: boolean;
}

export async function subdomainExists(db: Database, subdomain: string): Promise<boolean> {
  const rows = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.subdomain, subdomain))
    .limit(1);
  return rows.length > 0;
}

async function seedGraceCommunity(db: Database, options: DemoSeedOptions): Promise<void> {
  if (await subdomainExists(db, 'demo')) return;
  const passwordHash = await hashPassword(DEMO_DONOR.password);
  const adminPasswordHash = await hashPassword(DEMO_ADMIN.password);
  await db.transaction(async (tx) => {
    const contact: ContactData = {
      address: '1200 Grace Avenue',
      city: 'Springfield',
      state: 'IL',
      zip: '62701',
      country: 'US',
      email: 'office@gracecommunity.example',
      phones: [],
    };
    const [organization] = await tx
      .insert(organizations)
      .values({
        prefixedId: newPrefixedId('org'),
        subdomain: 'demo',
        name: 'Grace Community Church',
        displayName: 'Grace Community Church',
        currency: 'USD',
        ...STANDARD_GIVING,
        fixedAmounts: [...STANDARD_GIVING.fixedAmounts],
        processorMode: 'sandbox',
        timeZone: 'America/Chicago',
        contact,
        availableModules: onlineGivingModule(),
        allowedOrigins: [...LOCALHOST_ORIGINS],
      })
      .returning({ id: organizations.id });
    if (!organization) throw new Error('seed: organization insert returned nothing');
    const organizationId = organization.id;

    await tx.insert(funds).values(
      [
        { name: DEFAULT_FUND_NAME, isDefault: true },
        { name: 'Missions', isDefault: false },
        { name: 'Building Fund', isDefault: false },
      ].map((fund) => ({
        ...fund,
        prefixedId: newPrefixedId('fund'),
        organizationId,
        isOnlineGivingVisible: true,
        isEnabled: true,
      })),
    );

    const letter = defaultLetterTemplate('en');
    await tx.insert(letterTemplates).values({
      prefixedId: newPrefixedId('ltr'),
      organizationId,
      title: letter.title,
      isPrimary: true,
      jsonData: { subject: letter.subject, body: letter.body },
    });

    const [user] = await tx
      .insert(users)
      .values({
        prefixedId: newPrefixedId('usr'),
        organizationId,
        email: DEMO_DONOR.email,
        passwordHash,
        emailVerifiedAt: new Date(),
        locale: 'en',
      })
      .returning({ id: users.id });
    if (!user) throw new Error('seed: user insert returned nothing');

    await tx.insert(people).values({
      prefixedId: newPrefixedId('per'),
      userId: user.id,
      organizationId,
      firstName: 'Jordan',
      lastName: 'Rivera',
      contact: {
        address: '48 Maple Street',
        city: 'Springfield',
        state: 'IL',
        zip: '62704',
        country: 'US',
        email: DEMO_DONOR.email,
        phones: [
          {
            prefixedId: newPrefixedId('phn'),
            phone: '(217) 555-0142',
            type: 'mobile',
            contactAgreementAccepted: true,
            isPrimary: true,
          },
        ],
      },
    });
    await seedDemoGiving(tx, organizationId, user.id);

    const [admin] = await tx
      .insert(users)
      .values({
        prefixedId: newPrefixedId('usr'),
        organizationId,
        email: DEMO_ADMIN.email,
        passwordHash: adminPasswordHash,
        emailVerifiedAt: new Date(),
        locale: 'en',
        abilities: [...(options.published ? PUBLISHED_DEMO_ADMIN_ABILITIES : DEMO_ADMIN.abilities)],
      })
      .returning({ id: users.id });
    if (!admin) throw new Error('seed: admin insert returned nothing');
    await tx.insert(people).values({
      prefixedId: newPrefixedId('per'),
      userId: admin.id,
      organizationId,
      firstName: 'Avery',
      lastName: 'Admin',
      contact: {
        address: '1200 Grace Avenue',
        city: 'Springfield',
        state: 'IL',
        zip: '62701',
        country: 'US',
        email: DEMO_ADMIN.email,
        phones: [],
      },
    });
  });
}

export async function seedDemoData(
  db: Database,
  options: DemoSeedOptions = { published: false },
): Promise<void> {
  await seedGraceCommunity(db, options);
}

/**
 * Narrows the demo administrator of a published demo seeded before the published abilities existed
 * (or seeded on this machine and then published) to PUBLISHED_DEMO_ADMIN_ABILITIES.
 */
export async function narrowPublishedDemoAdministrator(db: Database): Promise<void> {
  const [demo] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.subdomain, 'demo'));
  if (!demo) return;
  await db
    .update(users)
    .set({ abilities: [...PUBLISHED_DEMO_ADMIN_ABILITIES] })
    .where(and(eq(users.organizationId, demo.id), eq(users.email, DEMO_ADMIN.email)));
}

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const rows = await db.select({ id: organizations.id }).from(organizations).limit(1);
  return rows.length === 0;
}
