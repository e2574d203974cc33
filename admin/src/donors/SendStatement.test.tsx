/** @jest-environment ./jest.jsdom-environment.js */
import { testStore } from '@halo/testkit/runtime/testPage';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { render, renderLoaded, withTestApiClient } from '@halo/testkit/runtime/testApiClient';
import { AdminDonorsDocument } from '@halo/shared/graphql/admin-donors';
import {
  AdminDonorHouseholdStatementDocument,
  SendHouseholdStatementDocument,
} from '@halo/shared/graphql/admin-households';
import { AdminLetterTemplatesDocument } from '@halo/shared/graphql/admin-letter-templates';
import { SendContributionStatementReportDocument } from '@halo/shared/graphql/portal-transactions';
import { consoleUser, testOrganization } from '@halo/testkit/admin/adminTestData';
import Donors from '../screens/Donors';

const graphql = jest.fn();
withTestApiClient({ graphql });
const fakeGraphql = graphql as jest.Mock;

// The church's calendar decides the years: 03:00 UTC on 1 January 2026 is still 2025 in Chicago.
const now = new Date('2026-01-01T03:00:00Z');
let inHousehold = false;
beforeEach(() => {
  inHousehold = false;
  jest.useFakeTimers({ now, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask', 'setTimeout'] });
  testStore().setState({
    organization: testOrganization,
    user: consoleUser(['view-gifts', 'send-statements']),
    path: '/admin/donors',
  });
  fakeGraphql.mockReset();
  fakeGraphql.mockImplementation((document: unknown, variables: { year?: number }) => {
    if (document === AdminDonorHouseholdStatementDocument)
      return Promise.resolve({
        adminDonorHouseholdStatement: {
          household:
            inHousehold && variables.year === 2024
              ? {
                  householdPrefixedId: 'hsh_ruiz',
                  name: 'The Ruiz family',
                  addresseeName: 'Luis Ruiz',
                  memberNames: ['Luis Ruiz', 'Ana Ruiz'],
                }
              : null,
        },
      });
    if (document === SendHouseholdStatementDocument)
      return Promise.resolve({
        sendHouseholdStatement: { sent: 1, message: 'Emailed the household’s statement to Luis Ruiz.' },
      });
    if (document === AdminDonorsDocument)
      return Promise.resolve({
        adminDonors: [
          {
            prefixedId: 'usr_ana',
            name: 'Ana Ruiz',
            email: 'ana@example.com',
            giftCount: 3,
            totalGiven: 15_000,
          },
        ],
      });
    if (document === AdminLetterTemplatesDocument)
      return Promise.resolve({
        adminLetterTemplates: [
          { prefixedId: 'ltr_annual', title: 'Annual', subject: '', body: 'Dear', isPrimary: true },
          {
            prefixedId: 'ltr_thanks',
            title: 'Thank-you letter',
            subject: '',
            body: 'Thanks',
            isPrimary: false,
          },
        ],
      });
    if (document === SendContributionStatementReportDocument)
      return Promise.resolve({
        sendContributionStatementReport: {
          sent: 1,
          message: 'Contribution statement sent to 1 donor(s).',
          download: null,
        },
      });
    return Promise.reject(new Error('unexpected'));
  });
});
afterEach(() => {
  jest.useRealTimers();
  act(() => void testStore().getState().setLocale('en'));
});

describe('Donors: sending a statement', () => {
  it('links the letter templates and emails one donor a statement from the letter chosen, primary first', async () => {
    render(<Donors />);
    expect(screen.getByRole('link', { name: 'Letter templates' }).getAttribute('href')).toBe(
      '/admin/letter-templates',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Send statement to Ana Ruiz' }));
    const dialog = screen.getByRole('dialog', { name: 'Contribution statement for Ana Ruiz' });
    const letter = (await within(dialog).findByRole('combobox', {
      name: 'Letter template',
    })) as HTMLSelectElement;
    expect(letter.selectedOptions[0]?.textContent).toBe('Annual (primary)');
    const year = within(dialog).getByRole('combobox', { name: 'Year' }) as HTMLSelectElement;
    expect([...year.options].map((option) => option.textContent)).toEqual(['2024', '2025 so far']);
    fireEvent.change(letter, { target: { value: 'ltr_thanks' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Email statement' })));
    expect(fakeGraphql).toHaveBeenLastCalledWith(SendContributionStatementReportDocument, {
      donorPrefixedIds: ['usr_ana'],
      filters: {
        type: 'all',
        search: null,
        startDate: '2024-01-01',
        endDate: '2024-12-31',
        contributionPrefixedId: null,
        page: null,
        perPage: null,
      },
      letterTemplatePrefixedId: 'ltr_thanks',
      mode: 'email',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Contribution statement sent to 1 donor(s).')).toBeTruthy();
  });

  it('offers the household’s letter for a year the donor belongs to one, and sends it as the yearly run does', async () => {
    inHousehold = true;
    render(<Donors />);
    fireEvent.click(await screen.findByRole('button', { name: 'Send statement to Ana Ruiz' }));
    const dialog = screen.getByRole('dialog', { name: 'Contribution statement for Ana Ruiz' });
    const household = (await within(dialog).findByRole('radio', {
      name: 'The Ruiz family’s statement, to Luis Ruiz, naming Luis Ruiz and Ana Ruiz',
    })) as HTMLInputElement;
    expect(household.checked).toBe(true);
    expect(within(dialog).getByRole('group', { name: 'Which statement' })).toBeTruthy();
    // This year so far she belongs to none: only her own statement.
    const year = within(dialog).getByRole('combobox', { name: 'Year' });
    await act(async () => fireEvent.change(year, { target: { value: '2025' } }));
    expect(within(dialog).queryByRole('radio')).toBeNull();
    await act(async () => fireEvent.change(year, { target: { value: '2024' } }));
    await within(dialog).findByRole('radio', { name: 'Ana Ruiz’s own statement' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Email statement' })));
    expect(fakeGraphql).toHaveBeenLastCalledWith(SendHouseholdStatementDocument, {
      organizationPrefixedId: testOrganization.prefixedId,
      householdPrefixedId: 'hsh_ruiz',
      year: 2024,
      letterTemplatePrefixedId: 'ltr_annual',
    });
    expect(screen.getByText('Emailed the household’s statement to Luis Ruiz.')).toBeTruthy();
  });

  it('sends the donor’s own statement when chosen instead of the household’s', async () => {
    inHousehold = true;
    render(<Donors />);
    fireEvent.click(await screen.findByRole('button', { name: 'Send statement to Ana Ruiz' }));
    const dialog = screen.getByRole('dialog', { name: 'Contribution statement for Ana Ruiz' });
    fireEvent.click(await within(dialog).findByRole('radio', { name: 'Ana Ruiz’s own statement' }));
    await within(dialog).findByRole('combobox', { name: 'Letter template' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Email statement' })));
    expect(fakeGraphql).toHaveBeenLastCalledWith(
      SendContributionStatementReportDocument,
      expect.objectContaining({ donorPrefixedIds: ['usr_ana'] }),
    );
  });

  it('offers neither to someone who may not send statements', async () => {
    testStore().setState({ user: consoleUser(['view-gifts']) });
    render(<Donors />);
    await screen.findByText('Ana Ruiz');
    expect(screen.queryByRole('button', { name: 'Send statement to Ana Ruiz' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Letter templates' })).toBeNull();
  });

  it('speaks Spanish', async () => {
    inHousehold = true;
    await act(() => testStore().getState().setLocale('es'));
    await renderLoaded(<Donors />);
    fireEvent.click(await screen.findByRole('button', { name: 'Enviar constancia a Ana Ruiz' }));
    const dialog = screen.getByRole('dialog', { name: 'Constancia de donativos de Ana Ruiz' });
    const letter = (await within(dialog).findByRole('combobox', {
      name: 'Plantilla de carta',
    })) as HTMLSelectElement;
    expect(letter.selectedOptions[0]?.textContent).toBe('Annual (principal)');
    expect(within(dialog).getByRole('button', { name: 'Enviar constancia por correo' })).toBeTruthy();
    expect(
      within(dialog).getByRole('radio', {
        name: 'La constancia de The Ruiz family, para Luis Ruiz, a nombre de Luis Ruiz y Ana Ruiz',
      }),
    ).toBeTruthy();
  });
});
