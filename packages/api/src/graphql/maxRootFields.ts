// A cap on the top-level fields of one operation. graphql-armor caps aliases, depth and tokens; a
// document may still name many different root fields (or the same mutation under fragments), each
// a resolver run, so this counts them, fragments included.
import { GraphQLError, Kind, type SelectionSetNode, type ValidationContext, type ASTVisitor } from 'graphql';
import type { Plugin } from 'graphql-yoga';

function countRootFields(
  selectionSet: SelectionSetNode,
  context: ValidationContext,
  seen: Set<string>,
): number {
  let count = 0;
  for (const selection of selectionSet.selections) {
    // `__typename` counts too: aliased, each one is one more answer to build.
    if (selection.kind === Kind.FIELD) count += 1;
    else if (selection.kind === Kind.INLINE_FRAGMENT)
      count += countRootFields(selection.selectionSet, context, seen);
    else {
      const name = selection.name.value;
      if (seen.has(name)) continue;
      seen.add(name);
      const fragment = context.getFragment(name);
      if (fragment) count += countRootFields(fragment.selectionSet, context, seen);
    }
  }
  return count;
}

export function maxRootFieldsRule(limit: number) {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(operation) {
      const count = countRootFields(operation.selectionSet, context, new Set());
      if (count > limit) {
        context.reportError(
          new GraphQLError(`Root fields limit of ${limit} exceeded, found ${count}.`, { nodes: [operation] }),
        );
      }
    },
  });
}

export function maxRootFieldsPlugin(limit: number): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(maxRootFieldsRule(limit));
    },
  };
}
