// The portal's refusals in the request's locale (src/graphql/portalErrors.ts; told to the client by
// src/http/errors/refusalAnswers.ts), plus the card-in-use refusal and a field collector.
import { translateIssue, translateValidation, type Locale, type ValidationParams } from '@halo/domain';
import type * as v from 'valibot';
import { notFoundError as notFoundShape, validationError } from '../graphql/portalErrors';
import type { NotFound } from '../http/errors/NotFound';
import { ValidationFailed } from '../http/errors/ValidationFailed';
import { portalMessage, type PortalMessageKey } from './portalMessages';

export type FieldErrors = Record<string, string[]>;

/** Another donor's or organization's record, or none at all: the same answer, so ids reveal nothing. */
export function notFoundError(locale: Locale): NotFound {
  return notFoundShape(portalMessage(locale, 'notFound'));
}

export { validationError };

export function paymentMethodInUseError(locale: Locale): ValidationFailed {
  const message = portalMessage(locale, 'paymentMethodInUse');
  return new ValidationFailed({ processorId: [message] }, { code: 'PAYMENT_METHOD_IN_USE' });
}

/** Collects field messages; `throwIfAny` ends the operation with one validation error listing them all. */
export class FieldErrorCollector {
  readonly errors: FieldErrors = {};

  constructor(readonly locale: Locale) {}

  add(field: string, message: string): void {
    (this.errors[field] ??= []).push(message);
  }

  addPortal(field: string, key: PortalMessageKey): void {
    this.add(field, portalMessage(this.locale, key));
  }

  addValidation(field: string, key: string, params: ValidationParams = {}): void {
    this.add(field, translateValidation(key, params, this.locale));
  }

  /** A valibot result's issues under `field` (or each issue's own path inside an object). */
  addIssues(field: string | null, issues: readonly v.BaseIssue<unknown>[]): void {
    for (const issue of issues) {
      const path = issue.path?.map((item) => String(item.key)).join('.');
      this.add(field ?? (path || '_'), translateIssue(issue, { locale: this.locale }));
    }
  }

  get isEmpty(): boolean {
    return Object.keys(this.errors).length === 0;
  }

  throwIfAny(): void {
    if (!this.isEmpty) throw validationError(this.errors);
  }
}
