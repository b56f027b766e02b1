/** The read-only-field rule (spec/access `readOnly`): only a CHANGED value of a locked field is refused. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changedReadOnlyFields, sameValue } from '../../src/shared/access/read-only-changes.ts';

const FIELDS = ['name', 'email', 'country', 'mission', 'opinion', 'visit_before'] as const;
const value = fc.oneof(fc.string({ maxLength: 6 }), fc.integer({ min: -3, max: 3 }), fc.boolean(), fc.constant(null), fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 3 }), fc.dictionary(fc.constantFrom('a', 'b', 'c'), fc.integer({ min: 0, max: 2 })));
const record = fc.dictionary(fc.constantFrom(...FIELDS), value);
const locked = fc.subarray([...FIELDS]);

/** An independent deep equality: null and absent alike, object key order ignored, array order kept. */
function equal(a: unknown, b: unknown): boolean {
  if (a === null || a === undefined || b === null || b === undefined) return (a ?? null) === (b ?? null);
  if (Array.isArray(a) || Array.isArray(b)) return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => equal(x, b[i]));
  if (typeof a === 'object' && typeof b === 'object') {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((k) => equal((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
  }
  return a === b;
}

/** The same object with its keys in reverse order (JSON that a client built differently). */
const reordered = (v: unknown): unknown =>
  v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).reverse().map(([k, x]) => [k, reordered(x)])) : v;

describe('changedReadOnlyFields', () => {
  it('sending the record back as it was (any part of it, keys in any order) changes nothing', () => {
    fc.assert(
      fc.property(record, locked, fc.func(fc.boolean()), (current, fields, keep) => {
        const body = Object.fromEntries(Object.entries(current).filter(([field]) => keep(field)).map(([field, v]) => [field, reordered(v)]));
        expect(changedReadOnlyFields(fields, current, body)).toEqual([]);
      }),
    );
  });

  it('reports exactly the locked fields sent with another value', () => {
    fc.assert(
      fc.property(record, record, locked, (current, body, fields) => {
        const changed = changedReadOnlyFields(fields, current, body);
        for (const field of FIELDS) {
          const expected = fields.includes(field) && body[field] !== undefined && !equal(body[field], current[field]);
          expect(changed.includes(field), field).toBe(expected);
        }
      }),
    );
  });

  it('never reports a field that is not locked, nor one left out of the body', () => {
    fc.assert(
      fc.property(record, record, locked, (current, body, fields) => {
        for (const field of changedReadOnlyFields(fields, current, body)) {
          expect(fields).toContain(field);
          expect(body[field]).not.toBeUndefined();
        }
      }),
    );
  });

  it('on a new record (nothing stored) any locked value but null is a change', () => {
    fc.assert(
      fc.property(record, locked, (body, fields) => {
        expect(changedReadOnlyFields(fields, {}, body).sort()).toEqual(fields.filter((f) => body[f] !== undefined && body[f] !== null).sort());
      }),
    );
  });

  it('sameValue is an equivalence that ignores key order and treats null as absent', () => {
    fc.assert(
      fc.property(value, value, (a, b) => {
        expect(sameValue(a, a)).toBe(true);
        expect(sameValue(a, reordered(a))).toBe(true);
        expect(sameValue(a, b)).toBe(sameValue(b, a));
        expect(sameValue(a, b)).toBe(equal(a, b));
      }),
    );
    expect(sameValue(null, undefined)).toBe(true);
    expect(sameValue({ a: 1, b: null }, { a: 1 })).toBe(true);
    expect(sameValue(1, '1')).toBe(false);
    expect(sameValue([1, 2], [2, 1])).toBe(false);
  });
});
