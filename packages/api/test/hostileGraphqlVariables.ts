// Hostile GraphQL variables derived from schema.graphql: for each variable of an operation
// either its valid value, a value of its declared type that is still nasty (Int extremes for page
// and perPage, negative or fractional Cents, absurd dates, 100 000-character strings, unicode), or
// a value of the wrong type altogether. Input objects and lists mix the three field by field.
import * as fc from 'fast-check';
import {
  buildSchema,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  parse,
  typeFromAST,
  type GraphQLEnumType,
  type GraphQLInputObjectType,
  type GraphQLInputType,
  type GraphQLList,
  type GraphQLScalarType,
  type OperationDefinitionNode,
} from 'graphql';
import { schemaSource } from '../src/graphql/schemaSource';
import { hostileCents, hostileString, hostileValue, unicodeText } from './hostileValues';

export const portalSchema = buildSchema(schemaSource);

/** Values worth trying for a String or ID by its name, besides the generic hostile strings. */
export type NamedValues = Record<string, fc.Arbitrary<unknown>>;

const INT_EXTREMES = fc.constantFrom(0, -1, 1, 2, 19, 21, 250, 251, 2_147_483_647, -2_147_483_648, 1_000_000);

function scalarValue(typeName: string, name: string, named: NamedValues): fc.Arbitrary<unknown> {
  switch (typeName) {
    case 'Int':
      return fc.oneof(INT_EXTREMES, fc.integer());
    case 'Float':
      return fc.double({ noNaN: true, noDefaultInfinity: true });
    case 'Boolean':
      return fc.boolean();
    case 'Cents':
      // A custom scalar: GraphQL lets any JSON through, so the resolvers must check it.
      return fc.oneof(
        { weight: 3, arbitrary: hostileCents },
        { weight: 2, arbitrary: fc.integer({ min: 1, max: 5_000_000 }) },
        { weight: 1, arbitrary: hostileValue },
      );
    default:
      return named[name]
        ? fc.oneof(
            { weight: 2, arbitrary: named[name]! },
            { weight: 2, arbitrary: hostileString },
            unicodeText,
          )
        : fc.oneof({ weight: 3, arbitrary: hostileString }, unicodeText);
  }
}

/** A value of `type` (nasty, but of that type; null only where the type allows it). */
function typedValue(
  type: GraphQLInputType,
  name: string,
  base: unknown,
  named: NamedValues,
): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return valueOf(type.ofType, name, base, named);
  return fc.oneof(
    { weight: 6, arbitrary: valueOf(type, name, base, named) },
    { weight: 1, arbitrary: fc.constant(null) },
  );
}

function valueOf(
  type: GraphQLScalarType | GraphQLEnumType | GraphQLInputObjectType | GraphQLList<GraphQLInputType>,
  name: string,
  base: unknown,
  named: NamedValues,
): fc.Arbitrary<unknown> {
  if (isListType(type)) {
    const list = fc.array(typedValue(type.ofType, name, Array.isArray(base) ? base[0] : undefined, named), {
      maxLength: 4,
    });
    return Array.isArray(base) ? fc.oneof(fc.constant(base), list) : list;
  }
  if (isEnumType(type)) return fc.constantFrom(...type.getValues().map((value) => value.name));
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields());
    const baseObject = (base ?? {}) as Record<string, unknown>;
    return fc.record(
      Object.fromEntries(
        fields.map((field) => [
          field.name,
          fieldValue(field.type, field.name, baseObject[field.name], named),
        ]),
      ),
      { requiredKeys: fields.filter((field) => isNonNullType(field.type)).map((field) => field.name) },
    );
  }
  return scalarValue(type.name, name, named);
}

/** A field of an input object: mostly its valid value, sometimes a typed nasty one. */
function fieldValue(
  type: GraphQLInputType,
  name: string,
  base: unknown,
  named: NamedValues,
): fc.Arbitrary<unknown> {
  const typed = typedValue(type, name, base, named);
  return base === undefined
    ? typed
    : fc.oneof({ weight: 2, arbitrary: fc.constant(base) }, { weight: 1, arbitrary: typed });
}

/** The declared variables of `document` with their schema types. */
export function declaredVariables(document: string): Array<{ name: string; type: GraphQLInputType }> {
  const operation = parse(document).definitions[0] as OperationDefinitionNode;
  return (operation.variableDefinitions ?? []).map((definition) => ({
    name: definition.variable.name.value,
    type: typeFromAST(portalSchema, definition.type as never) as GraphQLInputType,
  }));
}

/**
 * Variables for `document`, from its valid `base`: mostly one to three variables replaced by values
 * of their declared type (reaching the resolvers' own checks), sometimes one replaced by a value of
 * another type or left out (GraphQL's coercion must refuse it before any resolver runs).
 */
export function hostileVariables(
  document: string,
  base: Record<string, unknown>,
  named: NamedValues,
): fc.Arbitrary<Record<string, unknown>> {
  const declared = declaredVariables(document);
  const withValues = (values: Record<string, unknown>) =>
    Object.fromEntries(Object.entries({ ...base, ...values }).filter(([, value]) => value !== undefined));
  const typed = fc
    .subarray(declared, { minLength: 1, maxLength: Math.min(3, declared.length) })
    .chain((chosen) =>
      fc
        .tuple(...chosen.map(({ name, type }) => typedValue(type, name, base[name], named)))
        .map((values) =>
          withValues(Object.fromEntries(chosen.map(({ name }, index) => [name, values[index]]))),
        ),
    );
  const violating = fc
    .tuple(fc.constantFrom(...declared), fc.oneof(hostileValue, fc.constant(undefined)))
    .map(([{ name }, value]) => withValues({ [name]: value }));
  return fc.oneof({ weight: 4, arbitrary: typed }, { weight: 1, arbitrary: violating });
}
