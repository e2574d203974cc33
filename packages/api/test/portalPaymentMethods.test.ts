// The donor's saved cards in the portal (donorPaymentMethods, updatePaymentMethod,
// deletePaymentMethod), against the real app on PGlite or PostgreSQL.
import { and, eq } from 'drizzle-orm';
import { paymentMethods, recurringGivings, sandboxPaymentMethods } from '../src/db/schema';
import { startTestApp, type TestApp } from './helper';
import {
  firstError,
  registerDonorWithGiving,
  signInDemoDonor,
  snapshotDonorData,
  type PortalDonor,
} from './portalFixtures';

const LIST = /* GraphQL */ `
  query Cards($org: ID!) {
    donorPaymentMethods(organizationPrefixedId: $org) {
      processorId
      nickname
      primary
      brand
      lastFour
      expiration
      cardholderName
      addressLine1
      addressLine2
      country
      state
      city
      postalCode
      recurringGivingsCount
    }
  }
`;
const UPDATE = /* GraphQL */ `
  mutation Update($input: UpdatePaymentMethodInput!) {
    updatePaymentMethod(input: $input) {
      processorId
      nickname
      primary
      expiration
      cardholderName
      city
      postalCode
    }
  }
`;
const DELETE = /* GraphQL */ `
  mutation Delete($org: ID!, $id: ID!) {
    deletePaymentMethod(organizationPrefixedId: $org, processorId: $id)
  }
`;

// The API tests share a busy machine with other suites.
jest.setTimeout(20_000);

let testApp: TestApp;
let donor: PortalDonor;

beforeAll(async () => {
  testApp = await startTestApp();
  donor = await signInDemoDonor(testApp);
}, 60_000);
afterAll(async () => {
  await testApp?.close();
});

const input = (overrides: Record<string, unknown> = {}) => ({
  organizationPrefixedId: donor.organizationPrefixedId,
  processorId: donor.cardId,
  cardholderName: 'Jordan Q. Rivera',
  expDate: '11/2031',
  ...overrides,
});

describe('donorPaymentMethods', () => {
  it("lists the donor's card with how many live recurring gifts use it", async () => {
    const response = await donor.browser.graphql(LIST, { org: donor.organizationPrefixedId });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.donorPaymentMethods).toEqual([
      expect.objectContaining({
        processorId: donor.cardId,
        nickname: 'Everyday Visa',
        primary: true,
        brand: 'visa',
        lastFour: '4242',
        expiration: '12/2030',
        recurringGivingsCount: 2,
      }),
    ]);
  });
});

describe('updatePaymentMethod', () => {
  it('saves cardholder, expiry, nickname and address, leaving unsent fields alone', async () => {
    const response = await donor.browser.graphql(UPDATE, {
      input: input({ nickname: 'Church card', postalCode: '62701' }),
    });
    expect(response.json().data.updatePaymentMethod).toEqual({
      processorId: donor.cardId,
      nickname: 'Church card',
      primary: true,
      expiration: '11/2031',
      cardholderName: 'Jordan Q. Rivera',
      city: 'Springfield',
      postalCode: '62701',
    });
  });

  it('setting a card primary unsets the others', async () => {
    const db = testApp.app.db;
    const [first] = await db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.processorId, donor.cardId));
    const secondId = `pm_sbx_second_${Date.now()}`;
    // A copy of the donor's card under new ids (the database numbers the row).
    const { id: _firstId, ...firstCard } = first!;
    await db.insert(paymentMethods).values({
      ...firstCard,
      prefixedId: `pmt_second${Date.now()}`,
      processorId: secondId,
      isPrimary: false,
      lastFour: '1881',
    });
    const response = await donor.browser.graphql(UPDATE, {
      input: input({ processorId: secondId, primary: true }),
    });
    expect(response.json().data.updatePaymentMethod.primary).toBe(true);
    const rows = await db.select().from(paymentMethods).where(eq(paymentMethods.userId, donor.userId));
    expect(rows.filter((row) => row.isPrimary).map((row) => row.processorId)).toEqual([secondId]);
    const list = await donor.browser.graphql(LIST, { org: donor.organizationPrefixedId });
    expect(list.json().data.donorPaymentMethods[0].processorId).toBe(secondId);
    // Put the seeded card back in front for the other tests.
    await donor.browser.graphql(UPDATE, { input: input({ primary: true }) });
  });

  it.each([
    ['en', '13/2031', 'Invalid card expiration date.'],
    ['en', '11/31', 'Date must be MM/YYYY.'],
    ['es', '01/2020', 'Fecha de vencimiento de la tarjeta no válida.'],
    ['es', 'soon', 'La fecha debe tener el formato MM/AAAA.'],
  ])('refuses expiry in %s: %s', async (locale, expDate, message) => {
    const before = await snapshotDonorData(testApp.app);
    const response = await donor.browser.graphql(
      UPDATE,
      { input: input({ expDate }) },
      { 'x-locale': locale },
    );
    const error = firstError(response.json());
    expect(error.message).toBe(message);
    expect(error.extensions).toEqual({ category: 'validation', validation: { expDate: [message] } });
    expect(await snapshotDonorData(testApp.app)).toBe(before);
  });

  it('requires the cardholder name (en and es)', async () => {
    const en = await donor.browser.graphql(UPDATE, { input: input({ cardholderName: '  ' }) });
    expect(firstError(en.json()).extensions?.validation).toEqual({
      cardholderName: ['This is a required field'],
    });
    const es = await donor.browser.graphql(
      UPDATE,
      { input: input({ cardholderName: '' }) },
      { 'x-locale': 'es' },
    );
    expect(firstError(es.json()).extensions?.validation).toEqual({
      cardholderName: ['Este campo es obligatorio'],
    });
  });
});

