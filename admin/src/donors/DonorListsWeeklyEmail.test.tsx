/** @jest-environment ./jest.jsdom-environment.js */
import { testStore } from '@halo/testkit/runtime/testPage';
import { act, fireEvent, screen } from '@testing-library/react';
import { render, withTestApiClient } from '@halo/testkit/runtime/testApiClient';
import { AdminDonorsDocument } from '@halo/shared/graphql/admin-donors';
import {
  AdminDonorListsWeeklyEmailDocument,
  SetAdminDonorListsWeeklyEmailDocument,
} from '@halo/shared/graphql/admin-donor-lists';
import { consoleUser, testOrganization } from '@halo/testkit/admin/adminTestData';
import Donors from '../screens/Donors';

const graphql = jest.fn();
withTestApiClient({ graphql });
const fakeGraphql = graphql as jest.Mock;

/** The server: her setting starts `stored`; saving answers what was sent, or fails when `refuse`. */
function serve(stored: boolean, refuse = false) {
  fakeGraphql.mockImplementation((document: unknown, variables: { enabled?: boolean }) => {
    if (document === AdminDonorsDocument) return Promise.resolve({ adminDonors: [] });
    if (document === AdminDonorListsWeeklyEmailDocument) {
      return Promise.resolve({ adminDonorListsWeeklyEmail: stored });
    }
    if (document === SetAdminDonorListsWeeklyEmailDocument) {
      if (refuse) return Promise.reject(new Error('offline'));
      return Promise.resolve({ setAdminDonorListsWeeklyEmail: variables.enabled });
    }
    return Promise.reject(new Error('unexpected'));
  });
}

/** What the setting's own live region says (the page has others). */
const statusText = () => document.getElementById('admin-donor-lists-weekly-email-status')?.textContent;

const saves = () =>
  fakeGraphql.mock.calls.filter(([document]) => document === SetAdminDonorListsWeeklyEmailDocument);

beforeEach(() => {
  testStore().setState({
    organization: testOrganization,
    user: consoleUser(['view-gifts']),
    path: '/admin/donors',
  });
  fakeGraphql.mockReset();
});
afterEach(() => {
  act(() => void testStore().getState().setLocale('en'));
});

describe('The weekly email of the donor lists', () => {
  it('shows her own setting and turns it off, saying so', async () => {
    serve(true);
    render(<Donors />);
    const box = await screen.findByRole('checkbox', {
      name: 'Email me a summary of these lists every Monday',
    });
    expect((box as HTMLInputElement).checked).toBe(true);
    expect(box.getAttribute('aria-describedby')).toBe('admin-donor-lists-weekly-email-hint');
    await act(async () => fireEvent.click(box));
    expect(saves()[0]![1]).toEqual({ organizationPrefixedId: 'org_1', enabled: false });
    expect((box as HTMLInputElement).checked).toBe(false);
    expect(statusText()).toBe('You will no longer get the weekly email.');
  });

  it('turns it back on', async () => {
    serve(false);
    render(<Donors />);
    const box = await screen.findByRole('checkbox', {
      name: 'Email me a summary of these lists every Monday',
    });
    expect((box as HTMLInputElement).checked).toBe(false);
    await act(async () => fireEvent.click(box));
    expect(saves()[0]![1]).toEqual({ organizationPrefixedId: 'org_1', enabled: true });
    expect((box as HTMLInputElement).checked).toBe(true);
    expect(statusText()).toBe('You will get the weekly email.');
  });

  it('puts the box back as it was when saving fails, and says so', async () => {
    serve(true, true);
    render(<Donors />);
    const box = await screen.findByRole('checkbox', {
      name: 'Email me a summary of these lists every Monday',
    });
    await act(async () => fireEvent.click(box));
    expect((box as HTMLInputElement).checked).toBe(true);
    expect(statusText()).toBe('The weekly email setting was not saved. Please try again.');
  });

  it('speaks Spanish', async () => {
    act(() => void testStore().getState().setLocale('es'));
    serve(true);
    render(<Donors />);
    const box = await screen.findByRole('checkbox', {
      name: 'Enviarme cada lunes un resumen de estas listas',
    });
    await act(async () => fireEvent.click(box));
    expect(statusText()).toBe('Ya no recibirás el correo semanal.');
  });

  it('is not offered to someone who may only record gifts', async () => {
    serve(true);
    testStore().setState({ user: consoleUser(['record-gifts']) });
    render(<Donors />);
    await screen.findByRole('searchbox', { name: 'Name or email' });
    expect(screen.queryByRole('checkbox', { name: /every Monday/ })).toBeNull();
    expect(fakeGraphql.mock.calls.some(([document]) => document === AdminDonorListsWeeklyEmailDocument)).toBe(
      false,
    );
  });
});
