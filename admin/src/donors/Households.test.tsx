/** @jest-environment ./jest.jsdom-environment.js */
import { testStore } from '@halo/testkit/runtime/testPage';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { render, renderLoaded, withTestApiClient } from '@halo/testkit/runtime/testApiClient';
import { AdminDonorsDocument } from '@halo/shared/graphql/admin-donors';
import {
  AdminHouseholdsDocument,
  CreateHouseholdDocument,
  DeleteHouseholdDocument,
  RemoveHouseholdMemberDocument,
  RenameHouseholdDocument,
  SetHouseholdMailingAddressDocument,
} from '@halo/shared/graphql/admin-households';
import { AdminLetterTemplatesDocument } from '@halo/shared/graphql/admin-letter-templates';
import { consoleUser, testOrganization } from '@halo/testkit/admin/adminTestData';
import Donors from '../screens/Donors';

const graphql = jest.fn();
withTestApiClient({ graphql });
const fakeGraphql = graphql as jest.Mock;

const donors = [
  { prefixedId: 'usr_ana', name: 'Ana Ruiz', email: 'ana@example.com', giftCount: 2, totalGiven: 10_000 },
  { prefixedId: 'usr_luis', name: 'Luis Ruiz', email: 'luis@example.com', giftCount: 1, totalGiven: 5_000 },
];
const ruiz = {
  prefixedId: 'hsh_ruiz',
  name: 'The Ruiz family',
  currentMemberNames: ['Ana Ruiz', 'Luis Ruiz'],
  statementSentYears: [] as number[],
  mailingAddress: null as null | {
    address: string;
    city: string | null;
    state: string | null;
    zip: string | null;
    country: string | null;
  },
  letterAddressLines: ['9 Elm Road', 'Dayton, OH 45402'],
  members: [
    {
      donorPrefixedId: 'usr_ana',
      name: 'Ana Ruiz',
      email: 'ana@example.com',
      fromYear: 2024,
      toYear: null,
      isAddressee: true,
    },
    {
      donorPrefixedId: 'usr_luis',
      name: 'Luis Ruiz',
      email: 'luis@example.com',
      fromYear: 2024,
      toYear: null,
      isAddressee: false,
    },
  ],
};
let households: (typeof ruiz)[] = [];

beforeEach(() => {
  jest.useFakeTimers({
    now: new Date('2026-06-01T15:00:00Z'),
    doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask', 'setTimeout'],
  });
  testStore().setState({
    organization: testOrganization,
    user: consoleUser(['view-gifts', 'manage-giving']),
    path: '/admin/donors',
  });
  households = [];
  fakeGraphql.mockReset();
  fakeGraphql.mockImplementation((document: unknown, variables: { search?: string | null }) => {
    if (document === AdminDonorsDocument) {
      const found = donors.filter((donor) => !variables.search || donor.name.includes(variables.search));
      return Promise.resolve({
        adminDonors: found.map((donor) => ({
          ...donor,
          householdName: households.length > 0 ? 'The Ruiz family' : null,
        })),
      });
    }
    if (document === AdminHouseholdsDocument)
      return Promise.resolve({ adminHouseholds: { sendMemberStatements: false, households } });
    if (document === CreateHouseholdDocument) {
      households = [ruiz];
      return Promise.resolve({ createHousehold: ruiz });
    }
    if (document === RemoveHouseholdMemberDocument)
      return Promise.resolve({
        removeHouseholdMember: { ...ruiz, currentMemberNames: ['Ana Ruiz'] },
      });
    if (document === RenameHouseholdDocument) {
      const { name } = variables as unknown as { name: string };
      if (name.trim() === '')
        return Promise.reject({
          errors: [
            {
              message: 'Refused',
              extensions: { validation: { name: ['Escribe el nombre del hogar, p. ej. Familia Ruiz.'] } },
            },
          ],
        });
      households = [{ ...ruiz, name: name.trim() }];
      return Promise.resolve({ renameHousehold: households[0] });
    }
    if (document === SetHouseholdMailingAddressDocument) {
      const { input } = variables as unknown as { input: Record<string, string> };
      if (input.address!.trim() === '')
        return Promise.reject({
          errors: [
            {
              message: 'Refused',
              extensions: {
                validation: {
                  address: ['Escribe la dirección, p. ej. Calle Roble 12, o deja todos los campos vacíos.'],
                },
              },
            },
          ],
        });
      const own = {
        address: input.address!.trim(),
        city: input.city || null,
        state: null,
        zip: null,
        country: null,
      };
      households = [{ ...ruiz, mailingAddress: own, letterAddressLines: [own.address, 'Springfield'] }];
      return Promise.resolve({ setHouseholdMailingAddress: households[0] });
    }
    if (document === DeleteHouseholdDocument) {
      households = [];
      return Promise.resolve({ deleteHousehold: { sendMemberStatements: false, households } });
    }
    if (document === AdminLetterTemplatesDocument)
      return Promise.resolve({
        adminLetterTemplates: [
          { prefixedId: 'ltr_annual', title: 'Annual', subject: '', body: 'Dear', isPrimary: true },
        ],
      });
    return Promise.reject(new Error('unexpected'));
  });
});
afterEach(() => {
  jest.useRealTimers();
  act(() => void testStore().getState().setLocale('en'));
});

