import * as v from 'valibot';
import { contactSchema, phoneSchema } from './contact';

describe('contactSchema and phoneSchema', () => {
  it('parses a full contact', () => {
    const contact = {
      address: '1 Main St',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      country: 'US',
      email: 'a@b.c',
      phones: [
        {
          prefixedId: 'ph_1',
          phone: '555',
          type: 'mobile',
          contactAgreementAccepted: true,
          isPrimary: false,
        },
      ],
    };
    expect(v.parse(contactSchema, contact)).toEqual(contact);
  });

  it.each(['primary', 'secondary', 'mobile', 'home', 'work', 'WhatsApp', 'other'])(
    'keeps phone type %s',
    (type) => {
      expect(
        v.parse(phoneSchema, {
          prefixedId: 'p',
          phone: '1',
          type,
          contactAgreementAccepted: false,
          isPrimary: true,
        }).type,
      ).toBe(type);
    },
  );

  it('defaults missing flags to false, never to true', () => {
    expect(v.parse(phoneSchema, { prefixedId: 'p', phone: '1', type: 'home' })).toEqual({
      prefixedId: 'p',
      phone: '1',
      type: 'home',
      contactAgreementAccepted: false,
      isPrimary: false,
    });
  });

  it.each([null, { phones: 'none' }, { email: 5 }])('rejects %j', (input) => {
    expect(v.safeParse(contactSchema, input).success).toBe(false);
  });
});
