import { describe, expect, it } from 'vitest';
import { fieldWithUnstorableText, maxJsonDepth, parseJson } from '../../src/http/jsonInput.ts';

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('parseJson', () => {
  it('accepts nesting up to the limit and refuses one level more', () => {
    expect(parseJson(nested(maxJsonDepth))).toMatchObject({ ok: true });
    expect(parseJson(nested(maxJsonDepth + 1))).toEqual({
      ok: false,
      reason: `nested deeper than ${maxJsonDepth} levels`,
    });
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    const text = JSON.stringify({ a: `\\"${'['.repeat(maxJsonDepth * 2)}` });
    expect(parseJson(text)).toEqual({ ok: true, value: JSON.parse(text) });
  });

  it('reports syntax errors', () => {
    expect(parseJson('{"a": ')).toMatchObject({ ok: false, reason: expect.any(String) });
  });
});

describe('fieldWithUnstorableText', () => {
  it('names the top-level field holding a NUL or an unpaired surrogate, in values or keys', () => {
    expect(fieldWithUnstorableText({ email: 'a\u0000@b.c' })).toBe('email');
    expect(fieldWithUnstorableText({ ok: 'x', data: { list: ['fine', 'half \ud800'] } })).toBe(
      'data',
    );
    expect(fieldWithUnstorableText({ data: { ['\udc00key']: 1 } })).toBe('data');
    expect(fieldWithUnstorableText({ ['top\u0000']: 1 })).toBe('top\u0000');
  });

  it('accepts paired surrogates and ordinary text', () => {
    expect(
      fieldWithUnstorableText({ name: 'emoji 😀 and ünïcode', n: 1, b: null }),
    ).toBeUndefined();
  });
});
