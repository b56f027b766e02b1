import { describe, expect, it } from 'vitest';
import { isStalePlan, StatementNames } from '../../../src/server/db/prepared-statements.ts';

describe('statement names', () => {
  it('gives one name per text, none past the limit, and a new one after a stale plan', () => {
    const names = new StatementNames(2);
    const first = names.nameOf('SELECT 1');
    expect(first).toBeDefined();
    expect(names.nameOf('SELECT 1')).toBe(first);
    const second = names.nameOf('SELECT 2');
    expect(second).not.toBe(first);
    expect(names.nameOf('SELECT 3')).toBeUndefined(); // past the limit: runs unnamed
    const renamed = names.rename('SELECT 1');
    expect([first, second]).not.toContain(renamed);
    expect(names.nameOf('SELECT 1')).toBe(renamed);
    expect(names.nameOf('SELECT 3')).toBeUndefined();
  });

  it('tells the stale-plan refusal from other errors', () => {
    expect(isStalePlan(Object.assign(new Error('cached plan must not change result type'), { code: '0A000' }))).toBe(true);
    expect(isStalePlan(Object.assign(new Error('cannot change TOAST relation'), { code: '0A000' }))).toBe(false);
    expect(isStalePlan(new Error('cached plan must not change result type'))).toBe(false);
  });
});
