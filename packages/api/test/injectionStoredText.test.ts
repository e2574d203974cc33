// Hardening: names, memos and card details carrying HTML/script, spreadsheet formulas and SQL
// metacharacters, given through the real flows (POST /api/give/register, /api/give, the portal's
// GraphQL), come back exactly as typed, and the search reads % _ ' \\ as characters, not wildcards or
// SQL. The world is test/injectionWorld.ts; the portal in a browser is packages/e2e/src/injection.test.ts.
import { eq, sql } from 'drizzle-orm';
import { contributions, users } from '../src/db/schema';
import { databaseRows } from './databaseRows';
import type { Donor } from './givingFlow';
import { ME_QUERY, type TestApp } from './helper';
import {
  SCRIPT,
  IMG,
  SVG,
  DROP_TABLE,
  OR_TRUE,
  HOSTILE,
  stored,
  DONOR,
  CONTRIBUTIONS,
  UPDATE_DONOR,
  CARDS,
  UPDATE_CARD,
  RECURRING,
  RECURRING_MEMO,
  openInjectionWorld,
} from './injectionWorld';

// Reports draw PDFs and run pdftotext; a busy machine needs more than the default.
jest.setTimeout(60_000);

const world = openInjectionWorld();
const { gifts, giftOf, gql } = world;
let testApp: TestApp;
let donor: Donor;
let paymentMethodId: string;
beforeAll(() => {
  ({ testApp, donor, paymentMethodId } = world);
});

describe('hostile text is stored as typed', () => {
  it('gives back every memo and the registered names exactly, and no table was touched', async () => {
    const { me } = await gql(ME_QUERY);
    expect(me.person).toMatchObject({ firstName: DONOR.firstName, lastName: DONOR.lastName });

    const { donorContributions } = await gql(CONTRIBUTIONS, {
      org: donor.organizationPrefixedId,
      filters: { perPage: null },
    });
    const memos = donorContributions.items.map((item: { memo: string }) => item.memo);
    expect(memos.sort()).toEqual(gifts.map((gift) => gift.memo).sort());
    const { donorRecurringGivings } = await gql(RECURRING, { org: donor.organizationPrefixedId });
    expect(donorRecurringGivings.items).toEqual([{ memo: RECURRING_MEMO }]);

    // DROP TABLE and OR '1'='1' were data: the tables are there, with every gift and only this donor's.
    const [counts] = await testApp.app.db
      .select({ gifts: sql<number>`count(*)::int` })
      .from(contributions)
      .innerJoin(users, eq(users.id, contributions.donorUserId))
      .where(eq(users.email, DONOR.email));
    expect(counts?.gifts).toBe(gifts.length);
    const names = await databaseRows<{ name: string | null }>(
      testApp.app.db,
      sql`select to_regclass('public.contributions')::text as name union all select to_regclass('public.users')::text`,
    );
    expect(names.map((row) => row.name)).toEqual(['contributions', 'users']);
  });

  it('updateDonor keeps hostile first and last names as typed', async () => {
    for (let index = 0; index < HOSTILE.length; index += 2) {
      const [first, last = SCRIPT] = [HOSTILE[index]!, HOSTILE[index + 1]];
      const { updateDonor } = await gql(UPDATE_DONOR, { first_name: first, last_name: last });
      expect(updateDonor).toMatchObject({ firstName: stored(first), lastName: stored(last) });
      const { me } = await gql(ME_QUERY);
      expect(me.person).toMatchObject({ firstName: stored(first), lastName: stored(last) });
    }
    // The documents and emails below show the registered names again.
    await gql(UPDATE_DONOR, { first_name: DONOR.firstName, last_name: DONOR.lastName });
  });

  it('updatePaymentMethod keeps hostile card details and addresses as typed', async () => {
    const details = {
      nickname: SVG,
      cardholderName: IMG,
      addressLine1: DROP_TABLE,
      addressLine2: '=HYPERLINK("http://evil","x")',
      city: OR_TRUE,
      state: '%_\\',
      postalCode: '@SUM(A1)',
    };
    await gql(UPDATE_CARD, {
      input: {
        organizationPrefixedId: donor.organizationPrefixedId,
        processorId: paymentMethodId,
        expDate: '12/2030',
        ...details,
      },
    });
    const { donorPaymentMethods } = await gql(CARDS, { org: donor.organizationPrefixedId });
    expect(donorPaymentMethods).toEqual([{ processorId: paymentMethodId, ...details }]);
  });
});

describe('search treats LIKE and SQL metacharacters as characters', () => {
  /** The gifts whose memo, transaction id or fund contains `term` (docs: search matches those). */
  async function expectedFor(term: string): Promise<string[]> {
    const { donorContributions } = await gql(CONTRIBUTIONS, {
      org: donor.organizationPrefixedId,
      filters: { perPage: null },
    });
    const needle = term.toLowerCase();
    return donorContributions.items
      .filter((item: { prefixedId: string; memo: string | null; fundAccountNames: string[] }) =>
        [item.memo ?? '', item.prefixedId, ...item.fundAccountNames].some((text) =>
          text.toLowerCase().includes(needle),
        ),
      )
      .map((item: { prefixedId: string }) => item.prefixedId)
      .sort();
  }

  it.each(['%', '_', "'", '\\', OR_TRUE, DROP_TABLE, 'R_bert', 'Rob%DROP', '%%', '\\%'])(
    'search %j finds exactly the gifts containing it',
    async (term) => {
      const { donorContributions } = await gql(CONTRIBUTIONS, {
        org: donor.organizationPrefixedId,
        filters: { perPage: null, search: term },
      });
      const found = donorContributions.items.map((item: { prefixedId: string }) => item.prefixedId).sort();
      expect(found).toEqual(await expectedFor(term));
      expect(donorContributions.totalResults).toBe(found.length);
    },
  );

  it('a lone % or \\ matches only its own gift, not every gift', async () => {
    for (const term of ['%', '\\']) {
      const { donorContributions } = await gql(CONTRIBUTIONS, {
        org: donor.organizationPrefixedId,
        filters: { perPage: null, search: term },
      });
      expect(donorContributions.items.map((item: { prefixedId: string }) => item.prefixedId)).toEqual([
        giftOf(term),
      ]);
    }
    // A wildcard reading of "R_bert" or "Rob%DROP" would find the DROP TABLE memo.
    for (const term of ['R_bert', 'Rob%DROP']) {
      const { donorContributions } = await gql(CONTRIBUTIONS, {
        org: donor.organizationPrefixedId,
        filters: { search: term },
      });
      expect(donorContributions.totalResults).toBe(0);
    }
  });
});
