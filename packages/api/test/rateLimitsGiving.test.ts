// Hardening: the giving limits, setup-intent, gifts per IP and per donor, the sandbox card tokenizer
// and the card-testing guard: up to the limit answered, then 429 in the request's locale with
// Retry-After, others not blocked, and accepted again once the window has passed (test/rateLimitFlow.ts).
import {
  LIMITS,
  WINDOW_MS,
  GOOD_CARD,
  DECLINED_CARD,
  expectLimited,
  expectRetryAfter,
  expectRemaining,
  pass,
  nextIp,
  openRateLimitWorld,
} from './rateLimitFlow';

const world = openRateLimitWorld();
const { newDonor, donorWithCard, setupIntent, give, addCard } = world;

describe('POST /api/give/setup-intent', () => {
  it(`answers ${LIMITS.setupIntentPerMinute} per IP a minute; other IPs are answered; then recovers`, async () => {
    const [first, second] = [await newDonor('intent-a'), await newDonor('intent-b')];
    const ip = nextIp();
    // Two per donor at most (perCustomerPerMinute), so the third comes from another donor.
    const accepted = [
      await setupIntent(ip, first),
      await setupIntent(ip, first),
      await setupIntent(ip, second),
    ];
    accepted.forEach((answer, index) => {
      expect(answer.statusCode).toBe(200);
      expect(answer.json().client_secret).toEqual(expect.any(String));
      expectRemaining(answer, LIMITS.setupIntentPerMinute, LIMITS.setupIntentPerMinute - 1 - index);
    });

    const limited = await setupIntent(ip, second);
    expectRetryAfter(limited, expectLimited(limited, 'en'));
    expectRemaining(limited, LIMITS.setupIntentPerMinute, 0);
    expectLimited(await setupIntent(ip, second, 'es'), 'es');

    expect((await setupIntent(nextIp(), second)).statusCode).toBe(200);

    pass(WINDOW_MS);
    expect((await setupIntent(ip, first)).statusCode).toBe(200);
  });
});

describe('POST /api/give', () => {
  it(`accepts ${LIMITS.givePerMinute} gifts per IP a minute; other IPs still give; then recovers`, async () => {
    const [first, second] = [await donorWithCard('ip-a'), await donorWithCard('ip-b')];
    // Saving the cards counted against each donor's own limit; start the gifts on a fresh minute.
    pass(WINDOW_MS);
    const ip = nextIp();
    const accepted = [await give(ip, first), await give(ip, first), await give(ip, second)];
    accepted.forEach((answer, index) => {
      expect(answer.statusCode).toBe(201);
      expectRemaining(answer, LIMITS.givePerMinute, LIMITS.givePerMinute - 1 - index);
    });

    const limited = await give(ip, second);
    expectRetryAfter(limited, expectLimited(limited, 'en'));
    expectLimited(await give(ip, second, 'es'), 'es');

    expect((await give(nextIp(), second)).statusCode).toBe(201);

    pass(WINDOW_MS);
    expect((await give(ip, first)).statusCode).toBe(201);
  });

  it(`accepts ${LIMITS.perCustomerPerMinute} gifts per donor a minute from any IP; other donors still give; then recovers`, async () => {
    const [limitedDonor, other] = [await donorWithCard('customer-a'), await donorWithCard('customer-b')];
    pass(WINDOW_MS);
    for (let gift = 0; gift < LIMITS.perCustomerPerMinute; gift += 1) {
      expect((await give(nextIp(), limitedDonor)).statusCode).toBe(201);
    }
    // A new address does not help: the limit follows the processor customer.
    const ip = nextIp();
    const limited = await give(ip, limitedDonor);
    expectRetryAfter(limited, expectLimited(limited, 'en'));
    const limitedEs = await give(nextIp(), limitedDonor, 'es');
    expectRetryAfter(limitedEs, expectLimited(limitedEs, 'es'));

    expect((await give(ip, other)).statusCode).toBe(201);

    pass(WINDOW_MS);
    expect((await give(nextIp(), limitedDonor)).statusCode).toBe(201);
  });
});

describe('POST /api/give/sandbox/payment-methods (the sandbox card tokenizer)', () => {
  it(`takes ${LIMITS.cardPerMinute} cards per IP a minute; other IPs are answered; then recovers`, async () => {
    const [first, second] = [await newDonor('card-a'), await newDonor('card-b')];
    const ip = nextIp();
    const accepted = [await addCard(ip, first), await addCard(ip, first), await addCard(ip, second)];
    accepted.forEach((answer, index) => {
      expect(answer.statusCode).toBe(200);
      expect(answer.json().last_four).toBe('4242');
      expectRemaining(answer, LIMITS.cardPerMinute, LIMITS.cardPerMinute - 1 - index);
    });

    const limited = await addCard(ip, second);
    expectRetryAfter(limited, expectLimited(limited, 'en'));
    expectLimited(await addCard(ip, second, GOOD_CARD, 'es'), 'es');

    expect((await addCard(nextIp(), second)).statusCode).toBe(200);

    pass(WINDOW_MS);
    expect((await addCard(ip, first)).statusCode).toBe(200);
  });

  it(`blocks card entries and gifts from an IP after ${LIMITS.declinesBeforeBlock} declines in ${LIMITS.declineWindowMinutes} minutes; other IPs are not blocked; then recovers`, async () => {
    const [tester, next] = [await newDonor('tester'), await newDonor('after-declines')];
    const giver = await donorWithCard('same-ip-giver');
    const ip = nextIp();
    for (let attempt = 0; attempt < LIMITS.declinesBeforeBlock; attempt += 1) {
      const declined = await addCard(ip, tester, DECLINED_CARD);
      expect(declined.statusCode).toBe(402);
      expect(declined.json()).toEqual({ code: 'card_declined', message: 'Your card was declined.' });
    }
    const windowMs = LIMITS.declineWindowMinutes * 60_000;
    const blockedCard = await addCard(ip, next);
    expectRetryAfter(blockedCard, expectLimited(blockedCard, 'en', windowMs));
    const blockedGift = await give(ip, giver, 'es');
    expectRetryAfter(blockedGift, expectLimited(blockedGift, 'es', windowMs));

    expect((await addCard(nextIp(), next)).statusCode).toBe(200);

    pass(windowMs);
    expect((await addCard(ip, next)).statusCode).toBe(200);
    expect((await give(ip, giver)).statusCode).toBe(201);
  });
});
