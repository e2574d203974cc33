import { Forbidden, NotFound, Refusal, TooManyRequests, ValidationFailed } from '.';

describe('refusals', () => {
  it('are Errors a catch can tell from a failure of ours', () => {
    const refusal = new NotFound('Organization not found.');
    expect(refusal).toBeInstanceOf(Error);
    expect(refusal).toBeInstanceOf(Refusal);
    expect(refusal.name).toBe('NotFound');
    expect(refusal.message).toBe('Organization not found.');
    expect(refusal.code).toBeUndefined();
  });

  it('take the first field’s first message when none is given', () => {
    const refusal = new ValidationFailed({ token: ['This link no longer works.'], email: ['Required.'] });
    expect(refusal.message).toBe('This link no longer works.');
    expect(refusal.fields).toEqual({ token: ['This link no longer works.'], email: ['Required.'] });
  });

  it('keep the seconds to wait and a code', () => {
    const wait = new TooManyRequests('Try again in 5 seconds.', 5, { code: 'slow_down' });
    expect([wait.retryAfterSeconds, wait.code, wait.kind]).toEqual([5, 'slow_down', 'too_many_requests']);
    expect(new Forbidden('No.', { code: 'account_required' }).code).toBe('account_required');
  });
});
