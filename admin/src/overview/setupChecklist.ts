import type { ConsoleSection } from '@halo/domain';

export type SetupStep = 'logo' | 'funds' | 'websites' | 'payments' | 'embedCode';

export interface SetupItem {
  step: SetupStep;
  done: boolean;
  /** Where the step is done. */
  section: ConsoleSection;
  /** The step cannot start before another one (the embed code needs an allowed website). */
  blocked: boolean;
}

export interface ChurchSetup {
  logoUrl: string | null;
  funds: readonly { isOnlineGivingVisible: boolean; isEnabled: boolean }[];
  allowedWebsites: readonly string[];
  /** A Stripe account, or a simulated test one in the sandbox, is connected and may take gifts. */
  paymentsConnected: boolean;
}

/**
 * What a church still has to do before donors can give online, in the order it is usually done.
 * Nothing can tell whether the embed code was placed on a site, so that step counts as done once a
 * website may embed the form.
 */
export function setupChecklist(church: ChurchSetup): SetupItem[] {
  const hasWebsite = church.allowedWebsites.length > 0;
  return [
    { step: 'logo', done: Boolean(church.logoUrl), section: 'giving-page', blocked: false },
    {
      step: 'funds',
      done: church.funds.some((fund) => fund.isOnlineGivingVisible && fund.isEnabled),
      section: 'funds',
      blocked: false,
    },
    { step: 'websites', done: hasWebsite, section: 'websites', blocked: false },
    {
      step: 'payments',
      done: church.paymentsConnected,
      section: 'payments',
      blocked: false,
    },
    { step: 'embedCode', done: hasWebsite, section: 'embed-code', blocked: !hasWebsite },
  ];
}
