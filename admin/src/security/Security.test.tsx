/** @jest-environment ./jest.jsdom-environment.js */
import { testStore } from '@halo/testkit/runtime/testPage';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { render, renderLoaded, withTestApiClient } from '@halo/testkit/runtime/testApiClient';
import { ApiError, type SecondFactorChallenge as Challenge } from 'halo_shared/api';
import { provenAfterRefusal } from 'halo_shared/api/secondFactorChallenge';
import { consoleUser, fieldRefusal, testOrganization } from '@halo/testkit/admin/adminTestData';
import { createFakeGraphql, type FakeGraphql } from '@halo/testkit/api/fakeGraphql';
import Security from '../screens/Security';
import { SecondFactorChallenge } from './SecondFactorChallenge';

const graphql = jest.fn();
// The dialog answers refusals through the client; the tests send one refusal to what it registered.
let challenge: Challenge | null = null;
withTestApiClient({
  graphql,
  answerSecondFactorRefusals: (answer: Challenge) => {
    challenge = answer;
    return () => {
      if (challenge === answer) challenge = null;
    };
  },
});
const mockedGraphql = graphql as jest.Mock;

const status = (change: Record<string, unknown> = {}) => ({
  isEnrolled: false,
  enrolledAt: null,
  isRequired: true,
  isVerified: false,
  recoveryCodesLeft: 0,
  ...change,
});
const CODES = Array.from({ length: 10 }, (_, index) => `abcd${index}-efgh${index}`);
const ENROLLED = status({
  isEnrolled: true,
  enrolledAt: '2026-03-01T12:00:00Z',
  isVerified: true,
  recoveryCodesLeft: 10,
});

let fake: FakeGraphql;
beforeEach(() => {
  testStore().setState({
    organization: testOrganization,
    user: consoleUser(['manage-team']),
    path: '/admin/security',
  });
  fake = createFakeGraphql({
    AdminSecondFactor: () => ({ adminSecondFactor: status() }),
    EnrolSecondFactor: () => ({
      enrolSecondFactor: {
        otpauthUri: 'otpauth://totp/x',
        secret: 'JBSWY3DPEHPK3PXPJBSWY3DP',
        qrCode: { size: 21, path: 'M0 0h1v1h-1z' },
        recoveryCodes: CODES,
      },
    }),
    ConfirmSecondFactor: ({ code }) => {
      if (code !== '123456') throw fieldRefusal('code', 'That code is not right.');
      return { confirmSecondFactor: ENROLLED };
    },
  });
  mockedGraphql.mockReset();
  mockedGraphql.mockImplementation(fake);
  URL.createObjectURL = jest.fn(() => 'blob:codes');
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => {
  act(() => void testStore().getState().setLocale('en'));
});

describe('Security', () => {
  it('sets up the second factor: QR and key, recovery codes once, a first code', async () => {
    render(<Security />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Security');
    await screen.findByText('No second factor is set up.');
    fireEvent.click(screen.getByRole('button', { name: 'Set up a second factor' }));
    expect(
      await screen.findByRole('img', { name: 'QR code to scan with an authenticator app' }),
    ).toBeTruthy();
    // The section moves the focus in an effect, just after the step is on screen.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('heading', { name: 'Scan with your authenticator app' }),
      ),
    );
    expect(screen.getByText('JBSWY3DPEHPK3PXPJBSWY3DP')).toBeTruthy();
    const codes = screen.getByRole('region', { name: 'Recovery codes' });
    expect(within(codes).getAllByRole('listitem')).toHaveLength(10);
    expect(within(codes).getByRole('link', { name: 'Download recovery codes' }).getAttribute('href')).toBe(
      'blob:codes',
    );

    const field = screen.getByLabelText(/^Code/);
    fireEvent.change(field, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('That code is not right.')).toBeTruthy();
    fireEvent.change(field, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('Your second factor is on.')).toBeTruthy();
    expect(screen.getByText('You confirmed it is you in this session.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Recovery codes' })).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Second factor' })),
    );
  });

  it('in Spanish, with the page named Seguridad', async () => {
    await act(() => testStore().getState().setLocale('es'));
    await renderLoaded(<Security />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Seguridad');
    expect(await screen.findByText('No hay ningún segundo factor configurado.')).toBeTruthy();
  });

  it('removes the factor after a code typed in a dialog', async () => {
    fake.answer('AdminSecondFactor', () => ({ adminSecondFactor: ENROLLED }));
    fake.answer('RemoveSecondFactor', () => ({ removeSecondFactor: status() }));
    render(<Security />);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove second factor' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove your second factor?' });
    expect(document.activeElement).toBe(within(dialog).getByLabelText(/^Code/));
    fireEvent.change(within(dialog).getByLabelText(/^Code/), { target: { value: 'abcd0-efgh0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove second factor' }));
    expect(await screen.findByText('Your second factor was removed.')).toBeTruthy();
    expect(fake.variablesOf('RemoveSecondFactor')[0]).toMatchObject({ code: 'abcd0-efgh0' });
  });
});

describe('the code dialog of a refused operation', () => {
  const refused = (code: string) =>
    new ApiError('[GraphQL] refused', {
      kind: 'graphql',
      status: 200,
      operation: 'InviteAdministrator',
      errors: [{ message: 'refused', extensions: { category: 'authorization', code } }],
    });

  it('asks for a code and answers that the operation may be sent again', async () => {
    fake.answer('VerifySecondFactor', () => ({ verifySecondFactor: ENROLLED }));
    render(<SecondFactorChallenge />);
    let proven: Promise<boolean> = Promise.resolve(false);
    act(() => {
      proven = provenAfterRefusal(challenge, refused('SECOND_FACTOR_REQUIRED'));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    fireEvent.change(within(dialog).getByLabelText(/^Code/), { target: { value: '654321' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(proven).resolves.toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('without a second factor, leads to Security, and Escape gives up', async () => {
    render(<SecondFactorChallenge />);
    let proven: Promise<boolean> = Promise.resolve(true);
    act(() => {
      proven = provenAfterRefusal(challenge, refused('SECOND_FACTOR_ENROLMENT_REQUIRED'));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Set up a second factor first' });
    expect(within(dialog).getByRole('link', { name: 'Go to Security' }).getAttribute('href')).toBe(
      '/admin/security',
    );
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await expect(proven).resolves.toBe(false);
  });
});
