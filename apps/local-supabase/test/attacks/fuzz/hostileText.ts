import fc from 'fast-check';

/** Property names every plain object inherits, plus the two that rewrite prototypes. */
export const inheritedNames = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'isPrototypeOf',
];

const knownTroublemakers = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00y',
  '\ufeff',
  '\u202e',
  '😀',
  "' or 1=1 --",
  '"; drop table public.products; --',
  '\\',
  '%00',
  '%ZZ',
  '../../../../etc/passwd',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '9'.repeat(40),
  '<script>alert(1)</script>',
  '*',
  ',',
  '()',
  '.',
  '..',
  ...inheritedNames,
];

/** One UTF-16 code unit, lone surrogates included. */
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit));
// Built here rather than with unit 'binary', whose first use maps all 1.1 million code points (2 s).
const codePoint = fc.integer({ min: 0, max: 0x10ffff }).map((point) => String.fromCodePoint(point));

/** Short strings of any code units, and known troublemakers: fit for URLs as well as bodies. */
export const shortHostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.string() },
  { weight: 3, arbitrary: fc.constantFrom(...knownTroublemakers) },
  { weight: 2, arbitrary: fc.string({ unit: codeUnit }) },
  { weight: 1, arbitrary: fc.string({ unit: codePoint }) },
);

/** Strings for bodies: the short ones and, now and then, one past every length limit. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 40, arbitrary: shortHostileString },
  { weight: 1, arbitrary: fc.integer({ min: 256, max: 5_000 }).map((n) => 'x'.repeat(n)) },
);

const jsonScalar: fc.Arbitrary<string> = fc.oneof(
  hostileString.map((s) => JSON.stringify(s)),
  fc.integer().map(String),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => JSON.stringify(n)),
  fc.constantFrom('null', 'true', 'false', '0', '-0', '1e308', '1e999', '12345678901234567890'),
);

const jsonKey: fc.Arbitrary<string> = fc.oneof(
  fc.string(),
  fc.constantFrom(...inheritedNames),
  hostileString,
);

/** An object's text from entries whose values are JSON text already (keys may repeat). */
export function objectText(entries: [string, string][]): string {
  return `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${value}`).join(',')}}`;
}

/**
 * Any JSON value as text, so keys such as `__proto__` and escapes such as `\u0000` or a lone
 * `\ud800` reach the server exactly as written.
 */
export const jsonText: fc.Arbitrary<string> = fc.letrec<{
  value: string;
  array: string;
  object: string;
}>((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, jsonScalar, tie('array'), tie('object')),
  array: fc.array(tie('value'), { maxLength: 4 }).map((items) => `[${items.join(',')}]`),
  object: fc.array(fc.tuple(jsonKey, tie('value')), { maxLength: 4 }).map(objectText),
})).value;

/** Arrays or objects nested around and far beyond the server's depth limit. */
export const deepJsonText: fc.Arbitrary<string> = fc
  .tuple(
    fc.oneof(fc.integer({ min: 505, max: 520 }), fc.integer({ min: 1_000, max: 10_000 })),
    fc.constantFrom(['[', ']'], ['{"a":', '}'], ['{"__proto__":', '}']),
  )
  .map(([depth, [open, close]]) => `${open.repeat(depth)}1${close.repeat(depth)}`);

/** Bodies JSON.parse refuses. */
export const brokenJsonText: fc.Arbitrary<string> = fc.oneof(
  jsonText.map((text) => text.slice(0, Math.max(0, text.length - 1))),
  jsonText.map((text) => `${text},`),
  fc.constantFrom('{', '[', '{"a":}', "{'a':1}", 'undefined', 'NaN', '\ufeff{}', '{"a":1}}', '"'),
);

/** Large bodies, up to past the 1 MiB body limit. */
export const hugeJsonText: fc.Arbitrary<string> = fc
  .integer({ min: 500_000, max: 1_200_000 })
  .map((n) => JSON.stringify({ name: 'x'.repeat(n) }));

/** The text a JSON field holds: usually the expected string, often anything at all. */
export function fieldValue(expected: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: expected.map((s) => JSON.stringify(s)) },
    { weight: 2, arbitrary: jsonText },
  );
}

/** Any subset of the given fields, each with a value of its own. */
export function someOf(
  fields: Record<string, fc.Arbitrary<string>>,
): fc.Arbitrary<[string, string][]> {
  return fc
    .record(fields, { requiredKeys: [] })
    .map((picked) =>
      Object.entries(picked).filter((entry): entry is [string, string] => entry[1] !== undefined),
    );
}

/**
 * A JSON body for an endpoint: its known fields in any combination with any values, extra and
 * inherited keys, other JSON, deep or huge JSON, broken JSON, raw bytes, or nothing.
 */
export function requestBody(
  fields: Record<string, fc.Arbitrary<string>>,
): fc.Arbitrary<Uint8Array | undefined> {
  const extra = fc.array(fc.tuple(jsonKey, jsonText), { maxLength: 3 });
  const fieldObject = fc
    .tuple(someOf(fields), extra)
    .map(([picked, more]) => objectText([...picked, ...more]));
  return fc
    .oneof(
      { weight: 300, arbitrary: fieldObject },
      { weight: 90, arbitrary: jsonText },
      { weight: 30, arbitrary: deepJsonText },
      { weight: 30, arbitrary: brokenJsonText },
      { weight: 30, arbitrary: fc.uint8Array({ maxLength: 256 }) },
      { weight: 30, arbitrary: fc.constant(undefined) },
      // About ten a run: each costs a megabyte of upload.
      { weight: 1, arbitrary: hugeJsonText },
    )
    .map((body) => (typeof body === 'string' ? Buffer.from(body, 'utf8') : body));
}
