/** @jest-environment ./jest.jsdom-environment.js */
// While a self-service screen waits for the server it draws the shape of what is coming (cards for
// saved cards and recurring gifts, a form's fields for the profile), not a bare spinner; assistive
// technology hears the status's label alone, in the donor's language.
import { testI18n, testStore, withTestPage } from '@halo/testkit/runtime/testPage';
import { act, screen } from '@testing-library/react';
import { render, renderLoaded, withTestApiClient } from '@halo/testkit/runtime/testApiClient';
import { createFakeGraphql, type FakeGraphql } from '@halo/testkit/api/fakeGraphql';
import { demoOrganization } from '@halo/testkit/selfService/demoOrganization';
import { PaymentMethodsScreen } from '../payment-methods/PaymentMethodsScreen';
import { ProfileEditScreen } from '../profile/ProfileEditScreen';
import { ProfileScreen } from '../profile/ProfileScreen';
import { RecurringGiftsScreen } from '../recurring-gifts/RecurringGiftsScreen';
import { loadCatalogues } from 'halo_shared/i18n';
import { selfServiceMessages } from './selfServiceMessages';
import { manageLinkMessages } from '../manageLink/manageLinkMessages';

// What the exposed modules load before these screens render.
withTestPage();
beforeEach(() => loadCatalogues(testI18n(), selfServiceMessages, manageLinkMessages));

let fake: FakeGraphql;
withTestApiClient({
  graphql: (...args: unknown[]) => (fake as unknown as (...a: unknown[]) => unknown)(...args),
});

/** A server that has not answered yet. */
const pending = () => new Promise<never>(() => undefined);

beforeEach(() => {
  testStore().setState({ organization: demoOrganization, organizationStatus: 'loaded', user: null });
  fake = createFakeGraphql({
    SelfServiceRecurringGivings: pending,
    SelfServicePaymentMethods: pending,
  });
});
afterEach(() => {
  act(() => void testStore().getState().setLocale('en'));
});

function expectSkeleton(shape: 'cards' | 'form', label: string) {
  const status = screen.getByRole('status');
  expect(status.textContent).toBe(label);
  expect(status.className).toContain(`halo-skeleton--${shape}`);
  expect(status.querySelector('.halo-spinner')).toBeNull();
  const items = status.querySelectorAll('.halo-skeleton__item');
  expect(items.length).toBeGreaterThan(1);
  for (const item of items) expect(item.getAttribute('aria-hidden')).toBe('true');
}

describe('self-service screens while loading', () => {
  it('recurring gifts: cards in the shape of the gifts', () => {
    render(<RecurringGiftsScreen />);
    expectSkeleton('cards', 'Loading…');
  });

  it('payment methods: cards in the shape of the saved cards', () => {
    render(<PaymentMethodsScreen />);
    expectSkeleton('cards', 'Loading…');
  });

  it('profile and its edit form: the fields to come', () => {
    const { unmount } = render(<ProfileScreen />);
    expectSkeleton('form', 'Loading…');
    unmount();
    render(<ProfileEditScreen />);
    expectSkeleton('form', 'Loading…');
  });

  it('says its label in Spanish', async () => {
    await act(() => testStore().getState().setLocale('es'));
    await renderLoaded(<RecurringGiftsScreen />);
    expectSkeleton('cards', 'Cargando…');
  });
});
