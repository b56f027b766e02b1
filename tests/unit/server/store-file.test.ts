import { describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../../../src/server/db/database.ts';
import { memoryStorage } from '../../../src/server/platform/files/memory-storage.ts';
import { storeFile } from '../../../src/server/platform/files/store-file.ts';

const file = { ownerEntity: 'reference', field: 'files', name: 'a.pdf', contentType: 'application/pdf', createdBy: 1, bytes: Buffer.from('%PDF-1.4') };

function fakeDb(failAt: 'insert' | 'commit' | 'never'): Database {
  const tx: Queryable = {
    async query<T>() {
      if (failAt === 'insert') throw new Error('insert failed');
      return { rows: [{ id: 1 } as T] };
    },
    async exec() {},
  };
  return {
    kind: 'pglite',
    ...tx,
    async transaction(fn) {
      const result = await fn(tx);
      if (failAt === 'commit') throw new Error('commit failed');
      return result;
    },
    async close() {},
  } as Database;
}

describe('storeFile', () => {
  it('keeps the bytes when row and bytes both commit', async () => {
    const storage = memoryStorage();
    await storeFile(fakeDb('never'), storage, file);
    expect(storage.keys()).toHaveLength(1);
  });

  it.each(['insert', 'commit'] as const)('leaves no orphan bytes when the %s fails', async (failAt) => {
    const storage = memoryStorage();
    await expect(storeFile(fakeDb(failAt), storage, file)).rejects.toThrow();
    expect(storage.keys()).toEqual([]);
  });
});
