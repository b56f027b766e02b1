/** File bytes in memory, for tests. */
import type { FileStorage } from './storage.ts';

/** A storage that forgets everything when the process ends; `keys()` lets tests look inside. */
export function memoryStorage(): FileStorage & { keys(): string[] } {
  const files = new Map<string, Buffer>();
  return {
    async put(key, bytes) {
      files.set(key, Buffer.from(bytes));
    },
    async get(key) {
      return files.get(key) ?? null;
    },
    async delete(key) {
      files.delete(key);
    },
    keys: () => [...files.keys()],
  };
}
