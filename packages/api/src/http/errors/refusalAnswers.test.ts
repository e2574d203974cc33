import { GraphQLError } from 'graphql';
import {
  BadRequest,
  Conflict,
  CsrfMismatch,
  Forbidden,
  Gone,
  NotFound,
  TooLarge,
  TooManyRequests,
  Unauthenticated,
  Unavailable,
  ValidationFailed,
} from '.';
import {
  graphqlErrorOf,
  graphqlExtensions,
  graphqlRefusalAnswer,
  refusalIn,
  restAnswer,
} from './refusalAnswers';

describe('restAnswer', () => {
  it.each([
    [new BadRequest('Invalid Stripe signature.'), 400],
    [new Unauthenticated('Unauthenticated.'), 401],
    [new Forbidden('This action is unauthorized.'), 403],
    [new NotFound('Organization not found.'), 404],
    [new Conflict('Still working on it.'), 409],
    [new Gone('This link has expired.'), 410],
    [new CsrfMismatch('CSRF token mismatch.'), 419],
    [new Unavailable('Giving is closed for maintenance.'), 503],
  ])('answers %p with %i and its message alone', (refusal, status) => {
    expect(restAnswer(refusal)).toEqual({ status, body: { message: refusal.message }, headers: {} });
  });

  it('answers a validation failure with 422, its first message and every field', () => {
    const refusal = new ValidationFailed({ email: ['Taken.', 'Too long.'], name: ['Required.'] });
    expect(restAnswer(refusal)).toEqual({
      status: 422,
      body: { message: 'Taken.', errors: { email: ['Taken.', 'Too long.'], name: ['Required.'] } },
      headers: {},
    });
  });

  it('keeps a validation failure’s code and own message', () => {
    const refusal = new ValidationFailed(
      { card_number: ['Use a test card.'] },
      { code: 'test_card_required', message: 'Use one of Stripe’s test cards.' },
    );
    expect(restAnswer(refusal).body).toEqual({
      message: 'Use one of Stripe’s test cards.',
      code: 'test_card_required',
      errors: { card_number: ['Use a test card.'] },
    });
  });

  it('sends a code given to any refusal (the giving form reads account_required)', () => {
    expect(restAnswer(new Forbidden('Sign in first.', { code: 'account_required' })).body).toEqual({
      message: 'Sign in first.',
      code: 'account_required',
    });
  });

  it('names the seconds to wait in Retry-After, the same the message names', () => {
    expect(restAnswer(new TooManyRequests('Try again in 60 seconds.', 60))).toEqual({
      status: 429,
      body: { message: 'Try again in 60 seconds.' },
      headers: { 'retry-after': '60' },
    });
  });

  it('answers a file too large with 413 and the field it concerns', () => {
    const refusal = new TooLarge('The file is too large.', { fields: { file: ['The file is too large.'] } });
    expect(restAnswer(refusal)).toEqual({
      status: 413,
      body: { message: 'The file is too large.', errors: { file: ['The file is too large.'] } },
      headers: {},
    });
  });
});

describe('graphqlExtensions', () => {
  it('tells a signed-out client with the number 401, on which it shows "Please Log In"', () => {
    expect(graphqlExtensions(new Unauthenticated('Unauthenticated.'))).toEqual({ category: 401 });
  });

  it('answers not found and forbidden as the portal reads them', () => {
    expect(graphqlExtensions(new NotFound('Not found.'))).toEqual({
      category: 'not_found',
      code: 'NOT_FOUND',
    });
    expect(graphqlExtensions(new Forbidden('No.'))).toEqual({ category: 'authorization', code: 'FORBIDDEN' });
  });

  it('puts a refusal’s own code in place of its kind’s (the second factor’s codes)', () => {
    expect(graphqlExtensions(new Forbidden('Verify first.', { code: 'SECOND_FACTOR_REQUIRED' }))).toEqual({
      category: 'authorization',
      code: 'SECOND_FACTOR_REQUIRED',
    });
  });

  it('lists a validation failure’s fields under validation, with no code unless it has one', () => {
    expect(graphqlExtensions(new ValidationFailed({ amount: ['Too small.'] }))).toEqual({
      category: 'validation',
      validation: { amount: ['Too small.'] },
    });
  });

  it('adds the details a client shows (the recurring gifts that keep a fund in use)', () => {
    const refusal = new ValidationFailed(
      { isEnabled: ['In use.'] },
      { code: 'FUND_IN_RECURRING_USE', details: { recurringGivings: [{ prefixedId: 'rg_1' }] } },
    );
    expect(graphqlExtensions(refusal)).toEqual({
      category: 'validation',
      code: 'FUND_IN_RECURRING_USE',
      validation: { isEnabled: ['In use.'] },
      recurringGivings: [{ prefixedId: 'rg_1' }],
    });
  });

  it('says when to try again', () => {
    expect(graphqlExtensions(new TooManyRequests('Wait.', 30))).toEqual({
      category: 'rate_limited',
      code: 'TOO_MANY_REQUESTS',
      retryAfter: 30,
    });
  });
});

describe('graphqlErrorOf', () => {
  it('keeps the path graphql-js located the error at, and nothing of the original error', () => {
    const located = new GraphQLError('inner', { path: ['donor', 'card'] });
    const error = graphqlErrorOf(new NotFound('Not found.'), located);
    expect(error.toJSON()).toEqual({
      message: 'Not found.',
      path: ['donor', 'card'],
      extensions: { category: 'not_found', code: 'NOT_FOUND' },
    });
    expect(error.originalError).toBeUndefined();
  });
});

describe('graphqlRefusalAnswer', () => {
  it('finds the refusal a resolver threw inside the error graphql-js wrapped it in', () => {
    const refusal = new ValidationFailed({ endDate: ['Choose a later date.'] });
    const wrapped = new GraphQLError(refusal.message, {
      path: ['updateRecurringGiving'],
      originalError: refusal,
    });
    expect(refusalIn(wrapped)).toBe(refusal);
    expect(graphqlRefusalAnswer(wrapped)?.toJSON()).toEqual({
      message: 'Choose a later date.',
      path: ['updateRecurringGiving'],
      extensions: { category: 'validation', validation: { endDate: ['Choose a later date.'] } },
    });
  });

  it('answers a refusal thrown outside any resolver', () => {
    expect(graphqlRefusalAnswer(new Unauthenticated('Unauthenticated.'))?.toJSON()).toEqual({
      message: 'Unauthenticated.',
      extensions: { category: 401 },
    });
  });

  it('leaves every other error to the masking (a failure of ours is never told)', () => {
    expect(graphqlRefusalAnswer(new Error('connection refused'))).toBeNull();
    expect(graphqlRefusalAnswer(new GraphQLError('x', { originalError: new TypeError('y') }))).toBeNull();
    expect(graphqlRefusalAnswer(new GraphQLError('Cannot query field "x".'))).toBeNull();
  });
});
