/** @jest-environment ./jest.jsdom-environment.js */
import type { Organization } from '@halo/domain';
import { act, cleanup, render, screen } from '@testing-library/react';
import { haloStore } from 'halo_shared/store';
import GivingPage from './GivingPage';

const organization: Organization = {
  prefixedId: 'org_1',
  subdomain: 'demo',
  name: 'Grace Community Church',
  displayName: 'Grace',
  logoUrl: null,
  availableModules: [],
  onlineGiving: {
    logoUrl: null,
    currency: 'USD',
    fixedAmounts: [2500, 5000],
    minAmount: 100,
    maxAmount: 2500000,
    fee: { percentBps: 290, fixedCents: 30 },
    processor: { mode: 'sandbox', publishableKey: null },
    timeZone: 'America/Chicago',
    funds: [],
  },
  isStripeConnected: false,
  contact: null,
};

describe('GivingPage', () => {
  const initial = haloStore.getState();
  afterEach(() => {
    cleanup();
    haloStore.getState().setLocale('en');
    haloStore.setState(initial, true);
  });

  it('shows a loading state until the church is known', () => {
    render(<GivingPage />);
    expect(screen.getByRole('status').textContent).toMatch(/Loading/);
  });

  it("is titled after the church's name, in the chosen language", () => {
    haloStore.getState().setOrganization(organization);
    render(<GivingPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Online Giving - Grace Community Church',
    );
    act(() => haloStore.getState().setLocale('es'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Donaciones en línea - Grace Community Church',
    );
  });

  it('says so when no church is registered', () => {
    haloStore.getState().setOrganization(null);
    render(<GivingPage />);
    expect(screen.getByRole('alert').textContent).toBe('Online giving is not available for this church.');
  });
});