describe('deletePaymentMethod', () => {
  it('is refused with the spec message while a recurring gift uses the card, and nothing is deleted', async () => {
    const before = await snapshotDonorData(testApp.app);
    const en = await donor.browser.graphql(DELETE, { org: donor.organizationPrefixedId, id: donor.cardId });
    const error = firstError(en.json());
    expect(error.message).toBe(
      'The payment method could not be deleted. Please check whether it is used in any recurring giving.',
    );
    expect(error.extensions).toMatchObject({ category: 'validation', code: 'PAYMENT_METHOD_IN_USE' });
    const es = await donor.browser.graphql(
      DELETE,
      { org: donor.organizationPrefixedId, id: donor.cardId },
      { 'x-locale': 'es' },
    );
    expect(firstError(es.json()).message).toBe(
      'No se pudo eliminar el método de pago. Verifique si se usa en alguna donación recurrente.',
    );
    expect(await snapshotDonorData(testApp.app)).toBe(before);
    const [card] = await testApp.app.db
      .select()
      .from(sandboxPaymentMethods)
      .where(eq(sandboxPaymentMethods.id, donor.cardId));
    expect(card?.customerId).not.toBeNull();
  });

  it('a paused gift still holds the card; once the gifts are deleted the card is detached and removed', async () => {
    const db = testApp.app.db;
    await db
      .update(recurringGivings)
      .set({ status: 'paused', nextOccurrence: null })
      .where(eq(recurringGivings.donorUserId, donor.userId));
    const paused = await donor.browser.graphql(DELETE, {
      org: donor.organizationPrefixedId,
      id: donor.cardId,
    });
    expect(firstError(paused.json()).extensions?.code).toBe('PAYMENT_METHOD_IN_USE');

    await db
      .update(recurringGivings)
      .set({ status: 'deleted' })
      .where(eq(recurringGivings.donorUserId, donor.userId));
    const response = await donor.browser.graphql(DELETE, {
      org: donor.organizationPrefixedId,
      id: donor.cardId,
    });
    expect(response.json()).toEqual({ data: { deletePaymentMethod: true } });
    const rows = await db
      .select()
      .from(paymentMethods)
      .where(and(eq(paymentMethods.userId, donor.userId), eq(paymentMethods.processorId, donor.cardId)));
    expect(rows).toEqual([]);
    const [card] = await db
      .select()
      .from(sandboxPaymentMethods)
      .where(eq(sandboxPaymentMethods.id, donor.cardId));
    expect(card?.customerId).toBeNull();
    // The deleted gifts keep their history but no longer point at the card.
    const gifts = await db
      .select()
      .from(recurringGivings)
      .where(eq(recurringGivings.donorUserId, donor.userId));
    expect(gifts.every((gift) => gift.paymentMethodId === null)).toBe(true);
  });

  it('an unknown card is not found (en and es)', async () => {
    const en = await donor.browser.graphql(DELETE, { org: donor.organizationPrefixedId, id: 'pm_nope' });
    expect(firstError(en.json())).toEqual({
      message: 'The requested record was not found.',
      extensions: { category: 'not_found', code: 'NOT_FOUND' },
      locations: expect.any(Array),
      path: ['deletePaymentMethod'],
    });
    const es = await donor.browser.graphql(
      DELETE,
      { org: donor.organizationPrefixedId, id: 'pm_nope' },
      { 'x-locale': 'es' },
    );
    expect(firstError(es.json()).message).toBe('No se encontró el registro solicitado.');
  });
});

describe('another donor', () => {
  it("cannot list, update or delete someone else's card", async () => {
    const other = await registerDonorWithGiving(testApp, 'demo', `other-${Date.now()}@example.com`);
    // A card the other donor owns, free of recurring gifts, so only ownership stands in the way.
    await testApp.app.db
      .update(recurringGivings)
      .set({ status: 'deleted' })
      .where(eq(recurringGivings.donorUserId, other.userId));
    const before = await snapshotDonorData(testApp.app);
    const list = await donor.browser.graphql(LIST, { org: donor.organizationPrefixedId });
    expect(JSON.stringify(list.json())).not.toContain(other.cardId);
    const update = await donor.browser.graphql(UPDATE, { input: input({ processorId: other.cardId }) });
    expect(firstError(update.json()).extensions?.code).toBe('NOT_FOUND');
    const del = await donor.browser.graphql(DELETE, { org: donor.organizationPrefixedId, id: other.cardId });
    expect(firstError(del.json()).extensions?.code).toBe('NOT_FOUND');
    expect(await snapshotDonorData(testApp.app)).toBe(before);
  });
});
