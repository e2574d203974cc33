// fast-check arbitraries of hostile input for the hardening suite: what a broken client, a
// fuzzer or an attacker may put where a field is expected. Used by hostileInputRest.test.ts and
// hostileInputGraphql.test.ts; JSON text is built by jsonText.ts so keys such as `__proto__` and
// number literals that JavaScript cannot hold (1e400) reach the server as written.
import * as fc from 'fast-check';
import { RawJson } from './jsonText';

/** Strings that break naive code: control and invisible characters, bidi overrides, lone surrogates. */
const NASTY_STRINGS = [
  '',
  ' ',
  '   \t\n',
  '\u0000',
  'a\u0000b',
  'Sam\u0000',
  '\u200b',
  'zero\u200bwidth\u200d',
  '\ufeffbom',
  '\u202eevil\u202c',
  'مرحبا بالعالم',
  'שלום',
  '\ud800',
  '\udfff',
  'x\ud83d',
  '😀',
  '👨‍👩‍👧‍👦',
  '🏳️‍🌈',
  'Z̴̡̢̛̗̘̙̜̝̞̟̠̀́̂̃̄̅̆̇̈̉̊',
  '\u0007\u001b[31m',
  '\r\n\r\n',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-Infinity',
  'true',
  '[]',
  '{}',
  '-0',
  '0',
  '-1',
  '1e308',
  '1e400',
  '0x1F',
  '１２３',
  '١٢٣',
  '12.345',
  '9007199254740993',
  "' OR '1'='1' --",
  "Robert'); DROP TABLE users;--",
  '<script>alert(1)</script>',
  '{{7*7}}',
  '${7*7}',
  '%00',
  '%s%s%n',
  '../../etc/passwd',
  'C:\\Windows\\System32',
  'usr_',
  'org_',
  'fund_',
  'pm_',
  'cus_',
  'rcg_',
  '2024-02-30',
  '0000-00-00',
  '9999-12-31',
  '-271821-04-20',
  '+275760-09-13',
  '2030-01-01T00:00:00Z',
  'a@b',
  'donor@example.com\u0000',
  ' donor@example.com ',
  'DONOR@EXAMPLE.COM',
];

/** Text that is valid Unicode but far from ASCII: what a real donor's name may look like, and worse. */
export const unicodeText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }),
  fc.string({ unit: 'grapheme-composite', minLength: 1, maxLength: 12 }),
  fc.constantFrom('José Müller', '李小龍', 'Ngọc Ánh', 'مرحبا', 'שלום', '😀 Smile', 'Zoë\u200d'),
);

/** A long string: 256 characters (one past our text columns), 10 kB, or 100 000 characters. */
const longString: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom(256, 10_000, 100_000), fc.constantFrom('x', 'é', '😀', '\u200b', ' '))
  .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length));

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: unicodeText },
  { weight: 1, arbitrary: longString },
  { weight: 1, arbitrary: fc.double({ noNaN: true }).map(String) },
  { weight: 1, arbitrary: fc.bigInt().map(String) },
);

/** Numbers JSON can carry (NaN and ±Infinity cannot; see hostileNumberLiteral for those). */
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      -0,
      0,
      -1,
      1,
      0.1,
      0.5,
      99.99,
      100.5,
      -100,
      -5000,
      2 ** 31 - 1,
      2 ** 31,
      -(2 ** 31) - 1,
      2 ** 53,
      Number.MAX_SAFE_INTEGER,
      Number.MAX_SAFE_INTEGER + 2,
      -Number.MAX_SAFE_INTEGER - 2,
      1e21,
      1e308,
      -1e308,
      Number.MAX_VALUE,
      Number.MIN_VALUE,
      Number.EPSILON,
      1e-7,
    ),
  },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
);

/** Cents that must never be accepted as money: negative, fractional, zero, beyond safe integers. */
export const hostileCents: fc.Arbitrary<number> = fc.oneof(
  fc.integer({ min: -10_000_000, max: 0 }),
  fc
    .tuple(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.constantFrom(0.5, 0.01, 0.999, 0.1))
    .map(([whole, fraction]) => whole + fraction),
  fc.constantFrom(-0, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 31, 2 ** 53 + 1, 1e21),
);

/** Number literals that JSON.parse turns into Infinity, -0 or a rounded value. */
export const hostileNumberLiteral: fc.Arbitrary<RawJson> = fc
  .constantFrom(
    '1e400',
    '-1e400',
    '-0.0',
    '1' + '0'.repeat(400),
    '123456789012345678901234567890',
    '0.000000000000000000000000000001',
    '5000.0000000000000001',
    '1E2',
  )
  .map((text) => new RawJson(text));

