// The accounting export in the authorization matrix (docs/CONTRACTS.md "Deposits"): a POST, so the
// session's CSRF check applies, for the session's church's administrators holding 'view-gifts';
// everyone else is refused before any deposit is read. The owner's request, once the demo church's
// bank account is set, writes the matrix deposit (a payout of nothing: the file's header alone).
import { eq } from 'drizzle-orm';
import { adminMessage } from '../src/admin/adminMessages';
import { churchAccountingAccounts, organizations } from '../src/db/schema';
import { accountMessage } from '../src/core/accounts/accountMessages';
import { CSRF_MISMATCH, ownerCaller, type Expectation } from './authorizationCells';
import { MATRIX_DEPOSIT, matrixDeposit } from './depositMatrixRows';
import { NO_ORGANIZATION_ARGUMENT, sessionEntries, type RestRow } from './restMatrixRows';

const ROUTE = 'POST /api/admin/accounting-export';
const URL = '/api/admin/accounting-export';
const PAYLOAD = { format: 'quickbooksOnline', depositPrefixedId: MATRIX_DEPOSIT };

const csrf: Expectation = { status: 419, body: CSRF_MISMATCH };
const unauthenticated: Expectation = {
  status: 401,
  body: { message: accountMessage('en', 'unauthenticated') },
};
const forbidden: Expectation = { status: 403, body: { message: adminMessage('en', 'forbidden') } };

export const ACCOUNTING_EXPORT_ROUTES: RestRow[] = [
  {
    route: ROUTE,
    access: 'session',
    why: "deposits of the session's church as a journal file, for its administrators holding 'view-gifts'",
    entries: (method) =>
      sessionEntries(ROUTE, method, () => ({ method: 'POST', url: URL, payload: PAYLOAD }), {
        noSession: csrf,
        signedOut: unauthenticated,
        sameChurch: forbidden,
        otherChurch: forbidden,
        otherChurchVictimOrganization: NO_ORGANIZATION_ARGUMENT,
        otherChurchOnVictimHost: unauthenticated,
        otherChurchLandlordHeader: unauthenticated,
        missingCsrf: csrf,
        wrongCsrf: csrf,
      }),
    owner: () => ({
      row: ROUTE,
      expected: { status: 200 },
      send: async (world) => {
        await matrixDeposit(world);
        const { db } = world.testApp.app;
        const [church] = await db.select().from(organizations).where(eq(organizations.subdomain, 'demo'));
        await db
          .insert(churchAccountingAccounts)
          .values({ organizationId: church!.id, bankAccount: 'Checking' })
          .onConflictDoNothing();
        return ownerCaller(world, 'admin').send({ method: 'POST', url: URL, payload: PAYLOAD });
      },
    }),
  },
];
