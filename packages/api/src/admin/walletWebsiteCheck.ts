// The console's "Check again" under an allowed website whose Apple Pay waits on the church
// (docs/PRODUCT.md §23): once the church has served Apple's verification file, Stripe is asked again
// and the website shows its new standing. Authorised as adding a website ('manage-giving'); it
// changes nothing the church set, so it writes no activity.
import { validationError } from '../graphql/portalErrors';
import { checkWalletDomainAgain } from '../payments/walletDomains/walletDomainQueue';
import type { AdminScope } from './adminScope';
import { presentWalletWebsite } from './givingPage';

const NOT_ALLOWED = {
  en: 'This website is not among the allowed websites.',
  es: 'Este sitio web no está entre los sitios web permitidos.',
} as const;

export async function checkWalletWebsite(scope: AdminScope, origin: string) {
  const { organization, app } = scope;
  if (!organization.allowedOrigins.includes(origin)) {
    throw validationError({ origin: [NOT_ALLOWED[scope.locale]] });
  }
  const row = await checkWalletDomainAgain(app.db, organization.id, origin, () =>
    app.payments.forOrganization(organization),
  );
  return presentWalletWebsite(origin, row);
}
