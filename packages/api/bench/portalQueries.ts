// The portal's own operations, read from the files the browser's client is generated from (one per
// feature: shared/src/graphql/operations/portal-*.graphql, and current-user.graphql's `Me`, which
// every signed-in page asks first), so the benchmarks send the same
// selections the donor's browser asks for and cannot drift from them. The API may not import the
// shared package; reading the documents is not importing them.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Kind, parse, print, type DefinitionNode, type OperationDefinitionNode } from 'graphql';

const operationsDir = path.join(__dirname, '../../../shared/src/graphql/operations');

const portalOperations: DefinitionNode[] = readdirSync(operationsDir)
  .filter(
    (file) => (file.startsWith('portal-') && file.endsWith('.graphql')) || file === 'current-user.graphql',
  )
  .flatMap((file) => parse(readFileSync(path.join(operationsDir, file), 'utf8')).definitions);

/** One operation of the portal's document, as the text a POST /graphql carries. */
function portalOperation(name: string): string {
  const operation = portalOperations.find(
    (definition): definition is OperationDefinitionNode =>
      definition.kind === Kind.OPERATION_DEFINITION && definition.name?.value === name,
  );
  if (!operation) throw new Error(`no portal document in ${operationsDir} has an operation ${name}`);
  return print(operation);
}

export const ME = portalOperation('Me');
export const DONOR_CONTRIBUTIONS = portalOperation('DonorContributions');
export const DONOR_DASHBOARD_REPORT = portalOperation('DonorDashboardReport');
export const RECENT_ACTIVITY = portalOperation('RecentActivity');
export const DONOR_CONTRIBUTIONS_REPORT = portalOperation('DonorContributionsReport');

/** A POST /graphql body. */
export function graphqlBody(query: string, variables: Record<string, unknown>): string {
  return JSON.stringify({ query, variables });
}
