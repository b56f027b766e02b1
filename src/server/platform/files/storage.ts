/** Where file bytes live. Rows in `files` point at them by `storage_key`. */
export type FileStorage = {
  put(key: string, bytes: Buffer): Promise<void>;
  /** The bytes, or null when the key is unknown. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the bytes; a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Every stored key and when it was written (the orphan sweep looks for bytes no row names). */
  list(): AsyncIterable<{ key: string; writtenAt: Date }>;
};

const KEY = /^[A-Za-z0-9_-]{8,100}$/;

/** Whether `name` is a key the server could have made: a plain token, never a path. */
export const isStorageKey = (name: string): boolean => KEY.test(name);

/** The key itself; throws when it is not a plain token (the server makes keys, never the client). */
export function checkedKey(key: string): string {
  if (!KEY.test(key)) throw new Error('Invalid storage key');
  return key;
}
