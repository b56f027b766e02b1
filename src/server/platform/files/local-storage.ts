/** File bytes in a local folder (`${DATA_DIR}/files`), fanned out by key prefix. */
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { checkedKey, isStorageKey, type FileStorage } from './storage.ts';

/** The names in a folder; none when it does not exist (nothing stored yet). */
async function namesIn(folder: string): Promise<string[]> {
  try {
    return await readdir(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** A storage in `root`; keys must be plain tokens (the server makes them, never the client). */
export function localStorage(root: string): FileStorage {
  const pathOf = (key: string) => join(root, key.slice(0, 2), checkedKey(key));
  return {
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      await writeFile(`${path}.part`, bytes);
      await rename(`${path}.part`, path);
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async *list() {
      for (const prefix of await namesIn(root)) {
        for (const key of await namesIn(join(root, prefix))) {
          if (!isStorageKey(key)) continue; // a `.part` being written
          const written = await stat(join(root, prefix, key)).catch(() => null);
          if (written) yield { key, writtenAt: written.mtime };
        }
      }
    },
  };
}
