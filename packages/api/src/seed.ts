// Demo data for an empty database (DESIGN.md §5): organization `demo` with a donor who can sign in,
// and a second organization `hope` for tenant-isolation tests. Idempotent: an organization whose
// subdomain exists is left alone.
import { eq } from 'drizzle-orm';
import { hashPassword } from './accounts/passwordHash';
import type { Database } from './db/database';
import { newPrefixedId } from './db/prefixedId';
import { LOCALHOST_ORIGINS } from './giving/allowedOrigins';
import { seedDemoGiving } from './seedGiving';
import { funds, letterTemplates, organizations, people, users, type ContactData } from './db/schema';

export const DEMO_DONOR = { email: 'donor@example.com', password: 'halo-demo-1234' } as const;
/** Sends statements to the demo church's donors: the 'send-statements' ability, not a Halo admin. */
export const DEMO_ADMIN = {
  email: 'admin@example.com',
  password: 'halo-admin-1234',
  abilities: ['send-statements'],
} as const;

const onlineGivingModule = () => [
  { prefixedId: newPrefixedId('mod'), name: 'online_giving', displayName: 'Online Giving' },
];

async function subdomainExists(db: Database, subdomain: string): Promise<boolean> {
  const rows = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.subdomain, subdomain))
    .limit(1);
  return rows.length > 0;
}

async function seedGraceCommunity(db: Database): Promise<void> {
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
        fixedAmounts: [2500, 5000, 10000, 25000],
        minAmount: 100,
        maxAmount: 2_500_000,
        feePercentBps: 290,
        feeFixedCents: 30,
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
        { name: 'General Fund', isDefault: true },
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

    await tx.insert(letterTemplates).values({
      prefixedId: newPrefixedId('ltr'),
      organizationId,
      title: 'Annual Contribution Statement',
      isPrimary: true,
      jsonData: {
        subject: 'Your {{period}} contribution statement from {{churchName}}',
        body:
          'Dear {{donorName}},\n\n' +
          'Thank you for your faithful generosity to {{churchName}}. Our records show total ' +
          'contributions of {{total}} for {{period}}.\n\n' +
          'No goods or services were provided in exchange for these contributions.\n\n' +
          'With gratitude,\n{{churchName}}',
      },
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
    await seedDemoGiving(tx as unknown as Database, organizationId, user.id);

    const [admin] = await tx
      .insert(users)
      .values({
        prefixedId: newPrefixedId('usr'),
        organizationId,
        email: DEMO_ADMIN.email,
        passwordHash: adminPasswordHash,
        emailVerifiedAt: new Date(),
        locale: 'en',
        abilities: [...DEMO_ADMIN.abilities],
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

async function seedHopeFellowship(db: Database): Promise<void> {
  if (await subdomainExists(db, 'hope')) return;
  await db.transaction(async (tx) => {
    const [organization] = await tx
      .insert(organizations)
      .values({
        prefixedId: newPrefixedId('org'),
        subdomain: 'hope',
        name: 'Hope Fellowship',
        displayName: 'Hope Fellowship',
        currency: 'USD',
        fixedAmounts: [2000, 5000, 10000],
        minAmount: 500,
        maxAmount: 1_000_000,
        timeZone: 'America/Denver',
        contact: {
          address: '77 Ridge Road',
          city: 'Boulder',
          state: 'CO',
          zip: '80302',
          country: 'US',
          email: 'hello@hopefellowship.example',
          phones: [],
        },
        availableModules: onlineGivingModule(),
        allowedOrigins: [...LOCALHOST_ORIGINS],
      })
      .returning({ id: organizations.id });
    if (!organization) throw new Error('seed: organization insert returned nothing');
    await tx.insert(funds).values({
      prefixedId: newPrefixedId('fund'),
      organizationId: organization.id,
      name: 'General Fund',
      isDefault: true,
    });
  });
}

export async function seedDemoData(db: Database): Promise<void> {
  await seedGraceCommunity(db);
  await seedHopeFellowship(db);
}

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const rows = await db.select({ id: organizations.id }).from(organizations).limit(1);
  return rows.length === 0;
}
