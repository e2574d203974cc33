/** @jest-environment ./jest.jsdom-environment.js */
import { testStore } from '@halo/testkit/runtime/testPage';
import { act, fireEvent, screen } from '@testing-library/react';
import { render, withTestApiClient } from '@halo/testkit/runtime/testApiClient';
import { AdminDonorsDocument } from '@halo/shared/graphql/admin-donors';
import {
  AdminDonorListsWeeklyEmailDocument,
  AdminDonorListsWeeklyEmailPreviewDocument,
  type AdminDonorListsWeeklyEmailPreviewQuery,
} from '@halo/shared/graphql/admin-donor-lists';
import { consoleUser, testOrganization } from '@halo/testkit/admin/adminTestData';
import Donors from '../screens/Donors';

const graphql = jest.fn();
withTestApiClient({ graphql });

type Preview = AdminDonorListsWeeklyEmailPreviewQuery['adminDonorListsWeeklyEmailPreview'];

const TEXT = [
  "Grace Community Church's donor lists for the week of December 7, 2026:",
  '',
  '- First-time givers (last 30 days): 3 (up 1 since last week)',
  '',
  'See the lists in the console (sign in as usual):',
  'https://grace.give.example.org/admin/donors',
].join('\n');

const preview = (change: Partial<Preview> = {}): Preview => ({
  weekStart: '2026-12-07',
  made: false,
  sendsEmail: true,
  subject: "This week's donor lists at Grace Community Church",
  text: TEXT,
  ...change,
});

function serve(answer: Preview | Error) {
  graphql.mockImplementation((document: unknown) => {
    if (document === AdminDonorsDocument) return Promise.resolve({ adminDonors: [] });
    if (document === AdminDonorListsWeeklyEmailDocument) {
      return Promise.resolve({ adminDonorListsWeeklyEmail: false });
    }
    if (document === AdminDonorListsWeeklyEmailPreviewDocument) {
      return answer instanceof Error
        ? Promise.reject(answer)
        : Promise.resolve({ adminDonorListsWeeklyEmailPreview: answer });
    }
    return Promise.reject(new Error('unexpected'));
  });
}

const previewCalls = () =>
  graphql.mock.calls.filter(([document]) => document === AdminDonorListsWeeklyEmailPreviewDocument);

async function openPreview(name = 'What this week’s email says') {
  const summary = await screen.findByText(name);
  const details = summary.closest('details')!;
  await act(async () => {
    details.open = true;
    fireEvent(details, new Event('toggle'));
  });
  return details;
}

beforeEach(() => {
  testStore().setState({
    organization: testOrganization,
    user: consoleUser(['view-gifts']),
    path: '/admin/donors',
  });
  graphql.mockReset();
});
afterEach(() => {
  act(() => void testStore().getState().setLocale('en'));
});

describe('the preview of the weekly email', () => {
  it('asks for it only once opened, and shows its subject and text read-only, also with her email turned off', async () => {
    serve(preview());
    render(<Donors />);
    await screen.findByRole('checkbox', { name: 'Email me a summary of these lists every Monday' });
    expect(previewCalls()).toEqual([]);
    // A summary is a control the keyboard reaches.
    expect(screen.getByText('What this week’s email says').tagName).toBe('SUMMARY');

    const details = await openPreview();
    expect(previewCalls()[0]![1]).toEqual({ organizationPrefixedId: 'org_1' });
    await screen.findByText(
      'This is what the email of the week of Dec 7, 2026 will say on Monday morning, with the lists as they are now.',
    );
    expect(details.textContent).toContain("Subject: This week's donor lists at Grace Community Church");
    const text = details.querySelector('pre')!;
    expect(text.textContent).toBe(TEXT);
    expect(details.querySelector('input, textarea, button:not([type])')).toBeNull();
  });

  it('says when this week’s went already, and when none goes', async () => {
    serve(preview({ made: true }));
    const { unmount } = render(<Donors />);
    await openPreview();
    await screen.findByText('This is the email of the week of Dec 7, 2026, as it went to you.');
    unmount();

    serve(preview({ sendsEmail: false }));
    render(<Donors />);
    await openPreview();
    await screen.findByText(
      'No email goes for the week of Dec 7, 2026: every list is empty this week and last. It would say this.',
    );
  });

  it('offers to ask again when it cannot be read', async () => {
    serve(new Error('offline'));
    render(<Donors />);
    await openPreview();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('speaks Spanish around the email', async () => {
    serve(preview({ made: true }));
    render(<Donors />);
    await act(async () => {
      await testStore().getState().setLocale('es');
    });
    await openPreview('Qué dice el correo de esta semana');
    await screen.findByText(/^Este es el correo de la semana del 7 dic 2026, tal como te llegó\.$/);
    expect(screen.getByText('Asunto:')).toBeTruthy();
  });
});
