// The GraphQL side of http/nulCharactersPlugin.ts: variables or string literals carrying U+0000 (or a
// lone surrogate, http/nulCharacter.ts) are refused with the portal's validation error (docs/CONTRACTS.md), before any resolver passes them
// to PostgreSQL, whose text type cannot hold U+0000 (such input answered the masked
// internal error).
import { translateValidation } from '@halo/domain';
import { visit, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { graphqlErrorOf } from '../http/errors/refusalAnswers';
import { isStorableText, nulCharacterPath } from '../http/nulCharacter';
import type { GraphQLContext } from './context';
import { validationError } from './portalErrors';

/** The argument whose literal string holds U+0000 (`_` outside any argument), or null. */
function literalNulArgument(document: DocumentNode): string | null {
  let found: string | null = null;
  const argumentNames: string[] = [];
  visit(document, {
    Argument: {
      enter: (node) => void argumentNames.push(node.name.value),
      leave: () => void argumentNames.pop(),
    },
    StringValue: (node) => {
      if (found === null && !isStorableText(node.value)) found = argumentNames.at(-1) ?? '_';
    },
  });
  return found;
}

export function nulCharacterGuard(): Plugin<GraphQLContext> {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const field = nulCharacterPath(args.variableValues ?? {}) ?? literalNulArgument(args.document);
      if (field === null) return;
      const { locale } = (args.contextValue as GraphQLContext).request;
      setResultAndStopExecution({
        errors: [
          graphqlErrorOf(
            validationError({ [field]: [translateValidation('validation.invalid', {}, locale)] }),
          ),
        ],
      });
    },
  };
}
