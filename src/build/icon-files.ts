/**
 * Where @fluentui/react-icons defines an icon: the package spreads its icons over files of its own
 * (`lib/icons/chunk-N.js`, `lib/sizedIcons/chunk-N.js`), and the bundler cuts the portal's chunks by
 * those files, so vite.config.ts needs to know which files hold the icons a page draws.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The package's icon files (`icons/chunk-18.js`, relative to its `lib` folder) that export any of `names`. */
export function iconFiles(libDir: string, names: string[]): Set<string> {
  const files = new Set<string>();
  const missing = new Set(names);
  for (const folder of ['icons', 'sizedIcons']) {
    for (const file of readdirSync(join(libDir, folder)).filter((name) => name.endsWith('.js'))) {
      const code = readFileSync(join(libDir, folder, file), 'utf8');
      for (const name of names) {
        if (!new RegExp(`export const ${name}\\b`).test(code)) continue;
        files.add(`${folder}/${file}`);
        missing.delete(name);
      }
    }
  }
  // A renamed icon would otherwise put the guest pages' icons in the signed-in pages' chunk unnoticed.
  if (missing.size) throw new Error(`@fluentui/react-icons exports no ${[...missing].join(', ')}: update vite.config.ts`);
  return files;
}
