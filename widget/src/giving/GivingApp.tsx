import { calendarDateInTimeZone, type Organization } from '@halo/domain';
import { brandColorCss, LoadingState, PageHeading } from '@halo/ui';
import { useHalo, type HaloState } from 'halo_shared/store';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useCatalogues, useTranslation } from 'halo_shared/i18n';
import { GIVING_NAMESPACE, givingCatalogue } from '../i18n/givingMessages';
import { DetailsStep } from './DetailsStep';
import { givingCss } from './givingCss';
import { GivingFormContext, useGivingEnvironment, useGivingForm } from './GivingEnvironment';
import { createGivingForm } from './givingForm';
import type { GivingFormStore, RecurringGiftClient, SignedInDonor } from './givingFormState';
import type { GivingPreset } from './givingValues';
import { LeaveGuard } from './LeaveGuard';
import { GivingStepIndicator } from './GivingStepIndicator';
import { loadGivingAfterGift, loadGivingDialogs, preloadGivingLaterChunks } from './givingLaterChunks';
import { useGivingText } from './useGivingText';

// The card step is a lazy chunk: the first render (amount, donor) does not need it.
const PaymentStep = lazy(() => import(/* webpackChunkName: "giving-payment" */ './PaymentStep'));
const RecurringAccountModal = lazy(() =>
  loadGivingDialogs().then(({ RecurringAccountModal }) => ({ default: RecurringAccountModal })),
);
const DoneStep = lazy(() => loadGivingAfterGift().then(({ DoneStep }) => ({ default: DoneStep })));
const UpdatedStep = lazy(() => loadGivingAfterGift().then(({ UpdatedStep }) => ({ default: UpdatedStep })));
// A campaign's panel and its words load only when a page names a campaign (docs/PRODUCT.md §14).
const CampaignPanel = lazy(
  () => import(/* webpackChunkName: "giving-campaign" */ '../campaign/CampaignPanel'),
);

export interface GivingAppProps {
  preset?: GivingPreset;
  /** Hosted page, `?recurring=`: change this recurring gift of the signed-in donor (update mode). */
  recurringUpdate?: { prefixedId: string; client: RecurringGiftClient } | null;
  /** The signed-in donor is still being asked for (update mode waits for them). */
  waitForUser?: boolean;
}

/** The strings the form's first step renders, for whoever must have them in before it does. */
export { givingCatalogue };

/**
 * The public giving page (docs/PRODUCT.md §2) for the church in the store, titled 'Online Giving - {name}'. The
 * same component runs on the hosted page and inside `<halo-give>`; the environment context says which.
 */
export function GivingApp({ preset, recurringUpdate, waitForUser }: GivingAppProps) {
  // English comes with the form's code (a chunk in the embed), into the instance the form translates
  // with: the page's, or the element's own. On a page in Spanish the form waits (its loading state, in
  // Spanish too) until its Spanish is in.
  useCatalogues(givingCatalogue);
  const { t } = useTranslation([GIVING_NAMESPACE, 'common']);
  const organization = useHalo((state) => state.organization);
  const status = useHalo((state) => state.organizationStatus);
  const donorId = useHalo((state) => state.user?.prefixedId ?? '');
  const formGeneration = useFormGeneration(donorId);
  const { variant } = useGivingEnvironment();

  if (!organization) {
    if (status === 'missing') return <p role="alert">{t('organizationMissing')}</p>;
    return <LoadingState label={t('common:loading')} />;
  }
  if (waitForUser) return <LoadingState label={t('common:loading')} />;
  return (
    <section className={`halo-giving-page halo-giving-page--${variant}`} aria-labelledby="halo-giving-title">
      <style>{givingCss}</style>
      <header className="halo-giving-header">
        {/* The church's own mark first: the donor sees at once where the money goes. */}
        {organization.logoUrl ? <img src={organization.logoUrl} alt={organization.name} /> : null}
        <PageHeading id="halo-giving-title">{t('title', { name: organization.name })}</PageHeading>
      </header>
      {/* Another church, another donor or another recurring gift starts a fresh form; the signed-in
          donor becoming known does not (the form takes them in, keeping what was chosen). */}
      <GivingForm
        key={`${organization.prefixedId}:${formGeneration}:${recurringUpdate?.prefixedId ?? ''}`}
        organization={organization}
        preset={preset}
        recurringUpdate={recurringUpdate ?? null}
      />
    </section>
  );
}

/** The store's signed-in user as the giving form knows them, or null for a guest. */
function signedInDonor(user: HaloState['user']): SignedInDonor | null {
  if (!user?.prefixedId) return null;
  return {
    // The API knows a donor by their user prefixed id (docs/CONTRACTS.md "REST: giving").
    donorPrefixedId: user.prefixedId,
    email: user.person?.contact?.email ?? user.email ?? '',
    firstName: user.person?.firstName ?? '',
    lastName: user.person?.lastName ?? '',
  };
}

