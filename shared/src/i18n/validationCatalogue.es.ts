// The Spanish validation messages, in the `shared-es` chunk with the rest of this build's Spanish: fetched only once a page speaks Spanish.
export { validationMessagesEs as es } from '@halo/domain';
