// The GraphQL rows of the authorization matrix: every Query and Mutation field of
// schema.graphql, with a document and variables that succeed for the record's owner and aim at the
// victim's records, and what each attacker must get (docs/CONTRACTS.md "GraphQL: the portal").
import { ADMIN_MATRIX_ROWS } from './adminMatrixRows';
import type { World } from './authorizationWorld';
import { PLEDGE_PORTAL_MATRIX_ROWS } from './pledgeMatrixRows';
import { PORTAL_MATRIX_ROWS } from './portalMatrixRows';
import { TEXT_GIVING_MATRIX_ROWS } from './textGivingMatrixRows';
import { SAVED_BANK_ACCOUNT_MATRIX_ROWS } from './savedBankAccountRows';
import {
  callerOf,
  COLUMNS,
  CSRF_MISMATCH,
  GRAPHQL_UNAUTHENTICATED,
  ownerCaller,
  type Caller,
  type Column,
  type Entry,
  type Expectation,
  type OwnerCell,
  type Owner,
} from './authorizationCells';

/** What a signed-in attacker whose session reaches the resolver gets. */
export type Outcome = 'notFound' | 'forbidden' | 'validation' | 'ownAnswer';

const OUTCOMES: Record<Outcome, Expectation> = {
  notFound: { status: 200, graphqlError: { category: 'not_found', code: 'NOT_FOUND' } },
  forbidden: { status: 200, graphqlError: { category: 'authorization', code: 'FORBIDDEN' } },
  validation: { status: 200, graphqlError: { category: 'validation' } },
  // The operation names nothing of the victim's: it answers about the caller, and the leak check
  // proves none of the victim's data is in it.
  ownAnswer: { status: 200, graphqlOwnAnswer: true },
};

const NO_ORGANIZATION_ARGUMENT =
  'the operation takes no organization id: its organization is the request host’s (see the host and X-Landlord-Organization columns)';

export interface GraphqlRow {
  /** `Query.me`, `Mutation.updateDonor`. */
  field: string;
  owner: Owner;
  document: string;
  /** Variables aimed at the victim's records, naming `organizationPrefixedId`. */
  variables(world: World, organizationPrefixedId: string): Record<string, unknown>;
  sameChurch: Outcome;
  otherChurch: Outcome;
  /** Null: the operation has no organization argument. */
  otherChurchVictimOrganization: Outcome | null;
  /** The owner's answer shows the victim's marker strings. */
  ownerShowsVictimData: boolean;
  /** Run before the owner's own request (an administrator's abilities); extra variables for it. */
  ownerSetup?: (world: World) => Promise<Record<string, unknown>>;
  /** What a same-church donor's own answer may write: her own rows, never the victim's. */
  sameChurchChanges?: { tables: string[]; why: string };
}

export const GRAPHQL_ROWS: GraphqlRow[] = [
  ...PORTAL_MATRIX_ROWS,
  ...PLEDGE_PORTAL_MATRIX_ROWS,
  ...TEXT_GIVING_MATRIX_ROWS,
  ...SAVED_BANK_ACCOUNT_MATRIX_ROWS,
  // The admin console: each operation needs an administrator ability of the demo church.
  ...ADMIN_MATRIX_ROWS.map((admin): GraphqlRow => ({
    ...admin,
    owner: 'admin',
    sameChurch: 'forbidden',
    otherChurch: 'forbidden',
    otherChurchVictimOrganization: 'notFound',
    ownerShowsVictimData: false,
  })),
];

function sendOperation(row: GraphqlRow, world: World, caller: Caller, extra: Record<string, unknown> = {}) {
  return caller.send({
    method: 'POST',
    url: '/graphql',
    payload: {
      query: row.document,
      variables: { ...row.variables(world, caller.organizationPrefixedId), ...extra },
    },
  });
}

/** Every column of a GraphQL row. POST /graphql is a POST, so queries need the CSRF header too. */
function expectationOf(row: GraphqlRow, column: Column): Expectation | string {
  switch (column) {
    case 'noSession':
    case 'missingCsrf':
    case 'wrongCsrf':
      return { status: 419, body: CSRF_MISMATCH };
    case 'signedOut':
    case 'otherChurchOnVictimHost':
    case 'otherChurchLandlordHeader':
      return { status: 401, body: GRAPHQL_UNAUTHENTICATED };
    case 'sameChurch':
      return OUTCOMES[row.sameChurch];
    case 'otherChurch':
      return OUTCOMES[row.otherChurch];
    case 'otherChurchVictimOrganization':
      return row.otherChurchVictimOrganization
        ? OUTCOMES[row.otherChurchVictimOrganization]
        : NO_ORGANIZATION_ARGUMENT;
  }
}

export function graphqlEntries(): Entry[] {
  return GRAPHQL_ROWS.flatMap((row) =>
    (Object.keys(COLUMNS) as Column[]).map((column): Entry => {
      const expected = expectationOf(row, column);
      const label = COLUMNS[column];
      if (typeof expected === 'string') return { row: row.field, column: label, notApplicable: expected };
      return {
        row: row.field,
        column: label,
        expected,
        send: (world) => sendOperation(row, world, callerOf(world, column, row.owner)),
        ...(column === 'sameChurch' && row.sameChurchChanges ? { changes: row.sameChurchChanges } : {}),
      };
    }),
  );
}

export function graphqlOwnerCells(): OwnerCell[] {
  return GRAPHQL_ROWS.map((row) => ({
    row: row.field,
    expected: { status: 200, graphqlOwnAnswer: true },
    send: async (world) =>
      sendOperation(row, world, ownerCaller(world, row.owner), (await row.ownerSetup?.(world)) ?? {}),
    ...(row.ownerShowsVictimData ? { showsVictimData: true as const } : {}),
  }));
}