/**
 * Counts the donors a form has belonged to: it goes up when a known donor signs out or another signs
 * in, not when the first donor becomes known to a form that showed before the page knew them.
 */
function useFormGeneration(donorId: string): number {
  const [seen, setSeen] = useState({ donorId, generation: 0 });
  if (seen.donorId === donorId) return seen.generation;
  const generation = seen.donorId ? seen.generation + 1 : seen.generation;
  // Adjusting state while rendering, as React advises for state derived from a changing prop.
  setSeen({ donorId, generation });
  return generation;
}

function GivingForm({
  organization,
  preset,
  recurringUpdate,
}: {
  organization: Organization;
  preset?: GivingPreset;
  recurringUpdate: GivingAppProps['recurringUpdate'];
}) {
  const environment = useGivingEnvironment();
  const { i18n } = useTranslation(GIVING_NAMESPACE);
  const user = useHalo((state) => state.user);
  const locale = useHalo((state) => state.locale);
  const localeRef = useRef(locale);
  localeRef.current = locale;
  const donor = useMemo(() => signedInDonor(user), [user]);
  const [form] = useState<GivingFormStore>(() =>
    createGivingForm({
      organization,
      client: environment.client,
      // The church's calendar, as the API dates gifts: a donor in another zone sees the same "today".
      today: () => calendarDateInTimeZone(organization.onlineGiving.timeZone),
      locale: () => localeRef.current,
      preset,
      recurringUpdate,
      donor,
      kiosk: environment.variant === 'kiosk',
      onCompleted: (result) => environment.onCompleted?.(result),
      onError: ({ code, message }) =>
        environment.onError?.({
          code,
          message: 'text' in message ? message.text : i18n.t(message.key, message.params ?? {}),
        }),
    }),
  );

  useEffect(() => {
    void form.getState().loadSavedCards();
    void form.getState().loadRecurringGift();
  }, [form]);
  useEffect(() => {
    // Known from the start, the donor was given to the form when it was made; this is for the
    // donor the page learns of after the form showed.
    if (donor) void form.getState().donorArrived(donor);
  }, [form, donor]);
  useEffect(() => {
    environment.onReady?.();
  }, [environment]);
  useEffect(() => preloadGivingLaterChunks(), []);

  const { brandColor } = organization.onlineGiving;
  return (
    <GivingFormContext.Provider value={form}>
      {/* The church's colour as the page's default (`:root` on the hosted page, `:host` inside
          <halo-give>, where custom properties the embedding page sets on the element still win).
          The schema lets only a #rrggbb value through, so nothing else reaches the rule. */}
      {brandColor ? <style>{brandColorCss(':root, :host', brandColor)}</style> : null}
      {preset?.campaign ? (
        <Suspense fallback={null}>
          <CampaignPanel slug={preset.campaign} organization={organization} />
        </Suspense>
      ) : null}
      <GivingSteps organization={organization} />
      <AccountModal />
      <LeaveGuard />
    </GivingFormContext.Provider>
  );
}

function GivingSteps({ organization }: { organization: Organization }) {
  const { t, message } = useGivingText();
  const environment = useGivingEnvironment();
  const step = useGivingForm((state) => state.step);
  const mode = useGivingForm((state) => state.mode);
  const loadingGift = useGivingForm((state) => state.loadingRecurringGift);
  const updateNotice = useGivingForm((state) => state.updateNotice);
  const signedIn = useHalo((state) => Boolean(state.user?.email));
  return (
    <>
      {signedIn && environment.openDonorPortal && step !== 'done' ? (
        <p className="halo-giving-form__portal">
          <a
            href="/dashboard"
            onClick={(event) => {
              event.preventDefault();
              environment.openDonorPortal?.();
            }}
          >
            {t('actions.donorPortal')}
          </a>
        </p>
      ) : null}
      {organization.onlineGiving.message && step === 'details' ? (
        <p className="halo-giving-message">{organization.onlineGiving.message}</p>
      ) : null}
      {updateNotice ? (
        <p role="alert" className="halo-alert">
          {message(updateNotice)}
        </p>
      ) : null}
      {step === 'done' ? null : <GivingStepIndicator step={step} />}
      {loadingGift ? <LoadingState label={t('loading')} /> : null}
      {step === 'details' && !loadingGift ? <DetailsStep organization={organization} /> : null}
      {step === 'payment' ? (
        <Suspense fallback={<LoadingState label={t('loading')} />}>
          <PaymentStep organization={organization} />
        </Suspense>
      ) : null}
      {step === 'done' ? (
        <Suspense fallback={<LoadingState label={t('loading')} />}>
          {mode === 'update' ? <UpdatedStep /> : <DoneStep />}
        </Suspense>
      ) : null}
    </>
  );
}

/** docs/PRODUCT.md §2's choice for a guest who picks a recurring gift, mounted only while it is open. */
function AccountModal() {
  const open = useGivingForm((state) => state.accountModal === 'open');
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <RecurringAccountModal />
    </Suspense>
  );
}

export default GivingApp;
