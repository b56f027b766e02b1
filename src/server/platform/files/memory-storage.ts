/** File bytes in memory, for tests. */
import type { FileStorage } from './storage.ts';

/** A storage that forgets everything when the process ends; `keys()` lets tests look inside. */
export function memoryStorage(): FileStorage & { keys(): string[] } {
  const files = new Map<string, { bytes: Buffer; writtenAt: Date }>();
  return {
    async put(key, bytes) {
      files.set(key, { bytes: Buffer.from(bytes), writtenAt: new Date() });
    },
    async get(key) {
      return files.get(key)?.bytes ?? null;
    },
    async delete(key) {
      files.delete(key);
    },
    async *list() {
      for (const [key, { writtenAt }] of [...files]) yield { key, writtenAt };
    },
    keys: () => [...files.keys()],
  };
}
