// The second church of the tenant-isolation tests: `hope` (Hope Fellowship), with limits of its own
// and one fund. A test fixture, not demo data: a real database never gets it.
import type { Database } from '../src/db/database';
import { newPrefixedId } from '../src/db/prefixedId';
import { funds, organizations } from '../src/db/schema';
import { LOCALHOST_ORIGINS } from '../src/organizations/allowedOrigins';
import { onlineGivingModule } from '../src/organizations/standardGiving';
import { subdomainExists } from '../src/seed';

export async function seedHopeFellowship(db: Database): Promise<void> {
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
    if (!organization) throw new Error('hope fixture: organization insert returned nothing');
    await tx.insert(funds).values({
      prefixedId: newPrefixedId('fund'),
      organizationId: organization.id,
      name: 'General Fund',
      isDefault: true,
    });
  });
}
