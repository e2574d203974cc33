// The Spanish validation messages, a chunk of its own: fetched only once a page speaks Spanish.
export { validationMessagesEs as es } from '@halo/domain';
