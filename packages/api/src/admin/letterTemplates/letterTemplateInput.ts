// A letter template as it arrives in a request: read with the domain's schema at the edge, then held
// to the church's rules (packages/domain letterTemplate.ts), every refusal beside its field in the
// administrator's language.
import { letterTemplateRefusals, letterTemplateTextSchema, type LetterTemplateText } from '@halo/domain';
import * as v from 'valibot';
import type { LetterTemplateInput } from '../../graphql/resolverTypes.generated';
import { FieldErrorCollector } from '../../core/localizedRefusals';
import type { AdminScope } from '../adminScope';
import { letterTemplateMessage } from './letterTemplateMessages';

export function readLetterTemplateInput(scope: AdminScope, input: LetterTemplateInput): LetterTemplateText {
  const errors = new FieldErrorCollector(scope.locale);
  const parsed = v.safeParse(letterTemplateTextSchema, input);
  if (!parsed.success) {
    errors.addIssues(null, parsed.issues);
    errors.throwIfAny();
    throw new Error('a refused letter template had no issue to report');
  }
  for (const refusal of letterTemplateRefusals(parsed.output)) {
    const field = letterTemplateMessage(scope.locale, refusal.field);
    const message =
      refusal.reason === 'required'
        ? letterTemplateMessage(scope.locale, 'required', { field })
        : refusal.reason === 'tooLong'
          ? letterTemplateMessage(scope.locale, 'tooLong', { field, max: refusal.max })
          : letterTemplateMessage(scope.locale, 'unknownPlaceholders', { names: refusal.names.join(', ') });
    errors.add(refusal.field, message);
  }
  errors.throwIfAny();
  return parsed.output;
}
