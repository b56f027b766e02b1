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