/** `[[[…]]]` or `{"a":{"a":…}}`, deep enough to overflow a recursive walker. */
export const deepNesting: fc.Arbitrary<RawJson> = fc
  .tuple(fc.constantFrom(100, 5_000, 20_000), fc.boolean())
  .map(([depth, arrays]) =>
    arrays
      ? new RawJson('['.repeat(depth) + ']'.repeat(depth))
      : new RawJson('{"a":'.repeat(depth) + '1' + '}'.repeat(depth)),
  );

export const hostileScalar: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 3, arbitrary: hostileNumber },
  { weight: 1, arbitrary: hostileNumberLiteral },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
);

/** Any hostile JSON value: scalars, arrays where a scalar is expected, objects, deep nesting. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: hostileScalar },
  { weight: 1, arbitrary: fc.array(hostileScalar, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(hostileString, hostileScalar, { maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.constantFrom([], {}, [null], [[]], { value: 1 }) },
  { weight: 1, arbitrary: deepNesting },
);

/** Keys a body should not have: prototype pollution, odd spellings of real keys, unicode. */
export const hostileKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'),
  fc.constantFrom('amount ', 'AMOUNT', 'amount\u0000', 'emaіl' /* Cyrillic і */, '', ' '),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 12 }),
);

/** An object with an own `key` property, even for `__proto__` (a literal would set the prototype). */
export function withOwnKey(
  object: Record<string, unknown>,
  key: string,
  value: unknown,
): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...object };
  Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}

export type PayloadMutation =
  | { kind: 'replace'; field: string; value: unknown }
  | { kind: 'remove'; field: string }
  | { kind: 'add'; key: string; value: unknown }
  | { kind: 'replaceMany'; values: Record<string, unknown> }
  | { kind: 'whole'; value: unknown };

/**
 * A valid payload made hostile: one field replaced, removed, an extra key added, several fields
 * replaced, or the whole body swapped for random JSON. `fieldValues` may offer extra, field-specific
 * values (e.g. hostile cents for `amount`) besides the generic hostile ones.
 */
export function payloadMutation(
  base: Record<string, unknown>,
  fieldValues: Record<string, fc.Arbitrary<unknown>> = {},
): fc.Arbitrary<PayloadMutation> {
  const fields = Object.keys(base);
  const valueFor = (field: string) =>
    fieldValues[field] ? fc.oneof(hostileValue, fieldValues[field]!) : hostileValue;
  const field = fc.constantFrom(...fields);
  return fc.oneof(
    {
      weight: 5,
      arbitrary: field.chain((name) =>
        valueFor(name).map((value): PayloadMutation => ({ kind: 'replace', field: name, value })),
      ),
    },
    { weight: 1, arbitrary: field.map((name): PayloadMutation => ({ kind: 'remove', field: name })) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(hostileKey, hostileValue)
        .map(([key, value]): PayloadMutation => ({ kind: 'add', key, value })),
    },
    {
      weight: 2,
      arbitrary: fc.subarray(fields, { minLength: Math.min(2, fields.length) }).chain((names) =>
        fc.tuple(...names.map((name) => valueFor(name))).map((values): PayloadMutation => ({
          kind: 'replaceMany',
          values: Object.fromEntries(names.map((name, index) => [name, values[index]])),
        })),
      ),
    },
    {
      weight: 1,
      arbitrary: fc
        .oneof(fc.jsonValue({ maxDepth: 3 }), hostileValue)
        .map((value): PayloadMutation => ({ kind: 'whole', value })),
    },
  );
}

export function applyMutation(base: Record<string, unknown>, mutation: PayloadMutation): unknown {
  switch (mutation.kind) {
    case 'replace':
      return withOwnKey(base, mutation.field, mutation.value);
    case 'remove': {
      const { [mutation.field]: _removed, ...rest } = base;
      return rest;
    }
    case 'add':
      return withOwnKey(base, mutation.key, mutation.value);
    case 'replaceMany':
      return Object.entries(mutation.values).reduce<Record<string, unknown>>(
        (body, [field, value]) => withOwnKey(body, field, value),
        base,
      );
    case 'whole':
      return mutation.value;
  }
}

/** The X-Locale of a request: English, or twice as often Spanish (whose 422s get compared with English). */
export const requestLocale: fc.Arbitrary<'en' | 'es'> = fc.constantFrom('en', 'es', 'es');

/** Dates worth trying where the API expects `YYYY-MM-DD`. */
export function dateValues(today: string): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.constantFrom(today, '2999-12-31', '2000-01-01', '2024-02-29', '2023-02-29', '2030-13-01', '2030-1-1'),
    fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
    fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
  );
}
