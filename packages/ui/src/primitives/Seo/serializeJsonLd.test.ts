import { describe, expect, it } from 'vitest';
import { serializeJsonLd } from './serializeJsonLd';

describe('serializeJsonLd', () => {
  it('cannot be broken out of by a closing script tag in a value', () => {
    const name = '</script><script>alert(1)</script>';
    const json = serializeJsonLd({ name });
    expect(json).not.toMatch(/<\/?script/i);
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ name });
  });

  it('escapes ampersands, HTML comments and line separators but keeps the data identical', () => {
    const data = { text: 'Tom & Jerry <!-- x --> \u2028 \u2029' };
    const json = serializeJsonLd(data);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(data);
  });
});
