import { describe, expect, it } from 'vitest';
import type { OperationSchemas } from '../../../src/shared/operation-schemas.ts';
import { entityBinding } from '../../../src/server/platform/resources/entities.ts';
import { listOrder, listPage } from '../../../src/server/platform/resources/list-query.ts';

const spec = (properties: Record<string, unknown>): OperationSchemas => ({ query: { type: 'object', properties }, responses: {}, filters: {}, search: [] });

describe('list paging', () => {
  it('uses page/page_size with the declared defaults', () => {
    const paged = spec({ page: { default: 1 }, page_size: { default: 10 } });
    expect(listPage(paged, {})).toEqual({ limit: 10, offset: 0 });
    expect(listPage(paged, { page: 3, page_size: 20 })).toEqual({ limit: 20, offset: 40 });
  });

  it('uses limit/offset when the operation declares them', () => {
    const offset = spec({ limit: { default: 15 }, offset: { default: 0 } });
    expect(listPage(offset, {})).toEqual({ limit: 15, offset: 0 });
    expect(listPage(offset, { limit: 15, offset: 30 })).toEqual({ limit: 15, offset: 30 });
  });
});

describe('list ordering', () => {
  const references = entityBinding('reference');

  it('orders by scalar fields and the record columns, newest first by default', () => {
    expect(listOrder(references, undefined)).toBe('r.created_at DESC, r.id DESC');
    expect(listOrder(references, '-views')).toBe("(r.data->>'views')::numeric DESC NULLS LAST, r.id DESC");
    expect(listOrder(references, 'created')).toBe('r.created_at ASC NULLS LAST, r.id ASC');
  });

  it('refuses arrays, files and unknown fields', () => {
    for (const field of ['user_types', 'files', 'password_hash', '-nope']) expect(() => listOrder(references, field)).toThrow();
  });
});
