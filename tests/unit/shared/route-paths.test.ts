// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { paramsFrom, pathOf } from '../../../src/portal/lib/route-paths.ts';
import { safeNext } from '../../../src/portal/app/guards.tsx';

describe('route paths from spec/screens', () => {
  it('builds a route path with its params', () => {
    expect(pathOf('references.preview', { id: 7 })).toBe('/references/preview/7');
    expect(pathOf('references.list', { status: 'all' })).toBe('/references/all');
  });

  it('takes params from a record, keeping literal values', () => {
    expect(paramsFrom({ id: 'id', status: 'all' }, { id: 12 })).toEqual({ id: '12', status: 'all' });
  });

  it('refuses to send the user off-site after login', () => {
    expect(safeNext('/references/all?page=2')).toBe('/references/all?page=2');
    expect(safeNext('//evil.example/x')).toBe('/overview');
    expect(safeNext('https://evil.example')).toBe('/overview');
    expect(safeNext(null)).toBe('/overview');
  });
});
