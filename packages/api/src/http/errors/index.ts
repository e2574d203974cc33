// The refusals routes and resolvers throw (one class a file, each explained where it is defined).
export { BadRequest } from './BadRequest';
export { Conflict } from './Conflict';
export { CsrfMismatch } from './CsrfMismatch';
export { Forbidden } from './Forbidden';
export { Gone } from './Gone';
export { NotFound } from './NotFound';
export { Refusal, type FieldMessages, type RefusalKind, type RefusalOptions } from './Refusal';
export { TooLarge } from './TooLarge';
export { TooManyRequests } from './TooManyRequests';
export { Unauthenticated } from './Unauthenticated';
export { Unavailable } from './Unavailable';
export { ValidationFailed } from './ValidationFailed';
