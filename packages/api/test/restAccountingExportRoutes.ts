// The accounting export in the authorization matrix (docs/CONTRACTS.md "Deposits"): a POST, so the
// session's CSRF check applies, for the session's church's administrators holding 'view-gifts';
// everyone else is refused before any deposit is read. The owner reaches the export's own rules: the
// matrix deposit of the demo church cannot be written before its bank account is set (422).
import { adminMessage } from '../src/admin/adminMessages';
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
      expected: { status: 422 },
      send: async (world) => {
        await matrixDeposit(world);
        return ownerCaller(world, 'admin').send({ method: 'POST', url: URL, payload: PAYLOAD });
      },
    }),
  },
];
