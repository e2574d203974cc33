// The console's year-end statements (docs/CONTRACTS.md "Year-end statements"), with
// 'send-statements', the ability that sends statements one donor at a time.
import type { GraphQLContext } from '../../graphql/context';
import type { MutationResolvers, QueryResolvers } from '../../graphql/resolverTypes.generated';
import { adminScope } from '../adminScope';
import {
  countYearEndDonors,
  listStatementBatches,
  startYearEndStatements,
} from '../statementBatches/yearEndStatements';

const statementsScope = (context: GraphQLContext, organizationPrefixedId: string) =>
  adminScope(context, organizationPrefixedId, ['send-statements']);

export const yearEndStatementQueries: Pick<
  QueryResolvers,
  'adminYearEndStatementDonors' | 'adminStatementBatches'
> = {
  adminYearEndStatementDonors(_parent, { organizationPrefixedId, year }, context) {
    return countYearEndDonors(statementsScope(context, organizationPrefixedId), year);
  },

  adminStatementBatches(_parent, { organizationPrefixedId }, context) {
    return listStatementBatches(statementsScope(context, organizationPrefixedId));
  },
};

export const yearEndStatementMutations: Pick<MutationResolvers, 'startYearEndStatements'> = {
  startYearEndStatements(_parent, { organizationPrefixedId, year, letterTemplatePrefixedId }, context) {
    return startYearEndStatements(
      statementsScope(context, organizationPrefixedId),
      year,
      letterTemplatePrefixedId ?? null,
    );
  },
};
