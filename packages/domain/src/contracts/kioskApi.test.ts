import * as v from 'valibot';
import { kioskCustomerRequestSchema, kioskStartRequestSchema } from './kioskApi';

describe('the kiosk’s requests', () => {
  const customer = (body: unknown) => v.safeParse(kioskCustomerRequestSchema, body);

  it('take a giver with an email, an empty one, or none at all', () => {
    expect(customer({ organization_prefixed_id: 'org_1', email: ' ana@example.com ' }).output).toEqual({
      organization_prefixed_id: 'org_1',
      email: 'ana@example.com',
    });
    expect(customer({ organization_prefixed_id: 'org_1', email: '   ' }).output).toMatchObject({ email: '' });
    expect(customer({ organization_prefixed_id: 'org_1' }).output).toMatchObject({ email: '' });
  });

  it('refuse what is not an email, naming it as such', () => {
    const result = customer({ organization_prefixed_id: 'org_1', email: 'not an email' });
    expect(result.success).toBe(false);
    expect(result.issues?.map((issue) => issue.message)).toContain('validation.email');
  });

  it('want a kiosk name of at most 60 characters', () => {
    const start = (name: unknown) => v.safeParse(kioskStartRequestSchema, { name });
    expect(start('  Lobby tablet ').output).toEqual({ name: 'Lobby tablet' });
    expect(start('').issues?.[0]?.message).toBe('validation.required');
    expect(start('x'.repeat(61)).issues?.[0]?.message).toBe('validation.maxLength');
  });
});
