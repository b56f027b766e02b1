import { describe, expect, it } from 'vitest';
import { INTEGER_MAX, withIntegerBounds } from '../../../src/server/platform/integer-bounds.ts';
import { isStorableText } from '../../../src/server/platform/input-text.ts';

describe('the request edge', () => {
  it('refuses NUL and lone surrogates, keeps whole pairs', () => {
    expect(['', 'plain', 'عربي', 'water 💧'].map(isStorableText)).toEqual([true, true, true, true]);
    expect(['a\u0000b', '\ud800', 'x\udc00', '\udc00\ud800', '💧'.slice(0, 1)].map(isStorableText)).toEqual([false, false, false, false, false]);
  });

  it('bounds integers that declare no maximum, leaves the rest and the original alone', () => {
    const schema = { type: 'object', properties: { id: { type: 'integer', minimum: 1 }, size: { type: 'integer', enum: [10, 9999] }, limit: { type: 'integer', maximum: 9999 }, amount: { type: 'number' }, files: { type: 'array', items: { type: 'object', properties: { id: { type: ['integer', 'null'] } } } } } };
    const bounded = withIntegerBounds(schema);
    expect(bounded.properties.id).toEqual({ type: 'integer', minimum: 1, maximum: INTEGER_MAX });
    expect(bounded.properties.limit).toEqual({ type: 'integer', maximum: 9999, minimum: -2147483648 });
    expect(bounded.properties.amount).toEqual({ type: 'number' });
    expect(bounded.properties.files.items.properties.id).toMatchObject({ maximum: INTEGER_MAX });
    expect(schema.properties.id).toEqual({ type: 'integer', minimum: 1 });
  });
});
