// What a gift is refused for before anything is charged (amount, fund, frequency, dates, in en and es),
// and the Idempotency-Key that makes a repeated gift one gift (docs/CONTRACTS.md "REST: giving").
import { generateIdentifier } from '@halo/domain';
import { and, eq } from 'drizzle-orm';
import { funds, sandboxCharges } from '../src/db/schema';
import { openGivingWorld } from './givingFlow';
import type { TestApp } from './helper';

const world = openGivingWorld();
const { contributionsOf, guestWithCard } = world;
let testApp: TestApp;
let generalFund: string;
beforeAll(() => {
  ({ testApp, generalFund } = world);
});

describe('validation', () => {
  let setup: Awaited<ReturnType<typeof guestWithCard>>;
  beforeAll(async () => {
    setup = await guestWithCard();
  });
  const attempt = (body: Record<string, unknown>, locale = 'en', headers: Record<string, string> = {}) =>
    setup.client.give(
      setup.donor,
      { payment_method_id: setup.paymentMethodId, amount: 5000, fund_prefixed_id: generalFund, ...body },
      { 'x-locale': locale, ...headers },
    );

  it.each([
    [{ amount: null }, 'amount', 'Amount cannot be blank', 'El monto no puede estar vacío'],
    [{ amount: 50 }, 'amount', 'The amount cannot be lower than $1.00', 'El monto no puede ser menor que'],
    [
      { amount: 2_500_001 },
      'amount',
      'The amount cannot be higher than $25,000.00',
      'El monto no puede ser mayor que',
    ],
    [{ amount: 1000.5 }, 'amount', 'Enter an amount in whole cents', 'Ingrese un monto en centavos enteros'],
    [{ amount: -500 }, 'amount', 'The amount cannot be lower than $1.00', 'El monto no puede ser menor que'],
    [
      { fund_prefixed_id: 'fund_nope' },
      'fund_prefixed_id',
      'The selected fund account is currently disabled.',
      'El fondo seleccionado está deshabilitado actualmente.',
    ],
    [{ frequency: 'monthly', start_date: '2001-01-01' }, 'start_date', 'Invalid date', 'Fecha no válida'],
    [
      { frequency: 'monthly', start_date: '2099-01-01' },
      'start_date',
      'Please choose a date within one year from today.',
      'Elija una fecha dentro de un año a partir de hoy.',
    ],
    [
      { frequency: 'monthly' },
      'start_date',
      'Please select a start date for your recurring giving.',
      'Seleccione una fecha de inicio',
    ],
    [
      { frequency: 'annually' },
      'frequency',
      'The frequency type must be selected.',
      'Debe seleccionar el tipo de frecuencia.',
    ],
  ])('%j → 422 on %s in en and es', async (body, field, en, es) => {
    const english = await attempt(body);
    expect(english.statusCode).toBe(422);
    expect(english.json().errors[field][0]).toContain(en);
    const spanish = await attempt(body, 'es');
    expect(spanish.json().errors[field][0]).toContain(es);
  });

  it('a disabled fund is refused with the spec’s message', async () => {
    const [building] = await testApp.app.db.select().from(funds).where(eq(funds.name, 'Building Fund'));
    await testApp.app.db.update(funds).set({ isEnabled: false }).where(eq(funds.id, building!.id));
    try {
      const response = await attempt({ fund_prefixed_id: building!.prefixedId });
      expect(response.json().errors.fund_prefixed_id).toEqual([
        'The selected fund account is currently disabled.',
      ]);
    } finally {
      await testApp.app.db.update(funds).set({ isEnabled: true }).where(eq(funds.id, building!.id));
    }
  });

  it('a missing or malformed Idempotency-Key is a 422', async () => {
    for (const key of ['', 'not-a-key', generateIdentifier().toLowerCase()]) {
      const response = await attempt({}, 'en', { 'idempotency-key': key });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors['Idempotency-Key']).toEqual([
        'The Idempotency-Key header must be a generated identifier.',
      ]);
    }
  });
});

describe('Idempotency-Key', () => {
  it('50 concurrent requests with one key make one contribution and one charge, all with the same answer', async () => {
    const { client, donor, paymentMethodId } = await guestWithCard();
    const key = generateIdentifier();
    const body = { payment_method_id: paymentMethodId, amount: 7_500, fund_prefixed_id: generalFund };
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => client.give(donor, body, { 'idempotency-key': key })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(50).fill(201));
    const prefixedIds = new Set(responses.map((response) => response.json().contribution.prefixed_id));
    expect(prefixedIds.size).toBe(1);
    expect(await contributionsOf(donor.donorPrefixedId)).toHaveLength(1);
    const charges = await testApp.app.db
      .select()
      .from(sandboxCharges)
      .where(and(eq(sandboxCharges.customerId, donor.customerId), eq(sandboxCharges.status, 'succeeded')));
    expect(charges).toHaveLength(1);
  });

  it('the same key with a different body is a 422', async () => {
    const { client, donor, paymentMethodId } = await guestWithCard();
    const key = generateIdentifier();
    const first = await client.give(
      donor,
      { payment_method_id: paymentMethodId, amount: 5000, fund_prefixed_id: generalFund },
      { 'idempotency-key': key },
    );
    expect(first.statusCode).toBe(201);
    const second = await client.give(
      donor,
      { payment_method_id: paymentMethodId, amount: 9000, fund_prefixed_id: generalFund },
      { 'idempotency-key': key },
    );
    expect(second.statusCode).toBe(422);
    expect(second.json().message).toBe('This Idempotency-Key was already used with a different gift.');
  });
});
