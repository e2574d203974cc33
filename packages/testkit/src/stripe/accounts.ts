// Connect: a church's Standard account, created for it, read back, and the onboarding links that
// send the church to Stripe to finish it.
import { randomBytes } from 'node:crypto';
import type { StripeObjects } from './stripeObjects';
import {
  idIn,
  metadataOf,
  missing,
  newId,
  nowSeconds,
  ok,
  type Answer,
  type RecordedRequest,
} from './stripeRequests';

export function routeAccounts(
  { method, path, params, stripeAccount: account }: RecordedRequest,
  objects: StripeObjects,
): Answer | null {
  if (method === 'POST' && path === '/v1/accounts') {
    // A new Standard account has not been through onboarding: it cannot take charges yet.
    return ok(
      objects.put(account, {
        id: newId('acct'),
        object: 'account',
        type: params.type ?? 'standard',
        email: params.email ?? null,
        country: params.country ?? 'US',
        charges_enabled: false,
        details_submitted: false,
        business_profile: { name: params['business_profile[name]'] ?? null },
        metadata: metadataOf(params),
        created: nowSeconds(),
      }),
    );
  }
  const id = idIn(path, '/v1/accounts/');
  if (method === 'GET' && id !== null) {
    const found = objects.find(id, account, 'account');
    return found ? ok(found) : missing('account', id, 'account');
  }
  if (method === 'POST' && path === '/v1/account_links') {
    const linked = params.account ? objects.find(params.account, account, 'account') : null;
    if (!linked) return missing('account', params.account ?? '', 'account');
    return ok({
      object: 'account_link',
      created: nowSeconds(),
      expires_at: nowSeconds() + 300,
      url: `https://connect.stripe.com/setup/s/${linked.id as string}/${randomBytes(6).toString('hex')}`,
      return_url: params.return_url ?? null,
      refresh_url: params.refresh_url ?? null,
      type: params.type ?? null,
    });
  }
  return null;
}

/** What Stripe does when the church finishes its onboarding: the account may take charges. */
export function finishOnboarding(objects: StripeObjects, accountId: string): void {
  const stored = objects.locate(accountId, 'account');
  if (!stored) throw new Error(`no account ${accountId}`);
  stored.body.charges_enabled = true;
  stored.body.details_submitted = true;
}
