/** @jest-environment ./jest.jsdom-environment.js */
// While a console section waits for the server it draws bars in the shape of its rows (the shared
// skeleton of @halo/ui), never a bare spinner; assistive technology hears "Loading…" alone.
import { testStore } from '@halo/testkit/runtime/testPage';
import { act, screen } from '@testing-library/react';
import { render, renderLoaded, withTestApiClient } from '@halo/testkit/runtime/testApiClient';
import type { ComponentType } from 'react';
import { consoleUser, testOrganization } from '@halo/testkit/admin/adminTestData';
import Donors from '../screens/Donors';
import EmbedCode from '../screens/EmbedCode';
import Funds from '../screens/Funds';
import Gifts from '../screens/Gifts';
import GivingPage from '../screens/GivingPage';
import Overview from '../screens/Overview';
import Team from '../screens/Team';
import Websites from '../screens/Websites';

const graphql = jest.fn();
withTestApiClient({ graphql });

beforeEach(() => {
  // A server that has not answered yet.
  (graphql as jest.Mock).mockReset().mockImplementation(() => new Promise(() => undefined));
  testStore().setState({
    organization: testOrganization,
    user: consoleUser(['view-gifts', 'record-gifts', 'manage-giving', 'manage-team']),
    path: '/admin',
  });
});
afterEach(() => {
  act(() => void testStore().getState().setLocale('en'));
});

const sections: [string, ComponentType][] = [
  ['Overview', Overview],
  ['Giving page', GivingPage],
  ['Funds', Funds],
  ['Allowed websites', Websites],
  ['Embed code', EmbedCode],
  ['Gifts', Gifts],
  ['Donors', Donors],
  ['Team', Team],
];

function expectSkeletons(label: string) {
  // Other polite regions (a search's count, say) wait empty beside it.
  const statuses = screen.getAllByRole('status').filter((status) => status.textContent !== '');
  expect(statuses.length).toBeGreaterThan(0);
  for (const status of statuses) {
    expect(status.textContent).toBe(label);
    expect(status.className).toContain('halo-skeleton--rows');
    expect(status.closest('[aria-busy="true"]')).not.toBeNull();
    const bars = status.querySelectorAll('.halo-skeleton__item');
    expect(bars.length).toBeGreaterThan(1);
    for (const bar of bars) expect(bar.getAttribute('aria-hidden')).toBe('true');
  }
  expect(document.querySelector('.halo-spinner')).toBeNull();
}

describe('console sections while loading', () => {
  it.each(sections)('%s draws rows of bars labelled "Loading…"', (_name, Section) => {
    render(<Section />);
    expectSkeletons('Loading…');
  });

  it('says the label in Spanish', async () => {
    await act(() => testStore().getState().setLocale('es'));
    await renderLoaded(<Funds />);
    expectSkeletons('Cargando…');
  });
});
