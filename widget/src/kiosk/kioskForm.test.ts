// The giving form as a lobby kiosk uses it (docs/PRODUCT.md §20): no names, the email only for a
// receipt, so a giver may leave it empty, but what is typed must be an email.
import { testOrganization } from '@halo/testkit/giving/testOrganization';
import { createGivingClient } from 'halo_shared/api/giving';
import { createGivingForm } from '../giving/givingForm';

function kioskForm(kiosk = true) {
  const form = createGivingForm({
    organization: testOrganization,
    client: createGivingClient({ apiUrl: 'http://127.0.0.1:9', locale: () => 'en' }),
    today: () => '2026-03-10',
    locale: () => 'en',
    kiosk,
  });
  form.getState().setValue('amountChoice', '5000');
  return form;
}

describe('the giving form at a kiosk', () => {
  it('goes on to the card with the amount and fund alone', () => {
    const form = kioskForm();
    expect(form.getState().continueToPayment()).toBe(true);
    expect(form.getState().step).toBe('payment');
  });

  it('takes an email for a receipt, and refuses one that is not an email', () => {
    const form = kioskForm();
    form.getState().setValue('email', 'not an email');
    expect(form.getState().continueToPayment()).toBe(false);
    expect(form.getState().errors).toEqual({ email: expect.objectContaining({ key: 'validation.email' }) });
    form.getState().setValue('email', 'ana@example.com');
    expect(form.getState().continueToPayment()).toBe(true);
  });

  it('still asks the hosted page’s giver for an email and names', () => {
    const form = kioskForm(false);
    expect(form.getState().continueToPayment()).toBe(false);
    expect(Object.keys(form.getState().errors).sort()).toEqual(['email', 'firstName', 'lastName']);
  });
});
