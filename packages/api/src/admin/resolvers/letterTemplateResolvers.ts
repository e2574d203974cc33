// The console's letter templates (docs/CONTRACTS.md "Letter templates"): read, previewed and changed
// with 'send-statements', the ability that sends the statements they are written into.
import type { MutationResolvers, QueryResolvers } from '../../graphql/resolverTypes.generated';
import type { GraphQLContext } from '../../graphql/context';
import { adminScope } from '../adminScope';
import {
  addLetterTemplate,
  deleteLetterTemplate,
  listLetterTemplates,
  makeLetterTemplatePrimary,
  updateLetterTemplate,
} from '../letterTemplates/churchLetterTemplates';
import { previewLetterTemplate } from '../letterTemplates/letterTemplatePreview';

const statementsScope = (context: GraphQLContext, organizationPrefixedId: string) =>
  adminScope(context, organizationPrefixedId, ['send-statements']);

export const letterTemplateQueries: Pick<
  QueryResolvers,
  'adminLetterTemplates' | 'adminLetterTemplatePreview'
> = {
  adminLetterTemplates(_parent, { organizationPrefixedId }, context) {
    return listLetterTemplates(statementsScope(context, organizationPrefixedId));
  },

  adminLetterTemplatePreview(_parent, { organizationPrefixedId, input }, context) {
    return previewLetterTemplate(statementsScope(context, organizationPrefixedId), input);
  },
};

export const letterTemplateMutations: Pick<
  MutationResolvers,
  'addLetterTemplate' | 'updateLetterTemplate' | 'makeLetterTemplatePrimary' | 'deleteLetterTemplate'
> = {
  addLetterTemplate(_parent, { organizationPrefixedId, input }, context) {
    return addLetterTemplate(statementsScope(context, organizationPrefixedId), input);
  },

  updateLetterTemplate(_parent, { organizationPrefixedId, letterTemplatePrefixedId, input }, context) {
    const scope = statementsScope(context, organizationPrefixedId);
    return updateLetterTemplate(scope, letterTemplatePrefixedId, input);
  },

  makeLetterTemplatePrimary(_parent, { organizationPrefixedId, letterTemplatePrefixedId }, context) {
    return makeLetterTemplatePrimary(
      statementsScope(context, organizationPrefixedId),
      letterTemplatePrefixedId,
    );
  },

  deleteLetterTemplate(_parent, { organizationPrefixedId, letterTemplatePrefixedId }, context) {
    return deleteLetterTemplate(statementsScope(context, organizationPrefixedId), letterTemplatePrefixedId);
  },
};
