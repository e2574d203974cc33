/** @jest-environment ./jest.jsdom-environment.js */
import { testI18n, testStore, withTestPage } from '@halo/testkit/runtime/testPage';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { render, withTestApiClient } from '@halo/testkit/runtime/testApiClient';
import { createFakeGraphql, graphqlRefusal, type FakeGraphql } from '@halo/testkit/api/fakeGraphql';
import { demoOrganization } from '@halo/testkit/selfService/demoOrganization';
import { loadCatalogues } from 'halo_shared/i18n';
import { selfServiceMessages } from '../self-service-parts/selfServiceMessages';
import { TextGivingPhone } from './TextGivingPhone';

withTestPage();
beforeEach(() => loadCatalogues(testI18n(), selfServiceMessages));

let fake: FakeGraphql;
withTestApiClient({
  graphql: (...args: unknown[]) => (fake as unknown as (...a: unknown[]) => unknown)(...args),
});

const CHURCH = '+15551234567';
const pending = {
  phone: '+13125550123',
  verified: false,
  verifiedAt: null,
  lapsesAt: null,
  codePending: true,
};
const verified = {
  phone: '+13125550123',
  verified: true,
  verifiedAt: '2026-12-03T12:00:00.000Z',
  lapsesAt: '2027-12-03T12:00:00.000Z',
  codePending: false,
};

beforeEach(() => {
  testStore().setState({ organization: demoOrganization, organizationStatus: 'loaded' });
  fake = createFakeGraphql({
    TextGiving: () => ({ textGiving: { churchNumber: CHURCH, phone: null } }),
    SendTextGivingCode: () => ({ sendTextGivingCode: { churchNumber: CHURCH, phone: pending } }),
    VerifyTextGivingPhone: () => ({ verifyTextGivingPhone: { churchNumber: CHURCH, phone: verified } }),
  });
});
afterEach(() => {
  act(() => void testStore().getState().setLocale('en'));
});

describe('TextGivingPhone', () => {
  it('sends a code to the phone in E.164, then verifies it with the code', async () => {
    render(<TextGivingPhone />);
    const phone = await screen.findByRole('textbox', { name: 'Mobile phone' });
    fireEvent.change(phone, { target: { value: '(312) 555-0123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('We texted a code to +13125550123.')).toBeTruthy();
    expect(fake.variablesOf('SendTextGivingCode')).toEqual([
      { organizationPrefixedId: 'org_1', phone: '+13125550123' },
    ]);
    const code = screen.getByRole('textbox', { name: 'Code' });
    fireEvent.change(code, { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify phone' }));
    expect(await screen.findByText(/until December 3, 2027\./)).toBeTruthy();
    expect(fake.variablesOf('VerifyTextGivingPhone')).toEqual([
      { organizationPrefixedId: 'org_1', code: '123456' },
    ]);
  });

  it('names the field of a refusal in Spanish and moves the focus to it', async () => {
    fake.answer('TextGiving', () => ({ textGiving: { churchNumber: CHURCH, phone: pending } }));
    fake.answer('VerifyTextGivingPhone', () => {
      throw graphqlRefusal('Invalid', {
        category: 'validation',
        validation: { code: ['Este código no es correcto. Te quedan 4 intentos.'] },
      });
    });
    render(<TextGivingPhone />);
    await act(() => testStore().getState().setLocale('es'));
    const phone = await screen.findByRole('textbox', { name: 'Celular' });
    fireEvent.change(phone, { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(phone);
    const code = screen.getByRole('textbox', { name: 'Código' });
    fireEvent.change(code, { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verificar teléfono' }));
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(screen.getByText('Este código no es correcto. Te quedan 4 intentos.')).toBeTruthy();
    expect(code.getAttribute('aria-invalid')).toBe('true');
  });

  it('shows nothing when the church takes no gifts by text', async () => {
    fake.answer('TextGiving', () => ({ textGiving: { churchNumber: null, phone: null } }));
    const { container } = render(<TextGivingPhone />);
    await waitFor(() => expect(fake.calls).toHaveLength(1));
    expect(container.textContent).toBe('');
  });
});
