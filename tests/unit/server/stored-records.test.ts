/** Stored records are answered as stored: no `required` inside an `x-table` schema of an answer (src/server/platform/stored-records.ts). */
import fastJsonStringify from 'fast-json-stringify';
import { describe, expect, it } from 'vitest';
import { asStored } from '../../../src/server/platform/stored-records.ts';

const record = {
  type: 'object',
  'x-table': 'safe_travel_records',
  properties: {
    purpose: { type: 'string' },
    return_date: { type: 'string' },
    travellers: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' }, birth_date: { type: 'string' } }, required: ['name', 'birth_date'] } },
    required: { type: 'boolean' },
  },
  required: ['purpose', 'return_date', 'travellers'],
};
const page = { type: 'object', properties: { count: { type: 'integer' }, results: { type: 'array', items: record } }, required: ['count', 'results'] };

describe('answers of stored records', () => {
  it('serialise a record filed before a field became required, instead of failing', () => {
    const old = { count: 1, results: [{ purpose: 'Visit', travellers: [{ name: 'Ali' }] }] };
    expect(() => fastJsonStringify(page as never)(old)).toThrow();
    expect(JSON.parse(fastJsonStringify(asStored(page) as never)(old))).toEqual(old);
  });

  it('keep every other keyword, a property named like a keyword, and the envelope\'s own required', () => {
    const relaxed = asStored(page) as typeof page;
    expect(relaxed.required).toEqual(['count', 'results']);
    const item = relaxed.properties.results.items as Record<string, unknown> & typeof record;
    expect(item.required).toBeUndefined();
    expect(item.properties.required).toEqual({ type: 'boolean' });
    expect(item.properties.travellers.items.required).toBeUndefined();
    expect(item['x-table']).toBe('safe_travel_records');
    expect(record.required).toHaveLength(3); // the spec's schema is left as it is
  });
});
