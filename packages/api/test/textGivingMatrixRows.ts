// Giving by text in the authorization matrix (docs/PRODUCT.md §10 "Giving in one reply"): the
// portal's four operations act for the caller's own donor record in the caller's own church. The demo
// church is given a text-to-give number with the world (plantMatrixTextGiving), so a code can be
// sent there; Hope has none, so another church's donor is refused by field and nothing changes. The
// victim's own verification reads the code the file sender wrote under DATA_DIR/sms.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { organizations } from '../src/db/schema';
import type { World } from './authorizationWorld';
import type { GraphqlRow } from './graphqlMatrix';
import type { TestApp } from './helper';

const VICTIM_PHONE = '+13125550150';

export async function plantMatrixTextGiving(testApp: TestApp): Promise<void> {
  await testApp.app.db
    .update(organizations)
    .set({ smsNumber: '+15557770001' })
    .where(eq(organizations.subdomain, 'demo'));
}

/** The victim sends herself a code, and the code is read from the text the file sender wrote. */
async function victimCode(world: World): Promise<Record<string, unknown>> {
  const sent = await world.victim.browser.graphql(
    `mutation($org: ID!, $phone: String!) { sendTextGivingCode(organizationPrefixedId: $org, phone: $phone) { churchNumber } }`,
    { org: world.demoOrganizationId, phone: VICTIM_PHONE },
  );
  if (sent.json().errors) throw new Error(`matrix: the victim's code was not sent: ${sent.body}`);
  const folder = path.join(world.mailbox.dataDir, 'sms');
  const newest = readdirSync(folder)
    .filter((name) => name.includes(VICTIM_PHONE.slice(1)))
    .sort()
    .at(-1);
  const body = newest
    ? (JSON.parse(readFileSync(path.join(folder, newest), 'utf8')) as { body: string }).body
    : '';
  const code = /\b(\d{6})\b/.exec(body)?.[1];
  if (!code) throw new Error('matrix: no code was texted to the victim');
  return { code };
}

export const TEXT_GIVING_MATRIX_ROWS: GraphqlRow[] = [
  {
    field: 'Query.textGiving',
    owner: 'victim',
    document: `query($org: ID!) { textGiving(organizationPrefixedId: $org) {
      churchNumber phone { phone verified verifiedAt lapsesAt codePending } } }`,
    variables: (_world, org) => ({ org }),
    sameChurch: 'ownAnswer',
    otherChurch: 'ownAnswer',
    otherChurchVictimOrganization: 'notFound',
    ownerShowsVictimData: false,
  },
  {
    // A donor may text a code to any phone she holds: it becomes her own unverified phone, never the
    // victim's. Hope has no text-to-give number: refused on phone, nothing written.
    field: 'Mutation.sendTextGivingCode',
    owner: 'victim',
    document: `mutation($org: ID!, $phone: String!) {
      sendTextGivingCode(organizationPrefixedId: $org, phone: $phone) { phone { phone verified codePending } } }`,
    variables: (_world, org) => ({ org, phone: VICTIM_PHONE }),
    sameChurch: 'ownAnswer',
    otherChurch: 'validation',
    otherChurchVictimOrganization: 'notFound',
    ownerShowsVictimData: false,
    sameChurchChanges: {
      tables: ['donor_phones', 'limit_counters'],
      why: 'her own phone and its code, and her count of codes sent',
    },
  },
  {
    // Only the victim's own code verifies her phone; anyone else's malformed code is refused on code.
    field: 'Mutation.verifyTextGivingPhone',
    owner: 'victim',
    document: `mutation($org: ID!, $code: String!) {
      verifyTextGivingPhone(organizationPrefixedId: $org, code: $code) { phone { phone verified } } }`,
    variables: (_world, org) => ({ org, code: 'not-a-code' }),
    sameChurch: 'validation',
    otherChurch: 'validation',
    otherChurchVictimOrganization: 'notFound',
    ownerShowsVictimData: false,
    ownerSetup: victimCode,
  },
  {
    field: 'Mutation.removeTextGivingPhone',
    owner: 'victim',
    document: `mutation($org: ID!) { removeTextGivingPhone(organizationPrefixedId: $org) { churchNumber phone { phone } } }`,
    variables: (_world, org) => ({ org }),
    sameChurch: 'ownAnswer',
    otherChurch: 'ownAnswer',
    otherChurchVictimOrganization: 'notFound',
    ownerShowsVictimData: false,
    sameChurchChanges: { tables: ['donor_phones'], why: 'her own phone, forgotten' },
  },
];
