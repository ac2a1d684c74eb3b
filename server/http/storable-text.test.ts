import { describe, expect, it } from 'vitest';
import { unstorableText } from './storable-text';

describe('unstorableText', () => {
  it('finds NUL and unpaired surrogates in nested strings and names their path', () => {
    const body = JSON.parse(
      '{"a":"ok","metadata":{"k":"x\\u0000y","list":["fine","\\ud800x"]},"pair":"\\ud83d\\ude00"}',
    );
    expect(
      unstorableText(body)
        .map((i) => i.path)
        .sort(),
    ).toEqual(['metadata.k', 'metadata.list.1']);
  });

  it('checks keys too', () => {
    const body = JSON.parse('{"preferences":{"a\\u0000b":1,"\\udfff":2}}');
    expect(
      unstorableText(body)
        .map((i) => i.path)
        .sort(),
    ).toEqual(['preferences.\\udfff', 'preferences.a\\u0000b']);
  });

  it('accepts emoji, other scripts and deep nesting', () => {
    let deep: unknown = 'leaf 😀 مرحبا';
    for (let i = 0; i < 5000; i++) deep = [deep];
    expect(unstorableText(deep)).toEqual([]);
  });
});
