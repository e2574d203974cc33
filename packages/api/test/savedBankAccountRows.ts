// Saved bank accounts in the authorization matrix and the hostile-input suite (docs/PRODUCT.md §22
// "Saved bank accounts"): `updateBankAccount` acts on one of the caller's own bank accounts in the
// caller's own church. The demo donor (the matrix's victim, the hostile suite's caller) is given a
// saved bank account with a fixed id (plantSavedBankAccount), as giving with "Save this bank account"
// would leave it, so every cell aims at it.
import { SAVED_BANK_MANDATE_VERSION } from '@halo/domain';
import { and, eq } from 'drizzle-orm';
import { newPrefixedId } from '../src/db/prefixedId';
import {
  organizations,
  paymentMethods,
  processorCustomers,
  sandboxBankAccounts,
  users,
} from '../src/db/schema';
import { DEMO_DONOR } from '../src/seed';
import type { GraphqlRow } from './graphqlMatrix';
import type { TestApp } from './helper';
import type { GraphqlOperation, PortalRecords } from './hostileGraphqlOperations';

/** The demo donor's saved bank account (a sandbox id, Stripe's test bank). */
export const PLANTED_BANK_ACCOUNT = 'pm_sbx_matrix_bank_account';

export async function plantSavedBankAccount(testApp: TestApp): Promise<void> {
  const { db } = testApp.app;
  const [church] = await db.select().from(organizations).where(eq(organizations.subdomain, 'demo'));
  const [donor] = await db
    .select()
    .from(users)
    .where(and(eq(users.organizationId, church!.id), eq(users.email, DEMO_DONOR.email)));
  const [customer] = await db
    .select()
    .from(processorCustomers)
    .where(and(eq(processorCustomers.userId, donor!.id), eq(processorCustomers.processorMode, 'sandbox')));
  if (!customer) throw new Error('world setup: the demo donor has no sandbox customer');
  await db.insert(sandboxBankAccounts).values({
    id: PLANTED_BANK_ACCOUNT,
    customerId: customer.customerId,
    bankName: 'STRIPE TEST BANK',
    lastFour: '6789',
    accountHolderName: 'Dana Donor',
    accountType: 'checking',
  });
  await db.insert(paymentMethods).values({
    prefixedId: newPrefixedId('pmt'),
    organizationId: church!.id,
    userId: donor!.id,
    processorCustomerId: customer.id,
    processorMode: 'sandbox',
    processorId: PLANTED_BANK_ACCOUNT,
    methodType: 'bank',
    brand: 'STRIPE TEST BANK',
    lastFour: '6789',
    bankAccountType: 'checking',
    bankMandateVersion: SAVED_BANK_MANDATE_VERSION,
    bankMandateText: 'The saved account’s authorization, as the donor accepted it.',
    bankMandateAcceptedAt: new Date('2026-12-01T12:00:00Z'),
    bankMandateIp: '127.0.0.1',
  });
}

export const SAVED_BANK_ACCOUNT_MATRIX_ROWS: GraphqlRow[] = [
  {
    field: 'Mutation.updateBankAccount',
    owner: 'victim',
    document: `mutation($input: UpdateBankAccountInput!) {
      updateBankAccount(input: $input) { processorId nickname primary }
    }`,
    variables: (_world, organizationPrefixedId) => ({
      input: { organizationPrefixedId, processorId: PLANTED_BANK_ACCOUNT, nickname: 'Taken over' },
    }),
    sameChurch: 'notFound',
    otherChurch: 'notFound',
    otherChurchVictimOrganization: 'notFound',
    ownerShowsVictimData: true,
  },
];

export function savedBankAccountOperations(records: PortalRecords): GraphqlOperation[] {
  return [
    {
      field: 'updateBankAccount',
      kind: 'mutation',
      document: `mutation ($input: UpdateBankAccountInput!) { updateBankAccount(input: $input) {
        processorId methodType nickname primary expiration } }`,
      base: {
        input: {
          organizationPrefixedId: records.organizationPrefixedId,
          processorId: PLANTED_BANK_ACCOUNT,
          nickname: 'Household account',
          primary: false,
        },
      },
    },
  ];
}
