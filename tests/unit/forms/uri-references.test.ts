import UriResolver from 'fast-uri';
import { describe, expect, it } from 'vitest';
import { equal, resolve } from '../../../src/portal/runtime/forms/uri-references.ts';

// The portal's build gives RJSF these two functions for fast-uri's (vite.config.ts): they must agree
// with the package on what RJSF asks them (a `$ref` against a schema's `$id`).
describe('the URI functions the portal gives RJSF instead of fast-uri', () => {
  const cases: [string, string][] = [
    ['https://example.org/schemas/form.json', 'parts.json#/$defs/phone'],
    ['https://example.org/schemas/form.json', '#/$defs/phone'],
    ['https://example.org/schemas/', 'https://other.org/x.json'],
    ['#', '#/properties/name'],
  ];
  it.each(cases)('resolves %s + %s as fast-uri does', (base, ref) => {
    expect(resolve(base, ref)).toBe(UriResolver.resolve(base, ref));
  });

  it('tells the same URI apart from another as fast-uri does', () => {
    for (const [a, b] of [
      ['https://example.org/a.json', 'https://example.org/a.json#'],
      ['https://EXAMPLE.org/a.json', 'https://example.org/a.json'],
      ['https://example.org/a.json', 'https://example.org/b.json'],
      ['dynamic-form-1', 'dynamic-form-1'],
      ['dynamic-form-1', 'dynamic-form-2'],
    ]) expect(equal(a!, b!)).toBe(UriResolver.equal(a!, b!));
  });
});
