// The answer to a donor's text to a church's number (docs/PRODUCT.md §10), once the request is read
// (@halo/domain `readTextToGive`) and the phone's standing known: the texts to send back, none when
// the phone opted out or is over its limit.
import {
  formatMoney,
  formattingLocale,
  givingPagePath,
  type Locale,
  type TextToGiveRequest,
} from '@halo/domain';
import { organizationUrl } from '../core/organizationUrl';
import type { OrganizationRow } from '../db/schema';
import { textToGiveMessage } from './textToGiveMessages';

export interface TextToGiveReplyContext {
  organization: Pick<
    OrganizationRow,
    'displayName' | 'subdomain' | 'currency' | 'locale' | 'minAmount' | 'maxAmount' | 'contact'
  >;
  publicUrl: string;
}

/** The hosted giving page opened at `amount` (cents) and, when given, that fund. */
export function giftLink(context: TextToGiveReplyContext, amount: number, fundPrefixedId: string | null) {
  const { organization, publicUrl } = context;
  return new URL(
    givingPagePath({ amount, fund: fundPrefixedId }),
    organizationUrl(publicUrl, organization.subdomain),
  ).toString();
}

/** What to text back for `request`, in the language its words were in or else the church's. */
export function textToGiveReply(
  context: TextToGiveReplyContext,
  request: Exclude<TextToGiveRequest, { kind: 'stop' } | { kind: 'start' }>,
): string {
  const { organization } = context;
  const locale: Locale = ('locale' in request ? request.locale : null) ?? organization.locale;
  // Amounts as the church's receipts write them: the language, with the church's country's conventions.
  const formatting = formattingLocale(locale, organization.contact.country);
  const money = (cents: number) => formatMoney(cents, organization.currency, formatting);
  const church = organization.displayName;
  switch (request.kind) {
    case 'gift': {
      const link = giftLink(context, request.amount, request.fund?.prefixedId ?? null);
      const amount = money(request.amount);
      if (request.fund) {
        return textToGiveMessage(locale, 'giftToFund', { amount, church, fund: request.fund.name, link });
      }
      if (request.unknownFund) {
        return textToGiveMessage(locale, 'giftUnknownFund', {
          amount,
          church,
          link,
          words: request.unknownFund.slice(0, 40),
        });
      }
      return textToGiveMessage(locale, 'gift', { amount, church, link });
    }
    case 'outOfRange':
      return textToGiveMessage(locale, 'outOfRange', {
        church,
        min: money(organization.minAmount),
        max: money(organization.maxAmount),
      });
    case 'help': {
      const email = organization.contact.email;
      const contact = email ? textToGiveMessage(locale, 'helpContact', { email }) : '';
      return textToGiveMessage(locale, 'help', { church, contact });
    }
    case 'unknown':
      return textToGiveMessage(locale, 'unknown', { church });
  }
}

/** The confirmation of an opt-out or an opt-in, in the church's language. */
export function optReply(context: TextToGiveReplyContext, kind: 'stop' | 'start'): string {
  const { organization } = context;
  return textToGiveMessage(organization.locale, kind === 'stop' ? 'stopped' : 'started', {
    church: organization.displayName,
  });
}
