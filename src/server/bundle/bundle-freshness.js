/**
 * Is the server's bundle (dist/server, build-server-bundle.ts) made from the sources as they are now?
 * Plain JavaScript: src/server/start.js asks before anything is loaded through tsx. The bundle's
 * manifest names every file it was built from with its size, modification time and SHA-256; a file
 * whose size or time differs is hashed again, so a checkout that only touched times still counts as
 * fresh, and any changed, missing or unreadable input makes the bundle stale.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Where the manifest lives under the project's root. */
export const MANIFEST = join('dist', 'server', 'manifest.json');

/** SHA-256 of a file's bytes, hex. */
export const sha256Of = (path) => createHash('sha256').update(readFileSync(path)).digest('hex');

/** Has `input` (a manifest entry) kept its bytes? */
function unchanged(root, [path, recorded]) {
  const stat = statSync(join(root, path));
  if (stat.size !== recorded.size) return false;
  return stat.mtimeMs === recorded.mtimeMs || sha256Of(join(root, path)) === recorded.sha256;
}

/**
 * The bundle's entry file (absolute) when the manifest under `root` matches every input it names;
 * undefined when there is no bundle or it is stale (`reason` then says why, for one line of output).
 */
export function freshBundle(root) {
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(join(root, MANIFEST), 'utf8'));
  } catch {
    return { entry: undefined, reason: 'no bundle' };
  }
  try {
    const stale = Object.entries(manifest.inputs).find((input) => !unchanged(root, input));
    if (stale) return { entry: undefined, reason: `${stale[0]} changed since the bundle was built` };
  } catch (error) {
    return { entry: undefined, reason: `an input of the bundle cannot be read (${error.code ?? error})` };
  }
  const entry = join(root, 'dist', 'server', manifest.entry);
  if (!existsSync(entry)) return { entry: undefined, reason: `${manifest.entry} is missing` };
  return { entry, reason: 'fresh' };
}
