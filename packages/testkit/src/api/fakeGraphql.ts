// For component tests: answers the API client's `graphql` (through `withTestApiClient`) by operation name, and records the calls.
// ApiError comes through `halo_shared/api` as the app's does, so `instanceof ApiError` holds in the code under test.
import { ApiError } from 'halo_shared/api';

/** A typed document: a string (codegen `documentMode: 'string'`) or an AST. */
type DocumentLike =
  string | { toString(): string; definitions?: readonly { kind: string; name?: { value: string } }[] };
type Answer = (variables: Record<string, unknown>) => unknown;

export interface FakeGraphql {
  (document: DocumentLike, variables?: Record<string, unknown>): Promise<unknown>;
  calls: { operation: string; variables: Record<string, unknown> }[];
  answer(operation: string, answer: Answer): void;
  variablesOf(operation: string): Record<string, unknown>[];
}

export function operationName(document: DocumentLike): string {
  if (typeof document === 'object' && document.definitions) {
    const operation = document.definitions.find((definition) => definition.kind === 'OperationDefinition');
    return operation?.name?.value ?? '';
  }
  return /\b(?:query|mutation)\s+(\w+)/.exec(String(document))?.[1] ?? '';
}

export function createFakeGraphql(answers: Record<string, Answer> = {}): FakeGraphql {
  const table = new Map(Object.entries(answers));
  const fake = (async (document: DocumentLike, variables: Record<string, unknown> = {}) => {
    const operation = operationName(document);
    fake.calls.push({ operation, variables });
    const answer = table.get(operation);
    if (!answer) throw new Error(`No fake answer for ${operation}`);
    return answer(variables);
  }) as FakeGraphql;
  fake.calls = [];
  fake.answer = (operation, answer) => table.set(operation, answer);
  fake.variablesOf = (operation) =>
    fake.calls.filter((call) => call.operation === operation).map((call) => call.variables);
  return fake;
}

/** What `graphql` throws for a GraphQL error with these extensions (docs/CONTRACTS.md). */
export function graphqlRefusal(message: string, extensions: Record<string, unknown>): ApiError {
  return new ApiError(message, {
    kind: 'graphql',
    status: 200,
    category: extensions.category,
    errors: [{ message, extensions }],
  });
}
