// The portal's own operations, read from the file the browser's client is generated from
// (shared/src/graphql/operations/portal-activity.graphql), so the benchmarks send the same selections
// the donor's browser asks for and cannot drift from them. The API may not import the shared package;
// reading the document is not importing it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Kind, parse, print, type OperationDefinitionNode } from 'graphql';

const portalOperations = parse(
  readFileSync(
    path.join(__dirname, '../../../shared/src/graphql/operations/portal-activity.graphql'),
    'utf8',
  ),
);

/** One operation of the portal's document, as the text a POST /graphql carries. */
function portalOperation(name: string): string {
  const operation = portalOperations.definitions.find(
    (definition): definition is OperationDefinitionNode =>
      definition.kind === Kind.OPERATION_DEFINITION && definition.name?.value === name,
  );
  if (!operation) throw new Error(`portal-activity.graphql has no operation ${name}`);
  return print(operation);
}

export const DONOR_CONTRIBUTIONS = portalOperation('DonorContributions');
export const DONOR_DASHBOARD_REPORT = portalOperation('DonorDashboardReport');
export const RECENT_ACTIVITY = portalOperation('RecentActivity');
export const DONOR_CONTRIBUTIONS_REPORT = portalOperation('DonorContributionsReport');

/** A POST /graphql body. */
export function graphqlBody(query: string, variables: Record<string, unknown>): string {
  return JSON.stringify({ query, variables });
}
