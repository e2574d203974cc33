/** @jest-environment ./jest.jsdom-environment.js */
import { testOrganization } from '@halo/testkit/giving/testOrganization';
import { renderLoaded, withTestApiClient } from '@halo/testkit/runtime/testApiClient';
import { testStore } from '@halo/testkit/runtime/testPage';
import { act, screen } from '@testing-library/react';
import { missingKeys } from 'halo_shared/i18n';
import AccessibilityPage from './AccessibilityPage';
import { accessibilityMessages } from './accessibilityMessages';

withTestApiClient();

const contact = { address: null, city: null, state: null, zip: null, country: null, phones: [] };

afterEach(() => {
  act(() => void testStore().getState().setLocale('en'));
});

describe('the accessibility statement', () => {
  it('has every English key in Spanish', async () => {
    expect(missingKeys(accessibilityMessages.en, await accessibilityMessages.es())).toEqual([]);
  });

  it('states the claim for each part, how it is checked, its known limitations and how to report a barrier', async () => {
    act(() => testStore().getState().setOrganization(testOrganization));
    await renderLoaded(<AccessibilityPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Accessibility statement');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'What we claim',
      'How we check',
      'Known limitations',
      'Report a barrier',
    ]);
    const claim = screen.getByRole('region', { name: 'What we claim' });
    expect(claim.querySelectorAll('li')).toHaveLength(3);
    for (const part of claim.querySelectorAll('li')) expect(part.textContent).toContain('WCAG 2.2 AA');
    expect(screen.getByRole('region', { name: 'Known limitations' }).textContent).toContain(
      'The PDF statements and receipts are not tagged',
    );
    expect(screen.getByRole('region', { name: 'Report a barrier' }).textContent).toContain('tell Grace:');
  });

  it('gives the church’s email for reporting a barrier when the church has one', async () => {
    act(() =>
      testStore()
        .getState()
        .setOrganization({ ...testOrganization, contact: { ...contact, email: 'office@grace.example' } }),
    );
    await renderLoaded(<AccessibilityPage />);
    expect(screen.getByRole('region', { name: 'Report a barrier' }).textContent).toContain(
      'write to Grace at office@grace.example',
    );
  });

  it('speaks Spanish on a Spanish page, and asks a visitor of a host with no church to tell their church', async () => {
    act(() => testStore().getState().setOrganization(null));
    act(() => void testStore().getState().setLocale('es'));
    await renderLoaded(<AccessibilityPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Declaración de accesibilidad');
    expect(screen.getByRole('region', { name: 'Informar de una barrera' }).textContent).toContain(
      'díselo a la iglesia cuya página de donaciones estabas usando',
    );
  });
});
