// Apple Pay and Google Pay (docs/PRODUCT.md §23): which wallet paid a gift, how each is named to a
// donor and a church, and whether a website can be registered for them.
import * as v from 'valibot';

/** The wallets a gift may be paid with: Stripe's `card.wallet.type` values we take, and the sandbox's test wallet. */
export const WALLETS = ['apple_pay', 'google_pay', 'test_wallet'] as const;
export type Wallet = (typeof WALLETS)[number];

export const walletSchema = v.picklist(WALLETS);

/** Stripe's wallet type (`card.wallet.type`) as one of ours, or null for a card typed by hand or a wallet we do not offer. */
export function walletOf(stripeWalletType: string | null | undefined): Wallet | null {
  return stripeWalletType === 'apple_pay' || stripeWalletType === 'google_pay' ? stripeWalletType : null;
}

const WALLET_NAMES: Record<'en' | 'es', Record<Wallet, string>> = {
  en: { apple_pay: 'Apple Pay', google_pay: 'Google Pay', test_wallet: 'Test wallet (sandbox)' },
  es: { apple_pay: 'Apple Pay', google_pay: 'Google Pay', test_wallet: 'Billetera de prueba (sandbox)' },
};

/** The wallet's name as a donor or a church reads it ("Apple Pay"; the sandbox's is labelled a test). */
export function walletName(wallet: Wallet, locale: string): string {
  return WALLET_NAMES[locale === 'es' ? 'es' : 'en'][wallet];
}

/**
 * How a wallet gift's method is written: "Apple Pay (Visa •••• 4242)". The card behind the wallet is
 * the one the processor reports (a device account number's last four for Apple Pay).
 */
export function walletMethodText(
  wallet: Wallet,
  card: { brand: string | null; lastFour: string | null },
  locale: string,
): string {
  const name = walletName(wallet, locale);
  if (!card.lastFour) return name;
  const brand = card.brand ? card.brand.charAt(0).toUpperCase() + card.brand.slice(1) : '';
  return `${name} (${brand ? `${brand} ` : ''}•••• ${card.lastFour})`;
}

/**
 * A website's standing for Apple Pay and Google Pay, as the console's Allowed websites shows it:
 * `pending` until Stripe has answered, `active` / `needs_action` (Apple Pay inactive: the church has
 * a step to take on its site), `sandbox` (test mode: only the test wallet, nothing registered),
 * `wildcard` (a pattern such as https://*.example.org names no one domain, so it cannot be
 * registered), `local` (localhost or an IP address: wallets need a public https website, and
 * Stripe registers none of these), `failed` (Stripe refused; retried on its own), `removed`.
 */
export const WALLET_WEBSITE_STATES = [
  'pending',
  'active',
  'needs_action',
  'sandbox',
  'wildcard',
  'local',
  'failed',
  'removed',
] as const;
export type WalletWebsiteState = (typeof WALLET_WEBSITE_STATES)[number];

/**
 * The one domain an allowed-website pattern names (`https://give.cedar.org:8443` → `give.cedar.org`),
 * or why it names none that Stripe can register: a wildcard host (`https://*.cedar.org`), or a local
 * address (localhost, `*.localhost`, an IP address).
 */
export function walletWebsiteOf(
  pattern: string,
): { domain: string } | { unregistrable: 'wildcard' | 'local' } {
  const match = /^https?:\/\/([^/:]+)(?::(?:\d+|\*))?$/i.exec(pattern.trim());
  const host = match?.[1]?.toLowerCase();
  if (!host || host.startsWith('*.')) return { unregistrable: 'wildcard' };
  if (host === 'localhost' || host.endsWith('.localhost') || /^[\d.]+$/.test(host) || host.includes('['))
    return { unregistrable: 'local' };
  return { domain: host };
}

/** The one domain of `pattern`, or null when it names none Stripe can register (walletWebsiteOf). */
export function walletDomainOf(pattern: string): string | null {
  const website = walletWebsiteOf(pattern);
  return 'domain' in website ? website.domain : null;
}

/**
 * `POST /api/give/sandbox/wallet-payment-methods` (docs/CONTRACTS.md "REST: giving"): the sandbox's
 * test wallet hands over Stripe's 4242 test card, marked as the wallet's.
 */
export const sandboxWalletResponseSchema = v.object({
  payment_method_id: v.string(),
  brand: v.string(),
  last_four: v.string(),
  wallet: v.literal('test_wallet'),
});
export type SandboxWalletResponse = v.InferOutput<typeof sandboxWalletResponseSchema>;
