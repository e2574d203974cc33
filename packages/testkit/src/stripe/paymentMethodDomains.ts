// Payment method domains (https://docs.stripe.com/api/payment_method_domains): the websites a
// connected account shows Apple Pay and Google Pay on. Created, listed (by `domain_name`), read,
// updated (`enabled`) and validated again (`/validate`, once the church has fixed its site); Stripe
// has no delete. A domain already on the account is refused, as Stripe
// refuses it. Google Pay is active at once; Apple Pay is active unless a test says the domain has not
// served Apple's verification file (`refuseApplePay`), when Stripe answers it `inactive` with its
// reason.
import type { StripeObjects } from './stripeObjects';
import {
  idIn,
  invalidRequest,
  missing,
  newId,
  nowSeconds,
  ok,
  type Answer,
  type RecordedRequest,
} from './stripeRequests';

/** Domains whose Apple Pay Stripe answers inactive, with the message it gives. */
export type ApplePayRefusals = Map<string, string>;

const active = () => ({ status: 'active' });

function statusOf(domainName: string, enabled: boolean, refusals: ApplePayRefusals) {
  const refusal = refusals.get(domainName);
  return {
    apple_pay: refusal
      ? { status: 'inactive', status_details: { error_message: refusal } }
      : enabled
        ? active()
        : { status: 'inactive' },
    google_pay: enabled ? active() : { status: 'inactive' },
    link: active(),
    paypal: active(),
  };
}

export function routePaymentMethodDomains(
  { method, path, params, stripeAccount: account }: RecordedRequest,
  objects: StripeObjects,
  refusals: ApplePayRefusals,
): Answer | null {
  if (method === 'POST' && path === '/v1/payment_method_domains') {
    const domainName = params.domain_name;
    if (!domainName) return invalidRequest('parameter_missing', 'Missing required param: domain_name.');
    const known = objects
      .all('payment_method_domain', account)
      .some((stored) => stored.body.domain_name === domainName);
    if (known)
      return invalidRequest(
        'resource_already_exists',
        `Payment method domain with domain name ${domainName} already exists.`,
      );
    const enabled = params.enabled !== 'false';
    return ok(
      objects.put(account, {
        id: newId('pmd'),
        object: 'payment_method_domain',
        created: nowSeconds(),
        domain_name: domainName,
        enabled,
        livemode: false,
        ...statusOf(domainName, enabled, refusals),
      }),
    );
  }
  if (method === 'GET' && path === '/v1/payment_method_domains') {
    const data = objects
      .all('payment_method_domain', account)
      .map((stored) => stored.body)
      .filter((domain) => !params.domain_name || domain.domain_name === params.domain_name);
    return ok({ object: 'list', url: path, has_more: false, data });
  }
  const validated = idIn(path, '/v1/payment_method_domains/', '/validate');
  if (method === 'POST' && validated) {
    const domain = objects.find(validated, account, 'payment_method_domain');
    if (!domain) return missing('payment_method_domain', validated, 'id');
    Object.assign(domain, statusOf(domain.domain_name as string, domain.enabled as boolean, refusals));
    return ok(domain);
  }
  const id = idIn(path, '/v1/payment_method_domains/');
  if (!id) return null;
  const domain = objects.find(id, account, 'payment_method_domain');
  if (!domain) return missing('payment_method_domain', id, 'id');
  if (method === 'POST') {
    if (params.enabled !== undefined) domain.enabled = params.enabled !== 'false';
    Object.assign(domain, statusOf(domain.domain_name as string, domain.enabled as boolean, refusals));
  }
  return ok(domain);
}
