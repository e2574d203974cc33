// The console's Import routes in the authorization matrix (docs/CONTRACTS.md "Importing giving
// history"): a dry run and a preview of a one-gift file, sent by each caller to the demo church.
// Only the church's administrators with 'record-gifts' get an answer; the owner's dry run writes
// nothing, so the matrix's "nothing changed" holds for every cell.
import { adminMessage } from '../src/admin/adminMessages';
import { accountMessage } from '../src/core/accounts/accountMessages';
import { CSRF_MISMATCH, ownerCaller, type Expectation } from './authorizationCells';
import { NO_ORGANIZATION_ARGUMENT, sessionEntries, type RestRow } from './restMatrixRows';

const CSV =
  'date,first_name,last_name,email,amount,fund,method,reference,note\n' +
  '2026-01-04,Matrix,Import,matrix.import@example.com,5.00,General Fund,cash,,\n';

const csrf: Expectation = { status: 419, body: CSRF_MISMATCH };
const unauthenticated: Expectation = {
  status: 401,
  body: { message: accountMessage('en', 'unauthenticated') },
};
const forbidden: Expectation = { status: 403, body: { message: adminMessage('en', 'forbidden') } };

function importRow(route: string, url: string, payload: Record<string, unknown>): RestRow {
  return {
    route,
    access: 'session',
    why: "previews or imports a giving history file into the session's church, for its administrators holding 'record-gifts'",
    entries: (method) =>
      sessionEntries(route, method, () => ({ method: 'POST', url, payload }), {
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
      row: route,
      expected: { status: 200 },
      send: (world) => ownerCaller(world, 'admin').send({ method: 'POST', url, payload }),
    }),
  };
}

export const GIFT_IMPORT_ROUTES: RestRow[] = [
  importRow('POST /api/admin/gift-import/preview', '/api/admin/gift-import/preview', { csv: CSV }),
  importRow('POST /api/admin/gift-import', '/api/admin/gift-import', { csv: CSV, dryRun: true }),
];
