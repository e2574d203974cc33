// The console's entry for moving recurring donors in the authorization matrix (docs/CONTRACTS.md
// "Moving recurring donors"): a dry run of a file of Stripe objects, sent by each caller to the demo
// church. Only the church's administrators holding 'manage-giving' with the second factor proven in
// their session get an answer (the matrix's owner has both); the dry run writes nothing, so the
// matrix's "nothing changed" holds for every cell.
import { adminMessage } from '../src/admin/adminMessages';
import { accountMessage } from '../src/core/accounts/accountMessages';
import { CSRF_MISMATCH, ownerCaller, type Expectation } from './authorizationCells';
import { stripeListsOf } from './recurringMoveWorld';
import { verifiedSecondFactor } from './secondFactorMatrixRows';
import { NO_ORGANIZATION_ARGUMENT, sessionEntries, type RestRow } from './restMatrixRows';

const route = 'POST /api/admin/recurring-move';
const url = '/api/admin/recurring-move';
const payload = { source: 'file', file: JSON.stringify(stripeListsOf([])), dryRun: true };

const csrf: Expectation = { status: 419, body: CSRF_MISMATCH };
const unauthenticated: Expectation = {
  status: 401,
  body: { message: accountMessage('en', 'unauthenticated') },
};
const forbidden: Expectation = { status: 403, body: { message: adminMessage('en', 'forbidden') } };

export const RECURRING_MOVE_ROUTES: RestRow[] = [
  {
    route,
    access: 'session',
    why: "moves the session's church's recurring donors from Stripe, for its administrators holding 'manage-giving' with the second factor proven",
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
      send: async (world) => {
        await verifiedSecondFactor(world);
        return ownerCaller(world, 'admin').send({ method: 'POST', url, payload });
      },
    }),
  },
];