describe('Donors: households', () => {
  it('makes a household of two donors found by name, the first chosen its addressee', async () => {
    render(<Donors />);
    const panel = await screen.findByRole('region', { name: 'Households' });
    await within(panel).findByText('No households yet.');
    fireEvent.click(within(panel).getByRole('button', { name: 'New household' }));
    const dialog = screen.getByRole('dialog', { name: 'New household' });
    fireEvent.change(within(dialog).getByLabelText(/Household name/), {
      target: { value: 'The Ruiz family' },
    });
    for (const name of ['Ana', 'Luis']) {
      fireEvent.change(within(dialog).getByLabelText('Find a donor by name or email'), {
        target: { value: name },
      });
      await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Search' })));
      fireEvent.click(await within(dialog).findByRole('button', { name: `Add ${name} Ruiz` }));
    }
    expect((within(dialog).getByRole('radio', { name: 'Ana Ruiz' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Together from (year)'), { target: { value: '2024' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Make household' })));
    expect(fakeGraphql).toHaveBeenCalledWith(CreateHouseholdDocument, {
      organizationPrefixedId: testOrganization.prefixedId,
      input: {
        name: 'The Ruiz family',
        memberPrefixedIds: ['usr_ana', 'usr_luis'],
        addresseePrefixedId: 'usr_ana',
        fromYear: 2024,
      },
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText('Made the household The Ruiz family.')).toBeTruthy();
    expect((await screen.findAllByText('Household: The Ruiz family')).length).toBe(2);
  });

  it('refuses fewer than two donors before asking the server', async () => {
    render(<Donors />);
    const panel = await screen.findByRole('region', { name: 'Households' });
    fireEvent.click(within(panel).getByRole('button', { name: 'New household' }));
    const dialog = screen.getByRole('dialog', { name: 'New household' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Make household' })));
    expect(within(dialog).getByText('Choose at least two donors.')).toBeTruthy();
    expect(fakeGraphql).not.toHaveBeenCalledWith(CreateHouseholdDocument, expect.anything());
  });

  it('removes a member with the last year they are on the household’s statement', async () => {
    households = [ruiz];
    render(<Donors />);
    const panel = await screen.findByRole('region', { name: 'Households' });
    fireEvent.click(await within(panel).findByRole('button', { name: 'Manage The Ruiz family' }));
    const dialog = screen.getByRole('dialog', { name: 'The Ruiz family' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove Luis Ruiz' }));
    const lastYear = within(dialog).getByRole('combobox', {
      name: 'Last year on the household’s statement',
    }) as HTMLSelectElement;
    expect(lastYear.value).toBe('2025');
    expect([...lastYear.options].map((option) => option.textContent)).toEqual([
      '2026',
      '2025',
      '2024',
      'None: they were never part of it',
    ]);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' })));
    expect(fakeGraphql).toHaveBeenCalledWith(RemoveHouseholdMemberDocument, {
      organizationPrefixedId: testOrganization.prefixedId,
      householdPrefixedId: 'hsh_ruiz',
      donorPrefixedId: 'usr_luis',
      lastYear: 2025,
    });
  });

  it('renames a household, showing a refused name on the name field', async () => {
    households = [ruiz];
    await act(() => testStore().getState().setLocale('es'));
    render(<Donors />);
    const panel = await screen.findByRole('region', { name: 'Hogares' });
    fireEvent.click(await within(panel).findByRole('button', { name: 'Administrar The Ruiz family' }));
    const dialog = screen.getByRole('dialog', { name: 'The Ruiz family' });
    const name = within(dialog).getByLabelText('Nombre del hogar');
    fireEvent.change(name, { target: { value: ' ' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Cambiar nombre' })));
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText('Escribe el nombre del hogar, p. ej. Familia Ruiz.')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Los Ruiz' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Cambiar nombre' })));
    expect(fakeGraphql).toHaveBeenCalledWith(RenameHouseholdDocument, {
      organizationPrefixedId: testOrganization.prefixedId,
      householdPrefixedId: 'hsh_ruiz',
      name: 'Los Ruiz',
    });
    expect(await screen.findByText('Se cambió el nombre del hogar a Los Ruiz.')).toBeTruthy();
  });

  it('gives a household its own mailing address, showing a refusal on its field, in Spanish', async () => {
    households = [ruiz];
    await act(() => testStore().getState().setLocale('es'));
    render(<Donors />);
    const panel = await screen.findByRole('region', { name: 'Hogares' });
    fireEvent.click(await within(panel).findByRole('button', { name: 'Administrar The Ruiz family' }));
    const dialog = screen.getByRole('dialog', { name: 'The Ruiz family' });
    const form = within(dialog).getByRole('heading', { name: 'Dirección postal' }).closest('form')!;
    expect(
      within(form).getByText(
        'Sin dirección propia: la carta va a la del destinatario, 9 Elm Road, Dayton, OH 45402.',
      ),
    ).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Ciudad'), { target: { value: 'Springfield' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Guardar dirección' })));
    const street = within(form).getByLabelText('Dirección');
    expect(street.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(street);
    expect(
      within(form).getByText('Escribe la dirección, p. ej. Calle Roble 12, o deja todos los campos vacíos.'),
    ).toBeTruthy();
    fireEvent.change(street, { target: { value: '12 Oak Street' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Guardar dirección' })));
    expect(fakeGraphql).toHaveBeenCalledWith(SetHouseholdMailingAddressDocument, {
      organizationPrefixedId: testOrganization.prefixedId,
      householdPrefixedId: 'hsh_ruiz',
      input: { address: '12 Oak Street', city: 'Springfield', state: '', zip: '', country: '' },
    });
    expect(await screen.findByText('Se guardó la dirección postal del hogar.')).toBeTruthy();
    expect(
      within(form).getByText(
        'La carta del hogar se envía aquí. Vacía todos los campos para enviarla a la dirección del destinatario.',
      ),
    ).toBeTruthy();
  });

  it('says which years’ letters were sent before deleting a household, then deletes it', async () => {
    households = [{ ...ruiz, statementSentYears: [2025, 2024] }];
    render(<Donors />);
    const panel = await screen.findByRole('region', { name: 'Households' });
    fireEvent.click(await within(panel).findByRole('button', { name: 'Manage The Ruiz family' }));
    const dialog = screen.getByRole('dialog', { name: 'The Ruiz family' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete household' }));
    const means = within(dialog).getByText(/Every gift stays with the donor who gave it/);
    expect(document.activeElement).toBe(means);
    expect(
      within(dialog).getByText(
        'Its statements for 2025 and 2024 were already sent: deleting the household does not take them back.',
      ),
    ).toBeTruthy();
    await act(async () =>
      fireEvent.click(within(dialog).getByRole('button', { name: 'Delete The Ruiz family' })),
    );
    expect(fakeGraphql).toHaveBeenCalledWith(DeleteHouseholdDocument, {
      organizationPrefixedId: testOrganization.prefixedId,
      householdPrefixedId: 'hsh_ruiz',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText('Deleted the household The Ruiz family.')).toBeTruthy();
    expect(await within(panel).findByText('No households yet.')).toBeTruthy();
  });

  it('is not offered without manage-giving, and speaks Spanish', async () => {
    testStore().setState({ user: consoleUser(['view-gifts']) });
    const { unmount } = render(<Donors />);
    await screen.findByText('Ana Ruiz');
    expect(screen.queryByRole('region', { name: 'Households' })).toBeNull();
    unmount();
    testStore().setState({ user: consoleUser(['manage-giving']) });
    await act(() => testStore().getState().setLocale('es'));
    await renderLoaded(<Donors />);
    const panel = await screen.findByRole('region', { name: 'Hogares' });
    expect(within(panel).getByRole('button', { name: 'Nuevo hogar' })).toBeTruthy();
    expect(
      within(panel).getByLabelText('Enviar también a cada miembro su propio estado de cuenta de fin de año'),
    ).toBeTruthy();
  });
});
