// A deposit's CSV in the authorization matrix (docs/CONTRACTS.md "Deposits"): a GET for the
// session's church's administrators holding 'view-gifts'; everyone else is refused before the
// deposit is looked up, and a GET needs no CSRF token.
import { adminMessage } from '../src/admin/adminMessages';
import { accountMessage } from '../src/core/accounts/accountMessages';
import { ownerCaller, type Expectation } from './authorizationCells';
import { MATRIX_DEPOSIT, matrixDeposit } from './depositMatrixRows';
import { NO_ORGANIZATION_ARGUMENT, SAFE_METHOD, sessionEntries, type RestRow } from './restMatrixRows';

const unauthenticated: Expectation = {
  status: 401,
  body: { message: accountMessage('en', 'unauthenticated') },
};
const forbidden: Expectation = { status: 403, body: { message: adminMessage('en', 'forbidden') } };
const URL_OF_DEPOSIT = `/api/admin/deposits/${MATRIX_DEPOSIT}/csv`;

export const DEPOSIT_ROUTES: RestRow[] = (['GET', 'HEAD'] as const).map((verb): RestRow => {
  const ROUTE = `${verb} /api/admin/deposits/:depositPrefixedId/csv`;
  return {
    route: ROUTE,
    access: 'session',
    why: "a deposit of the session's church as CSV, for its administrators holding 'view-gifts'",
    entries: (method) =>
      sessionEntries(ROUTE, method, () => ({ method: method as typeof verb, url: URL_OF_DEPOSIT }), {
        noSession: unauthenticated,
        signedOut: unauthenticated,
        sameChurch: forbidden,
        otherChurch: forbidden,
        otherChurchVictimOrganization: NO_ORGANIZATION_ARGUMENT,
        otherChurchOnVictimHost: unauthenticated,
        otherChurchLandlordHeader: unauthenticated,
        missingCsrf: SAFE_METHOD,
        wrongCsrf: SAFE_METHOD,
      }),
    owner: (method) => ({
      row: ROUTE,
      expected: { status: 200 },
      send: async (world) => {
        await matrixDeposit(world);
        return ownerCaller(world, 'admin').send({ method: method as typeof verb, url: URL_OF_DEPOSIT });
      },
    }),
  };
});
