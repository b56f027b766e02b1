import { describe, expect, it } from 'vitest';
import { describeDatabaseFailure, isDatabaseUnavailable } from '../../../src/server/db/database-faults.ts';
import { keyFieldOf } from '../../../src/server/platform/database-errors.ts';

describe('database faults', () => {
  it('tells an unreachable or stalled database from a refused statement', () => {
    for (const error of [{ code: 'ECONNREFUSED' }, { code: '57P01' }, { code: '08006' }, { code: '57014' }, new Error('Connection terminated unexpectedly'), new Error('timeout exceeded when trying to connect'), new Error('Query read timeout'), new Error('PGlite is closed')]) {
      expect(isDatabaseUnavailable(error), JSON.stringify(error) + String(error)).toBe(true);
    }
    for (const error of [{ code: '23505' }, { code: '22P02' }, { code: '42P01' }, new Error('boom'), null, 'text']) expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('says in one line what went wrong, never the password', () => {
    const url = 'postgres://portal:secret@db.example:6543/portal';
    expect(describeDatabaseFailure({ code: 'ECONNREFUSED', message: 'connect ECONNREFUSED' }, url)).toBe('nothing listens at db.example:6543/portal (connection refused)');
    expect(describeDatabaseFailure({ code: 'ENOTFOUND' }, url)).toBe('the host of db.example:6543/portal is not known');
    expect(describeDatabaseFailure({ code: '3D000', message: 'database "portal" does not exist' }, url)).toBe('database "portal" does not exist at db.example:6543/portal');
    expect(describeDatabaseFailure(new Error('Connection terminated due to connection timeout\n    at x'), url)).toBe('db.example:6543/portal did not answer in time (Connection terminated due to connection timeout)');
    expect(describeDatabaseFailure({ code: '28P01', message: 'password authentication failed for user "portal"' }, url)).not.toContain('secret');
  });

  it('names the field of a unique key', () => {
    expect(keyFieldOf('Key (lower(username))=(twice.made) already exists.')).toBe('username');
    expect(keyFieldOf("Key ((data ->> 'uid'::text))=(abc) already exists.")).toBe('uid');
    expect(keyFieldOf('Key (form, record, field)=(1, 2, name) already exists.')).toBe('field');
    expect(keyFieldOf('something else')).toBeUndefined();
  });
});
